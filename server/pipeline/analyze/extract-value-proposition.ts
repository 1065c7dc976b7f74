import { MAX_ITEMS } from '../../../common/render/constants.js';
import { LONG_TEXT_MAX } from '../../../common/render/data-schema.js';
import type { AnalyzedDocument, DocNode } from './document.js';
import { locate, sectionNodes } from './document.js';
import { EvidenceLog, meaningful } from './evidence.js';
import { splitKeyValue, tableView } from './records.js';
import { isBlockLabel, kindOf, personaPart, type Kind, type ValueList } from './value-labels.js';
import { fromProse, POSITIONING, segmentFromTitle } from './value-prose.js';
import { readCanvasTable } from './value-canvas-table.js';
import { inPersona, personaHeadings, personaName, roleItem, userStory } from './value-personas.js';
import { firstSentence, itemTitle, normKey, truncate, wordCount } from './text.js';

/**
 * Value proposition: customer segments, jobs, pains, gains, products and services, pain
 * relievers, gain creators and the value proposition statement. Sections are recognised by
 * their heading or label ("Pains", "Customer gains: …", "Pain Relievers", "Target audience",
 * "Problem" / "Solution" of a lean canvas, in English or with the English term in brackets);
 * their list items (else their short paragraphs) are the entries. Tables whose columns carry
 * those names are read column by column. Positioning statements ("For … who …, X is a … that …;
 * unlike …") and problem statements ("The problem of … affects …; the impact of which is …")
 * are read from prose when nothing else states the lists.
 */
export type { ValueList } from './value-labels.js';

export const VALUE_LISTS: readonly ValueList[] = [
  'segments',
  'jobs',
  'pains',
  'gains',
  'products',
  'relievers',
  'creators',
];

export interface ValuePropositionExtraction {
  lists: Record<ValueList, string[]>;
  statement?: string;
  evidence: EvidenceLog;
  /** Entries found under list headings, labels or table columns (not read from prose). */
  structured: number;
}

/** The customer profile's lists: their entries are grouped by customer segment when grouped. */
const CUSTOMER_SIDE = new Set<Kind>(['jobs', 'pains', 'gains']);

/**
 * "Channels" or "Goals" alone on a line, without a colon (a bold label in a canvas written as
 * paragraphs): it opens that block, so the lines below it do not run into the block above.
 */
function shortLabel(text: string, persona: boolean): Kind | null {
  if (wordCount(text) > 5 || /[.!?,;]$/.test(text) || text.includes(':')) return null;
  if (isBlockLabel(text)) return kindOf(text);
  return persona ? personaPart(text) : null;
}

type Found = { text: string; snippet: string; location: string };

export class Collector {
  readonly lists: Record<ValueList, Found[]> = {
    segments: [],
    jobs: [],
    pains: [],
    gains: [],
    products: [],
    relievers: [],
    creators: [],
  };
  statement?: Found;
  /** normKey of every value in each list, so that a value is listed once. */
  private readonly seen: Partial<Record<ValueList, Set<string>>> = {};

  add(kind: Kind, text: string, node: DocNode, snippet = node.text, row?: number): void {
    if (kind === 'other') return;
    const value = text.replace(/\s+/g, ' ').trim();
    if (!meaningful(value) || value.length < 2) return;
    // A block label met as text ("CUSTOMER SEGMENT" in a canvas cell) is not an entry.
    if (kind !== 'statement' && isBlockLabel(value)) return;
    const found = { text: value, snippet, location: locate(node, row) };
    if (kind === 'statement') {
      this.statement ??= found;
      return;
    }
    // A long document repeats many values: a set of keys keeps this linear.
    const seen = (this.seen[kind] ??= new Set<string>());
    const key = normKey(value);
    if (seen.has(key)) return;
    seen.add(key);
    this.lists[kind].push(found);
  }
}

/** "Customer Profile – Event organisers": the segment named in the heading itself. */
function inlineSegment(text: string): string | undefined {
  const match =
    /^(?:customer profile|customer segment|target (?:customer|group|audience)|persona)\s*[–—:-]\s*(.+)$/i.exec(
      text.trim(),
    );
  return match?.[1]?.trim();
}

/** "[Who] Alcoholics who …" / "[Why] …": bracketed labels override the section. */
function bracketLabel(text: string): { kind: Kind; rest: string } | null {
  const match = /^\[(who|why|what|how)\]\s*(.+)$/i.exec(text);
  if (!match) return null;
  const label = match[1]!.toLowerCase();
  const kind: Kind = label === 'who' ? 'segments' : label === 'why' ? 'pains' : 'products';
  return { kind, rest: match[2]! };
}

