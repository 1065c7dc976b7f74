import type { Segment } from './pdf-lines.js';

/**
 * Joins the lines of a PDF table cell. Lines are joined with a space, except where the first
 * line may end inside a word: it filled its cell (a word processor breaks a word only when it
 * does not fit on a line of its own) and the next line goes on in lowercase. There the lines are
 * joined with `WORD_BREAK`, which `pdf-words.ts` resolves with the document's vocabulary.
 */

/**
 * Stands where a cell's line may end inside a word. A control character: the extractor strips
 * them from PDF text, so it never occurs there.
 */
export const WORD_BREAK = '\u0000';

/** A column of a table: the span of its cells' text. */
export interface Column {
  x: number;
  end: number;
}

/** The padding between a cell's text and the next cell's is assumed no wider (in font sizes). */
const MAX_CELL_GAP_EM = 1.5;
/** Slack (in font sizes) when deciding whether a line filled its cell. */
const FILL_TOLERANCE_EM = 0.1;

/** A line of a cell: its segment and the index of its line in the table. */
export interface Part {
  segment: Segment;
  line: number;
  size: number;
}

/**
 * Where the text of each column's cells must stop. Word processors keep the same padding between
 * a cell's text and the next cell's, so the right edge is the next column's start minus the
 * narrowest gap seen before a column start (a full line: a word broken in a narrow cell). Only
 * words count: single characters and numbers overflow cells narrower than themselves. When the
 * column or the next one is not left-aligned (centred text starts further right than its cell),
 * and for the last column, the column's widest line stands for its edge.
 */
export function cellRights(columns: Column[], cells: Part[][][]): number[] {
  const segments = columns.map((): Segment[] => []);
  for (const row of cells)
    row.forEach((parts, c) => segments[c]?.push(...parts.map((p) => p.segment)));
  const em = Math.max(
    1,
    ...cells.flatMap((row) => row.flatMap((parts) => parts.map((p) => p.size))),
  );
  const starts = segments.map((list) => Math.min(...list.map((s) => s.x)));
  const leftAligned = segments.map(
    (list, c) => list.filter((s) => s.x <= (starts[c] as number) + 1).length * 2 >= list.length,
  );
  let gap = MAX_CELL_GAP_EM * em;
  segments.forEach((list, c) => {
    if (!leftAligned[c + 1]) return;
    for (const segment of list) {
      const g = (starts[c + 1] as number) - segment.end;
      if (/\p{L}{3}/u.test(segment.text) && g >= 0.2 * em) gap = Math.min(gap, g);
    }
  });
  return segments.map((list, c) =>
    leftAligned[c] && leftAligned[c + 1]
      ? (starts[c + 1] as number) - gap
      : Math.max(...list.map((s) => s.end)),
  );
}

/** The lines of one cell, top to bottom, as its text. */
export function joinParts(parts: Part[], right: number): string {
  // Two segments of one line in a cell: columns too close to tell apart, not a wrapped word.
  const alone = (part: Part) => parts.filter((p) => p.line === part.line).length === 1;
  let text = '';
  parts.forEach((part, i) => {
    const previous = parts[i - 1];
    if (!previous) text = part.segment.text;
    else if (!alone(previous) || !alone(part)) text += ` ${part.segment.text}`;
    else text += separator(previous, part, right) + part.segment.text;
  });
  return text;
}

/**
 * What goes between two lines of a cell. A word processor breaks a word only when it does not
 * fit on a line of its own: the first line then holds that one piece and is full (the next
 * letter would not have fitted before the cell's edge). A hyphen at the end joins as in
 * paragraphs ("long-term").
 */
function separator(previous: Part, next: Part, right: number): string {
  const a = previous.segment.text;
  const b = next.segment.text;
  if (next.line !== previous.line + 1) return ' ';
  if (/\p{L}-$/u.test(a) && /^\p{Ll}/u.test(b)) return '';
  // A date ("10/1" / "0/2023") or a code ("R" / "12") broken in a narrow cell goes on with a digit.
  const date = /^\d{1,4}[/.-][\d/.-]*$/.test(a) && /^\d[\d/.-]*$/.test(b);
  const code = /^\p{Lu}{1,3}[-_]?$/u.test(a) && /^\d+$/.test(b);
  if (!date && !code && (/\s/.test(a) || !/[\p{L}'’]$/u.test(a) || !/^\p{Ll}/u.test(b))) return ' ';
  // A word with a hyphen would have been broken after the hyphen, not at the edge.
  if (/\p{L}-\p{L}/u.test(a)) return ' ';
  const letter = firstCharWidth(next.segment);
  const full = previous.segment.end + letter > right - FILL_TOLERANCE_EM * previous.size;
  return full ? WORD_BREAK : ' ';
}

/**
 * Approximate advance widths (thousandths of an em) of a proportional sans-serif font, to tell
 * how much of a segment's width its first character takes: narrow letters (i, l, t) are a third
 * of an "m".
 */
const NARROW = new Set("ijl'’.,:;|!".split(''));
const SEMI_NARROW = new Set('ftrI -()[]/'.split(''));
const WIDE = new Set('mwMW'.split(''));

function charWidth(char: string): number {
  const base = char.normalize('NFD')[0] ?? char;
  if (NARROW.has(base)) return 240;
  if (SEMI_NARROW.has(base)) return 300;
  if (WIDE.has(base)) return 800;
  return /\p{Lu}/u.test(base) ? 680 : 540;
}

function firstCharWidth(segment: Segment): number {
  const chars = [...segment.text];
  const total = chars.reduce((sum, c) => sum + charWidth(c), 0);
  return total > 0 ? ((segment.end - segment.x) * charWidth(chars[0] ?? '')) / total : 0;
}
