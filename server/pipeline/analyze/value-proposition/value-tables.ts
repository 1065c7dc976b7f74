import type { AnalyzedDocument } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { splitKeyValue, tableView } from '../shared/records.js';
import { itemTitle } from '../shared/text.js';
import { readCanvasTable } from './value-canvas-table.js';
import { splitInline } from './value-collector.js';
import type { Collector } from './value-collector.js';
import { inlineSegment, type Kind, kindOf, namesPersona, personaPart } from './value-labels.js';

/**
 * Tables whose columns are lists ("Value driver | Who benefits | Benefits", a persona table, a
 * problem → solution table), canvases laid out as tables, and cells written as "Pains: …".
 */

/** Tables whose columns are lists: "Value driver | Who benefits | Benefits", "Segment | …". */
export function fromTables(doc: AnalyzedDocument, out: Collector): void {
  for (const node of doc.tables) {
    const section = node.headings[node.headings.length - 1];
    const sectionKind = section
      ? inlineSegment(section.text)
        ? 'segments'
        : kindOf(section.text)
      : null;
    if (
      readCanvasTable(node, (kind, text, at, snippet, row) => out.add(kind, text, at, snippet, row))
    )
      continue;
    const view = tableView(node);
    if (!view) {
      continue;
    }
    // A persona table ("Persona | Goals | Frustrations"): a row per persona or buyer role.
    const parts = new Set(view.header.map((h) => personaPart(h)));
    const personaTable = ['pains', 'gains', 'jobs'].filter((k) => parts.has(k as Kind)).length >= 2;
    const kinds = view.header.map((h): Kind | null =>
      h.trim() === '#'
        ? null
        : personaTable && namesPersona(h)
          ? 'segments'
          : kindOf(h, personaTable),
    );
    // Cells written as "Pains: late payments, manual reminders".
    let cellLists = false;
    view.rows.forEach((cells, r) => {
      cells.forEach((cell) => {
        const kv = splitKeyValue(cell);
        const kind = kv ? kindOf(kv.key) : null;
        if (kv && kind && kind !== 'other') {
          cellLists = true;
          for (const part of splitInline(kv.value, false)) out.add(kind, part, node, cell, r + 1);
        }
      });
    });
    if (cellLists) continue;
    const problem = kinds.indexOf('pains');
    const solution = kinds.findIndex((k) => k === 'products' || k === 'relievers');
    const mapping = problem >= 0 && solution >= 0;
    if (sectionKind === 'other') continue;
    view.rows.forEach((cells, r) => {
      kinds.forEach((kind, c) => {
        let target: Kind | null = kind;
        // A problem → solution table: the solutions relieve the problems (and are products).
        if (mapping && c === problem && sectionKind !== 'pains') target = null;
        if (!target || target === 'other') return;
        const value = cells[c] ?? '';
        if (!meaningful(value)) return;
        const entry = target === 'statement' ? value : itemTitle(value, 16);
        out.add(target, entry, node, cells.filter(Boolean).join(' | '), r + 1);
        if (mapping && c === solution)
          out.add('relievers', entry, node, cells.filter(Boolean).join(' | '), r + 1);
      });
    });
    // A table under a list heading whose first column names the entries (segments, problems).
    if (sectionKind && sectionKind !== 'statement' && kinds.every((k) => !k || k === 'other')) {
      view.rows.forEach((cells, r) => {
        const first = cells.find(
          (c, i) => view.header[i]?.trim() !== '#' && meaningful(c) && !/^\d+$/.test(c),
        );
        if (first)
          out.add(
            sectionKind,
            itemTitle(first, 16),
            node,
            cells.filter(Boolean).join(' | '),
            r + 1,
          );
      });
    }
  }
}