function entryText(kind: Kind, node: DocNode): string {
  if (kind === 'statement') return firstSentence(node.text, LONG_TEXT_MAX);
  if (kind === 'segments' && node.kind === 'paragraph')
    return firstSentence(node.text, 200).replace(/\.$/, '');
  return itemTitle(node.text, 16);
}

/** The lists from headings, label paragraphs and "Key: value" lines. */
function fromSections(doc: AnalyzedDocument, out: Collector): void {
  let current: { kind: Kind; level: number } | null = null;
  let pending: DocNode[] = [];
  let hasItems = false;
  const personas = personaHeadings(doc);
  /** Inside a list item that groups sub-items ("Segment A:" over its pains). */
  let group = false;
  /** Level of the first sub-heading inside the current section. */
  let sub: number | undefined;
  /** Group labels of the current section; two or more name the customer segments. */
  let groups: DocNode[] = [];
  const flush = () => {
    if (groups.length >= 2)
      for (const label of groups) out.add('segments', label.text.replace(/:\s*$/, ''), label);
    groups = [];
    if (current && !hasItems) {
      // Sections written as paragraphs: short ones are the entries.
      for (const node of pending) {
        if (
          /[?:]$/.test(node.text) ||
          /\bproblem of\b/i.test(node.text) ||
          POSITIONING.test(node.text)
        )
          continue;
        if (current.kind === 'statement' || wordCount(node.text) <= 45) {
          out.add(current.kind, entryText(current.kind, node), node);
          if (current.kind === 'statement') break;
        }
      }
    }
    pending = [];
    hasItems = false;
    group = false;
    sub = undefined;
  };
  for (const node of doc.nodes) {
    if (node.kind === 'table') continue;
    if (node.kind === 'heading') {
      if (personas.has(node.index)) {
        // A persona or buyer role: its name is a segment, its parts are read below it.
        flush();
        current = null;
        const name = personaName(node.text);
        if (name) out.add('segments', name, node);
        continue;
      }
      const segment = inlineSegment(node.text);
      const kind = segment ? 'segments' : kindOf(node.text, inPersona(node, personas));
      if (segment) out.add('segments', segment, node);
      if (kind) {
        flush();
        // A heading whose sections name lists ("Value proposition" over "Products", "Gains" …)
        // is a container, not a list of its own.
        const children = sectionNodes(doc, node).filter(
          (n) => n.kind === 'heading' && kindOf(n.text),
        );
        current = children.length > 0 && !segment ? null : { kind, level: node.level };
        continue;
      }
      if (current && node.level <= current.level) {
        flush();
        current = null;
      } else if (current && current.kind !== 'statement' && !node.inferred) {
        // "Benefits" over "Faster month-end close", "Fewer errors": a benefits page's
        // sub-headings are its entries; the prose under each only explains them.
        sub ??= node.level;
        const audience = /^for\s+(.{3,60})$/i.exec(node.text.trim());
        if (node.level === sub && audience) {
          // "Benefits" over "For agencies", "For freelancers": the sub-headings name audiences.
          out.add('segments', audience[1]!, node);
          hasItems = true;
        } else if (node.level === sub && wordCount(node.text) <= 8) {
          out.add(current.kind, itemTitle(node.text, 16), node);
          hasItems = true;
        }
      }
      continue;
    }
    const text = node.text;
    // User needs ("As a …, I need … so that …") are split into their parts by fromProse.
    if (/^\W{0,2}as (?:an?|the|one) /i.test(text) && userStory(text)) continue;
    const bracket = bracketLabel(text);
    if (bracket) {
      out.add(
        bracket.kind,
        bracket.kind === 'segments'
          ? firstSentence(bracket.rest, 200).replace(/\.$/, '')
          : firstSentence(bracket.rest, 200).replace(/\.$/, ''),
        node,
      );
      hasItems = true;
      continue;
    }
    // "Pains (what bothers them):" alone on a line: a block label that lost its heading style.
    const labelKind =
      node.kind === 'paragraph' && /:\s*$/.test(text) && !splitKeyValue(text)
        ? kindOf(text, inPersona(node, personas))
        : node.kind === 'paragraph'
          ? shortLabel(text, inPersona(node, personas))
          : null;
    if (labelKind) {
      flush();
      current = {
        kind: labelKind,
        level: (node.headings[node.headings.length - 1]?.level ?? 0) + 0.5,
      };
      continue;
    }
    const kv = splitKeyValue(text);
    const kvKind = kv ? kindOf(kv.key, inPersona(node, personas)) : null;
    if (kv && kvKind) {
      const value = kv.value.trim();
      if (
        /:\s*$/.test(value) ||
        (wordCount(value) <= 2 && node.kind === 'paragraph' && value.endsWith(':'))
      ) {
        // "Customer pains: Our customers are pained by:" opens a list.
        flush();
        current = {
          kind: kvKind,
          level: (node.headings[node.headings.length - 1]?.level ?? 0) + 0.5,
        };
        continue;
      }
      const cleaned =
        kvKind === 'segments'
          ? value.replace(/^.{0,60}?\bis (?:for|aimed at|built for|designed for)\s+/i, '')
          : value;
      const parts = kvKind === 'statement' ? [cleaned] : splitInline(cleaned, node.kind === 'item');
      for (const part of parts)
        out.add(
          kvKind,
          kvKind === 'statement' ? firstSentence(part, LONG_TEXT_MAX) : truncate(part, 200),
          node,
        );
      if (kvKind === 'statement') creatorsFromStatement(cleaned, node, out);
      continue;
    }
    const role = roleItem(doc, node);
    if (role) {
      // A buyer role introduced by a list item with "Value prop:" / "Challenges:" under it.
      out.add('segments', role, node);
      continue;
    }
    if (!current) continue;
    if (node.kind === 'item') {
      const next = doc.nodes[node.index + 1];
      const opensGroup = /:\s*$/.test(text) && next?.kind === 'item' && next.level > node.level;
      if (node.level === 0 && opensGroup) {
        // "Students who game:" over sub-items: a group of entries per customer segment, as
        // canvases written as nested lists do; the group label names the segment.
        group = true;
        if (CUSTOMER_SIDE.has(current.kind)) groups.push(node);
      } else if (node.level === 0) {
        group = false;
        out.add(current.kind, entryText(current.kind, node), node);
        hasItems = true;
      } else if (group && node.level === 1) {
        out.add(
          current.kind,
          entryText(current.kind, { ...node, text: text.replace(/:\s*$/, '') }),
          node,
        );
        hasItems = true;
      }
    } else if (!/:\s*$/.test(text)) {
      pending.push(node);
    }
  }
  flush();
}

