import { cleanText } from './blocks.js';
import type { Line } from './pdf-lines.js';
import { findTables, type TableRegion } from './pdf-tables.js';
import { documentVocabulary, healWordBreaks } from './pdf-words.js';
import type { Block } from './types.js';

/**
 * Turns the lines of a PDF's pages into blocks: tables (from column gaps), headings
 * (lines clearly larger than the body text, or set in the headings' font), list items
 * (bullet or number markers) and paragraphs (lines that follow each other closely).
 */

export interface PageLines {
  page: number;
  /** Text columns in reading order, each a list of lines top to bottom. */
  flows: Line[][];
}

const HEADING_SIZE_RATIO = 1.15;
const MAX_HEADING_CHARS = 150;
const MAX_FONT_HEADING_CHARS = 120;
/** Below this much text outside tables, the body style is measured over everything. */
const MIN_PROSE_CHARS = 500;
/** Lines closer than this (in font sizes, baseline to baseline) belong to one paragraph. */
const PARAGRAPH_LINE_GAP_EM = 1.5;

const BULLET = /^([•◦▪▫‣⁃●○■□➢►▸✓✔◆◇∙·*–—-])(?:\s+|$)/u;
const NUMBER = /^\(?(\d{1,3}|[a-zA-Z]|[ivxIVX]{1,5})[.)](?:\s+|$)/;

interface Style {
  bodySize: number;
  bodyFont: string;
  headingFonts: Set<string>;
  /** Heading sizes, largest first: index + 1 is the level. */
  headingSizes: number[];
}

export function linesToBlocks(pages: PageLines[]): Block[] {
  const flows = pages.flatMap(({ page, flows }) =>
    flows.map((lines) => ({
      page,
      lines,
      tables: findTables(lines, (l) => listMarker(l) !== null),
    })),
  );
  // The body style is measured outside tables (table text is often set smaller), unless
  // the document is almost all tables.
  const all = flows.flatMap(({ lines }) => lines);
  const prose = flows.flatMap(({ lines, tables }) =>
    lines.filter((_, i) => !tables.some((t) => i >= t.start && i < t.end)),
  );
  const proseChars = prose.reduce((n, l) => n + l.text.length, 0);
  const style = measureStyle(proseChars >= MIN_PROSE_CHARS ? prose : all);
  healTables(
    flows.flatMap(({ tables }) => tables),
    prose,
  );
  return flows.flatMap(({ page, lines, tables }) => flowBlocks(lines, tables, page, style));
}

/** Joins the words that narrow cells broke, judged by the words of the whole document. */
function healTables(tables: TableRegion[], prose: Line[]): void {
  const vocabulary = documentVocabulary([
    ...prose.map((l) => l.text),
    ...tables.flatMap((t) => t.rows.flat()),
  ]);
  for (const table of tables)
    table.rows = table.rows.map((row) => row.map((cell) => healWordBreaks(cell, vocabulary)));
}

function flowBlocks(lines: Line[], found: TableRegion[], page: number, style: Style): Block[] {
  const blocks: Block[] = [];
  const tables = new Map(found.map((t) => [t.start, t]));
  let open: { block: Block; line: Line; textX: number } | undefined;
  const listIndents: number[] = [];
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i] as Line;
    const table = tables.get(i);
    if (table) {
      blocks.push({ type: 'table', rows: table.rows, page });
      open = undefined;
      i = table.end - 1;
      continue;
    }
    const level = headingLevel(line, style, isolated(lines, i));
    const close =
      open !== undefined &&
      open.line.y - line.y <= PARAGRAPH_LINE_GAP_EM * Math.max(line.size, open.line.size);
    if (level !== null) {
      if (close && open?.block.type === 'heading' && open.block.level === level) {
        open.block.text = `${open.block.text} ${line.text}`;
        open.line = line;
        continue;
      }
      const block: Block = { type: 'heading', level, text: line.text, page };
      blocks.push(block);
      open = { block, line, textX: line.x };
      listIndents.length = 0;
      continue;
    }
    const marker = listMarker(line);
    if (marker) {
      while (listIndents.length > 0 && line.x < (listIndents[listIndents.length - 1] as number) - 3)
        listIndents.pop();
      const last = listIndents[listIndents.length - 1];
      if (last === undefined || line.x > last + 3) listIndents.push(line.x);
      const block: Block = {
        type: 'listItem',
        text: marker.text,
        ordered: marker.ordered,
        depth: listIndents.length - 1,
        page,
      };
      blocks.push(block);
      open = { block, line, textX: marker.textX };
      continue;
    }
    const sameSize =
      open !== undefined && Math.abs(open.line.size - line.size) <= 0.15 * Math.max(line.size, 1);
    const continues =
      open !== undefined &&
      close &&
      sameSize &&
      (open.block.type === 'paragraph' ||
        (open.block.type === 'listItem' && line.x >= open.textX - 3));
    if (continues && open && (open.block.type === 'paragraph' || open.block.type === 'listItem')) {
      open.block.text = joinLines(open.block.text, line.text);
      open.line = line;
      continue;
    }
    if (!close) listIndents.length = 0;
    const block: Block = { type: 'paragraph', text: line.text, page };
    blocks.push(block);
    open = { block, line, textX: line.x };
  }
  return blocks;
}

