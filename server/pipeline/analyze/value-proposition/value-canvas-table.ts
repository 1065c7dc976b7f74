import type { DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { itemTitle, wordCount } from '../shared/text.js';
import { isBlockLabel, type Kind, kindOf, namesPersona, personaPart } from './value-labels.js';

/**
 * Canvases laid out as tables (business model canvas, lean canvas, value proposition canvas).
 * Two layouts:
 *  - block names in the first column, one block per row ("Problem | slow invoicing; …");
 *  - a grid: block names in the header row and again in body cells where a second block
 *    starts below the first one (Key Metrics under Solution, Channels under Unfair Advantage),
 *    so a label cell switches its column to the new block for the cells below it.
 * Cells may also start with their block name ("Channels: website, partners").
 * Every block maps to a role, blocks that are no list (channels, costs, revenue …) included,
 * so their items never leak into the list of the column they share.
 */

/** Canvas block names that may open a cell whose line breaks were lost ("Channels Website"). */
const BLOCK_PREFIX =
  /^(customer segments?|early adopters|problems?|solutions?|unique value propositions?|unfair advantages?|key metrics|channels|cost structure|revenue streams?|existing alternatives|high[- ]level concept|key partners|key activities|key resources|value propositions?|customer relationships?|customer jobs|jobs to be done|pains|gains|products (?:&|and) services|pain relievers|gain creators)\b\s*[:–—-]?\s+(\S.*)$/i;

/** Receives one entry; `row` counts every table row from 1, the header row included. */
export type AddEntry = (
  kind: Kind,
  text: string,
  node: DocNode,
  snippet: string,
  row: number,
) => void;

/** The entries of one cell: bullet or numbered parts, "a; b; c", else the cell itself. */
export function cellEntries(cell: string): string[] {
  const text = cell.trim();
  if (!meaningful(text)) return [];
  let parts = text.split(/\s*(?:[•▪·●■◦]|(?:^|\s)\d{1,2}[.)](?=\s))\s*/).filter((p) => p.trim());
  // "- slow invoicing - manual reminders": dash bullets whose line breaks were lost.
  if (parts.length < 2 && /^[-–*]\s/.test(text))
    parts = text
      .slice(2)
      .split(/\s+[-–*]\s+/)
      .filter(Boolean);
  if (parts.length < 2) parts = text.split(/\s*;\s*/).filter(Boolean);
  if (parts.length < 2) {
    const commas = text.split(/\s*,\s*/).filter(Boolean);
    if (commas.length >= 3 && commas.every((p) => wordCount(p) <= 6)) parts = commas;
  }
  return parts.map((p) => itemTitle(p.trim().replace(/[.;,]$/, ''), 16)).filter(meaningful);
}

function labelKind(cell: string): Kind | null {
  return isBlockLabel(cell) ? kindOf(cell) : null;
}

/**
 * A persona card as a two-column table: "Name | Maria", "Goals | …", "Frustrations | …".
 * Read when its first column names two or more of the persona's parts.
 */
function readPersonaCard(node: DocNode, rows: string[][], add: AddEntry): boolean {
  if (rows.length < 3 || rows.some((row) => row.length !== 2)) return false;
  const kinds = rows.map((row) => personaPart(row[0] ?? ''));
  const parts = new Set(kinds.filter((k) => k === 'pains' || k === 'gains' || k === 'jobs'));
  if (parts.size < 2) return false;
  rows.forEach((row, r) => {
    const label = (row[0] ?? '').replace(/:\s*$/, '').trim();
    const kind = namesPersona(label) ? 'segments' : kinds[r];
    if (!kind) return;
    const snippet = row.filter(Boolean).join(' | ');
    const entries = kind === 'segments' ? [itemTitle(row[1] ?? '', 16)] : cellEntries(row[1] ?? '');
    for (const entry of entries) if (meaningful(entry)) add(kind, entry, node, snippet, r + 1);
  });
  return true;
}

/** Reads a table as a canvas when three or more of its cells name canvas blocks. */
export function readCanvasTable(node: DocNode, add: AddEntry): boolean {
  const rows = node.rows ?? [];
  if (readPersonaCard(node, rows, add)) return true;
  let labels = 0;
  for (const row of rows)
    for (const cell of row) if (labelKind(cell) || BLOCK_PREFIX.test(cell)) labels++;
  if (labels < 3) return false;

  const firstColumn = rows.filter((row) => row[0] && labelKind(row[0])).length;
  if (firstColumn >= 3 && firstColumn >= rows.length * 0.6) {
    rows.forEach((row, r) => {
      const kind = labelKind(row[0] ?? '');
      if (!kind) return;
      const snippet = row.filter(Boolean).join(' | ');
      for (const cell of row.slice(1))
        for (const entry of cellEntries(cell)) add(kind, entry, node, snippet, r + 1);
    });
    return true;
  }

  const columns: (Kind | null)[] = [];
  rows.forEach((row, r) => {
    row.forEach((cell, c) => {
      const kind = labelKind(cell);
      if (kind) {
        columns[c] = kind;
        return;
      }
      const prefixed = BLOCK_PREFIX.exec(cell.trim());
      const prefixKind = prefixed ? kindOf(prefixed[1]!) : null;
      if (prefixed && prefixKind) {
        columns[c] = prefixKind;
        for (const entry of cellEntries(prefixed[2]!)) add(prefixKind, entry, node, cell, r + 1);
        return;
      }
      const target = columns[c];
      if (!target) return;
      for (const entry of cellEntries(cell)) add(target, entry, node, cell, r + 1);
    });
  });
  return true;
}
