import type { Block } from '../../extract/types.js';

/**
 * What of a document is sent to the model. A text within AI_MAX_INPUT_CHARS goes whole; a longer
 * one is not cut at the limit but chosen by the structure the extractor found: first its tables
 * and lists, then the opening paragraph of each headed section, then other paragraphs, each
 * trimmed to a fair share of the limit and sent in document order under its headings, with
 * "[…]" where something was left out. The items of all four categories live in tables, lists
 * and headed sections (see ../README.md), so that is where the budget goes.
 *
 * One call with a chosen excerpt, not several calls merged: a document costs one call of the
 * organization's daily budget and one wait, and the category is decided on a view of the whole
 * document rather than voted over chunks that each see a part.
 *
 * Linear in the number of blocks with no document preparation, so it is cheap enough for the
 * main thread; the parts it keeps are what the evidence is then located in.
 */

export interface ExcerptPart {
  kind: 'heading' | 'table' | 'list' | 'paragraph';
  /** The part as sent. */
  text: string;
  /** Where it is in the document: 'table 2 (page 4)', 'under heading "Risks"'. */
  location: string;
  /** Tables: the rows sent, to locate a value by its row. */
  rows?: string[][];
}

export interface Excerpt {
  /** The text sent to the model. */
  text: string;
  parts: ExcerptPart[];
  /** What was sent, for the evidence: 'the whole text (12,400 characters)' or counts. */
  sent: string;
}

interface Unit {
  kind: ExcerptPart['kind'];
  /** Index of the heading unit this one sits under (-1: none). */
  section: number;
  /** Selection order: 0 tables and lists, 1 a section's first paragraph, 2 other paragraphs. */
  priority: number;
  /** Characters the whole unit takes at most; its text is rendered only if it is chosen. */
  size: number;
  /** Headings (as sent) and paragraphs (as extracted). */
  text?: string;
  rows?: string[][];
  items?: { text: string; ordered: boolean; depth: number }[];
  headingText?: string;
  tableNumber?: number;
  page?: number;
}

const MIN_PART = 200;
const PARAGRAPH_CAP = 600;
const GAP = '[…]';
/** What a part adds besides its text, at most: its separator and a "[…]" line before it. */
const OVERHEAD = 2 + GAP.length + 2;

const count = (n: number) => n.toLocaleString('en-US');
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const quote = (text: string) => (text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text);
const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim();

function renderTable(rows: string[][]): string {
  return rows.map((row) => row.map(oneLine).join(' | ')).join('\n');
}

function renderItems(items: NonNullable<Unit['items']>): string {
  return items
    .map(
      (item, i) =>
        `${'  '.repeat(item.depth)}${item.ordered ? `${i + 1}.` : '-'} ${oneLine(item.text)}`,
    )
    .join('\n');
}

/** The whole unit as sent. */
function fullOf(unit: Unit): string {
  if (unit.rows) return renderTable(unit.rows);
  if (unit.items) return renderItems(unit.items);
  return unit.kind === 'heading' ? unit.text! : oneLine(unit.text!);
}

/**
 * Blocks as units in document order; consecutive list items make one list. Nothing is rendered
 * or normalized here: for a 500-page document that would be most of the time spent.
 */
function unitsOf(blocks: readonly Block[]): Unit[] {
  const units: Unit[] = [];
  let section = -1;
  let tables = 0;
  let sectionHasParagraph = false;
  for (const block of blocks) {
    const page = block.page;
    if (block.type === 'heading') {
      const headingText = oneLine(block.text);
      if (!headingText) continue;
      section = units.length;
      sectionHasParagraph = false;
      const text = `${'#'.repeat(Math.min(6, Math.max(1, block.level)))} ${headingText}`;
      units.push({
        kind: 'heading',
        section,
        priority: 0,
        size: text.length,
        text,
        headingText,
        page,
      });
    } else if (block.type === 'table') {
      const rows = block.rows.filter((row) => row.some((cell) => cell.trim()));
      if (rows.length === 0) continue;
      tables += 1;
      const size = rows.reduce((n, row) => n + row.reduce((m, cell) => m + cell.length + 3, 1), 0);
      units.push({ kind: 'table', section, priority: 0, size, rows, tableNumber: tables, page });
    } else if (block.type === 'listItem') {
      if (!block.text.trim()) continue;
      const item = { text: block.text, ordered: block.ordered, depth: Math.min(4, block.depth) };
      const size = item.text.length + 2 * item.depth + 5;
      const last = units[units.length - 1];
      if (last?.kind === 'list') {
        last.items!.push(item);
        last.size += size;
      } else {
        units.push({ kind: 'list', section, priority: 0, size, items: [item], page });
      }
    } else {
      if (!block.text.trim()) continue;
      const priority = section >= 0 && !sectionHasParagraph ? 1 : 2;
      sectionHasParagraph = true;
      units.push({
        kind: 'paragraph',
        section,
        priority,
        size: block.text.length,
        text: block.text,
        page,
      });
    }
  }
  return units;
}

/** The unit within `max` characters: whole rows and items, paragraphs cut at a sentence. */
function trimmed(unit: Unit, max: number): { text: string; rows?: string[][] } {
  const part = trimmedUnit(unit, max);
  // A first row or item longer than the room is all that can break the limit: cut it there.
  return part.text.length <= max ? part : { text: `${part.text.slice(0, max - 1)}…` };
}