/**
 * Joins wrapped lines. A line ending in a hyphen before a lowercase word is joined without
 * a space and keeps its hyphen: right for "long-term", readable for "manage-ment".
 */
function joinLines(before: string, after: string): string {
  if (/\p{L}-$/u.test(before) && /^\p{Ll}/u.test(after)) return before + after;
  return `${before} ${after}`;
}

function listMarker(line: Line): { text: string; ordered: boolean; textX: number } | null {
  const first = line.segments[0];
  if (!first) return null;
  const second = line.segments[1];
  // The marker drawn apart from the text, as word processors do.
  if (second && (BULLET.test(first.text) || NUMBER.test(first.text)) && first.text.length <= 5) {
    const rest = first.text.replace(BULLET, '').replace(NUMBER, '');
    if (rest === '') {
      const text = cleanText(
        line.segments
          .slice(1)
          .map((s) => s.text)
          .join(' '),
      );
      return { text, ordered: !BULLET.test(first.text), textX: second.x };
    }
  }
  const bullet = BULLET.exec(line.text);
  if (bullet && line.text.length > bullet[0].length && /^[•◦▪▫‣⁃●○■□➢►▸✓✔◆◇∙·]/u.test(line.text)) {
    return { text: line.text.slice(bullet[0].length).trim(), ordered: false, textX: line.x + 6 };
  }
  return null;
}

/**
 * Headings are lines clearly larger than the body text, ranked by size; or, at body size,
 * a line standing alone (a paragraph gap above and below) set entirely in another font:
 * the headings' font first, any other (bold, italic) one level lower.
 */
function headingLevel(line: Line, style: Style, standalone: boolean): number | null {
  if (
    line.text.length > MAX_HEADING_CHARS ||
    !/[\p{L}\p{N}]/u.test(line.text) ||
    line.segments.length > 2
  )
    return null;
  const rounded = roundSize(line.size);
  if (rounded >= style.bodySize * HEADING_SIZE_RATIO) {
    const index = style.headingSizes.indexOf(rounded);
    return Math.min(6, (index < 0 ? style.headingSizes.length : index) + 1);
  }
  const ownFont = line.font !== style.bodyFont && rounded >= style.bodySize * 0.95;
  if (!ownFont || /[.,;:]$/.test(line.text) || line.text.length > MAX_FONT_HEADING_CHARS)
    return null;
  if (style.headingFonts.has(line.font) && line.fontShare >= 0.8)
    return Math.min(6, style.headingSizes.length + 1);
  return standalone && line.fontShare === 1 ? Math.min(6, style.headingSizes.length + 2) : null;
}

/** A paragraph gap (or nothing) above and below the line. */
function isolated(lines: Line[], i: number): boolean {
  const line = lines[i] as Line;
  const gapTo = (other: Line | undefined) =>
    other === undefined ||
    Math.abs(other.y - line.y) > PARAGRAPH_LINE_GAP_EM * Math.max(line.size, other.size);
  return gapTo(lines[i - 1]) && gapTo(lines[i + 1]);
}

function measureStyle(lines: Line[]): Style {
  const sizeChars = new Map<number, number>();
  const fontChars = new Map<string, number>();
  for (const line of lines) {
    const size = roundSize(line.size);
    sizeChars.set(size, (sizeChars.get(size) ?? 0) + line.text.length);
    fontChars.set(line.font, (fontChars.get(line.font) ?? 0) + line.text.length);
  }
  const bodySize = argMax(sizeChars) ?? 12;
  const bodyFont = argMax(fontChars) ?? '';
  const large = lines.filter(
    (l) => roundSize(l.size) >= bodySize * HEADING_SIZE_RATIO && l.text.length <= MAX_HEADING_CHARS,
  );
  const headingSizes = [...new Set(large.map((l) => roundSize(l.size)))].sort((a, b) => b - a);
  const headingFonts = new Set(large.map((l) => l.font).filter((f) => f !== bodyFont));
  return { bodySize, bodyFont, headingFonts, headingSizes };
}

function roundSize(size: number): number {
  return Math.round(size * 2) / 2;
}

function argMax<K>(counts: Map<K, number>): K | undefined {
  let best: K | undefined;
  let bestCount = -1;
  for (const [key, count] of counts) if (count > bestCount) [best, bestCount] = [key, count];
  return best;
}