/** "send invoices, chase payments, prepare taxes" → three entries (only when all are short). */
function splitInline(value: string, isItem: boolean): string[] {
  const parts = value.split(/\s*[,;]\s*/).filter(Boolean);
  if (parts.length >= 3 && parts.every((p) => wordCount(p) <= 6)) return parts;
  return [isItem ? itemTitle(value, 16) : firstSentence(value, 200).replace(/\.$/, '')];
}

/** "… helps owners grow by providing information and a community" → a gain creator. */
function creatorsFromStatement(text: string, node: DocNode, out: Collector): void {
  const match =
    /\bby (?:providing|offering|giving|delivering|creating|building|combining)\s+(.+?)[.!]?$/i.exec(
      text,
    );
  if (match) out.add('creators', truncate(match[1]!, 200), node);
}

/** Tables whose columns are lists: "Value driver | Who benefits | Benefits", "Segment | …". */
function fromTables(doc: AnalyzedDocument, out: Collector): void {
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
        : personaTable && /^(?:name|role|user(?: type)?|buyer|who)$/i.test(h.trim())
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

export function extractValueProposition(doc: AnalyzedDocument): ValuePropositionExtraction {
  const evidence = new EvidenceLog();
  const collector = new Collector();
  fromTables(doc, collector);
  fromSections(doc, collector);
  // One list alone ("What we offer" in a job ad) is not yet a value proposition.
  const filled = VALUE_LISTS.filter((list) => collector.lists[list].length > 0);
  const structured =
    filled.length >= 2
      ? filled.reduce((n, list) => n + Math.min(collector.lists[list].length, MAX_ITEMS), 0)
      : 0;
  fromProse(doc, collector);
  if (collector.lists.segments.length === 0) segmentFromTitle(doc, collector);
  const lists = {} as Record<ValueList, string[]>;
  for (const list of VALUE_LISTS) {
    const chosen = collector.lists[list].slice(0, MAX_ITEMS);
    lists[list] = chosen.map((f, i) => {
      const value = truncate(f.text, 200);
      evidence.add(`${list}[${i}]`, value, f.snippet, f.location);
      return value;
    });
  }
  const statement = collector.statement
    ? truncate(collector.statement.text, LONG_TEXT_MAX)
    : undefined;
  if (collector.statement) {
    evidence.add(
      'value_proposition',
      statement,
      collector.statement.snippet,
      collector.statement.location,
    );
  }
  return { lists, statement, evidence, structured };
}