function trimmedUnit(unit: Unit, max: number): { text: string; rows?: string[][] } {
  if (unit.rows) {
    const rows: string[][] = [];
    let length = 0;
    for (const row of unit.rows) {
      const line = renderTable([row]).length + 1;
      if (rows.length > 0 && length + line > max - 24) break;
      rows.push(row);
      length += line;
    }
    const left = unit.rows.length - rows.length;
    return { text: `${renderTable(rows)}${left ? `\n[… ${plural(left, 'more row')}]` : ''}`, rows };
  }
  if (unit.items) {
    const items: NonNullable<Unit['items']> = [];
    let length = 0;
    for (const item of unit.items) {
      const line = renderItems([item]).length + 1;
      if (items.length > 0 && length + line > max - 24) break;
      items.push(item);
      length += line;
    }
    const left = unit.items.length - items.length;
    return { text: `${renderItems(items)}${left ? `\n[… ${plural(left, 'more item')}]` : ''}` };
  }
  const full = fullOf(unit);
  if (full.length <= max) return { text: full };
  const head = full.slice(0, Math.max(0, max - 1));
  const sentence = head.lastIndexOf('. ');
  return { text: `${sentence > max * 0.6 ? head.slice(0, sentence + 1) : head.trimEnd()}…` };
}

function locationOf(unit: Unit, units: Unit[]): string {
  const page = unit.page ? ` (page ${unit.page})` : '';
  if (unit.kind === 'table') return `table ${unit.tableNumber}${page}`;
  if (unit.kind === 'heading') return `heading "${quote(unit.headingText!)}"${page}`;
  const heading = units[unit.section]?.headingText;
  if (heading) return `under heading "${quote(heading)}"${page}`;
  return `${unit.kind === 'list' ? 'list' : 'paragraph'}${page || ' before the first heading'}`;
}

/** The text to send for a document (blocks as the extractor found them), within `maxChars`. */
export function documentExcerpt(
  input: { text: string; blocks: readonly Block[] },
  maxChars: number,
): Excerpt {
  const units = unitsOf(input.blocks);
  const total = input.text.length;
  const fullLength = units.reduce((n, unit) => n + unit.size + 2, 0);
  if (units.length === 0) {
    // No structure (plain text): the beginning of the text is all there is to choose.
    const text =
      input.text.length <= maxChars
        ? input.text
        : `${input.text.slice(0, maxChars - 2).trimEnd()}…`;
    const sent =
      text.length < total
        ? `the first ${count(text.length)} of ${count(total)} characters (no structure found)`
        : `the whole text (${count(total)} characters)`;
    return { text, parts: [{ kind: 'paragraph', text, location: 'the text' }], sent };
  }

  const chosen = new Map<number, { text: string; rows?: string[][] }>();
  const whole = fullLength <= maxChars;
  if (whole) {
    units.forEach((unit, i) => chosen.set(i, { text: fullOf(unit), rows: unit.rows }));
  } else {
    let left = maxChars;
    const structured = units.filter((u) => u.kind === 'table' || u.kind === 'list').length;
    const structureCap = Math.max(
      MIN_PART * 2,
      Math.min(maxChars / 4, (maxChars * 0.7) / Math.max(1, structured)),
    );
    const take = (i: number, cap: number): void => {
      const unit = units[i]!;
      const heading =
        unit.section >= 0 && unit.section !== i && !chosen.has(unit.section)
          ? units[unit.section]!
          : undefined;
      const headingCost = heading ? heading.size + OVERHEAD : 0;
      const room = Math.min(cap, left - headingCost - OVERHEAD);
      if (room < Math.min(MIN_PART, unit.size)) return;
      const part = trimmed(unit, room);
      if (heading) chosen.set(unit.section, { text: heading.text! });
      chosen.set(i, part);
      left -= part.text.length + OVERHEAD + headingCost;
    };
    for (const priority of [0, 1, 2]) {
      units.forEach((unit, i) => {
        if (unit.kind === 'heading' || unit.priority !== priority || chosen.has(i)) return;
        take(i, priority === 0 ? structureCap : PARAGRAPH_CAP);
      });
    }
    // Headings are short: every section's name fits in what is left, as an outline.
    units.forEach((unit, i) => {
      if (unit.kind === 'heading' && !chosen.has(i) && unit.size + OVERHEAD <= left) {
        chosen.set(i, { text: unit.text! });
        left -= unit.size + OVERHEAD;
      }
    });
  }

  const parts: ExcerptPart[] = [];
  const lines: string[] = [];
  let previous = -1;
  for (const [i, part] of [...chosen.entries()].sort((a, b) => a[0] - b[0])) {
    if (i !== previous + 1 && lines.length > 0) lines.push(GAP);
    lines.push(part.text);
    previous = i;
    const unit = units[i]!;
    parts.push({
      kind: unit.kind,
      text: part.text,
      location: locationOf(unit, units),
      rows: part.rows,
    });
  }
  const text = lines.join('\n\n');
  if (whole) {
    return { text, parts, sent: `the whole text (${count(total)} characters)` };
  }
  const kinds = (kind: ExcerptPart['kind']) => parts.filter((p) => p.kind === kind).length;
  const what = [
    plural(kinds('table'), 'table'),
    plural(kinds('heading'), 'section'),
    plural(kinds('list'), 'list'),
    ...(kinds('paragraph') ? [plural(kinds('paragraph'), 'paragraph')] : []),
  ].join(', ');
  return { text, parts, sent: `${what} — ${count(text.length)} of ${count(total)} characters` };
}
