import { cellRights, joinParts, type Column, type Part } from './pdf-cells.js';
import type { Line, Segment } from './pdf-lines.js';

/**
 * Finds simple tables among a flow's lines (top to bottom) from column gaps: runs of
 * lines split into aligned segments, plus the wrapped lines of their cells. Cheap and
 * conservative: a table needs at least two multi-segment lines sharing columns.
 */

export interface TableRegion {
  /** Index of the first line of the table. */
  start: number;
  /** Index after the last line. */
  end: number;
  rows: string[][];
}

/** Beyond this vertical gap (in font sizes) a table ends. */
const MAX_ROW_GAP_EM = 2.5;
/** A wrapped cell line follows the line above within this gap (in font sizes). */
const MAX_WRAP_GAP_EM = 1.6;
/** Lines after the last multi-segment line stay in the table only this close. */
const MAX_TRAILING_GAP_EM = 1.3;
/** A row ends where the gap is this much larger than the table's tightest line gap. */
const ROW_BREAK_RATIO = 1.2;

export function findTables(lines: Line[], isListLine: (line: Line) => boolean): TableRegion[] {
  const isMulti = (line: Line) => line.segments.length >= 2 && !isListLine(line);
  const regions: TableRegion[] = [];
  let i = 0;
  while (i < lines.length) {
    const first = lines[i];
    if (!first || !isMulti(first)) {
      i++;
      continue;
    }
    const end = growRegion(lines, i, isMulti);
    let region = end === null ? null : buildRegion(lines, i, end, isMulti);
    const floor = regions[regions.length - 1]?.end ?? 0;
    const start = region ? extendUp(lines, region, floor, isMulti, isListLine) : i;
    if (region && start < region.start) region = buildRegion(lines, start, region.end, isMulti);
    if (region) {
      regions.push(region);
      i = region.end;
    } else {
      i++;
    }
  }
  return regions;
}

/** Returns the end index of a table starting at `start`, or null if there is none. */
function growRegion(lines: Line[], start: number, isMulti: (line: Line) => boolean): number | null {
  const first = lines[start] as Line;
  let columns = mergeColumns(first.segments);
  let lastMulti = start;
  let multiCount = 1;
  let end = start + 1;
  for (let j = start + 1; j < lines.length; j++) {
    const line = lines[j] as Line;
    const above = lines[j - 1] as Line;
    const em = Math.max(line.size, above.size, 1);
    const dy = above.y - line.y;
    if (dy > MAX_ROW_GAP_EM * em) break;
    if (isMulti(line)) {
      const aligned = line.segments.filter((s) => overlapping(columns, s).length > 0).length;
      if (aligned < Math.min(2, line.segments.length)) break;
      columns = mergeColumns([...columns.map((c) => ({ ...c, text: '' })), ...line.segments]);
      lastMulti = j;
      multiCount++;
    } else {
      const segment = line.segments[0];
      if (!segment || dy > MAX_WRAP_GAP_EM * em || !isCellContinuation(columns, segment)) break;
    }
    end = j + 1;
  }
  if (multiCount < 2) return null;
  // Keep the lines after the last multi-segment line only while they follow tightly.
  let trimmed = lastMulti + 1;
  while (trimmed < end) {
    const line = lines[trimmed] as Line;
    const above = lines[trimmed - 1] as Line;
    if (above.y - line.y > MAX_TRAILING_GAP_EM * Math.max(line.size, above.size, 1)) break;
    trimmed++;
  }
  return trimmed;
}

/**
 * A header cell taller than the rest of its row (a long header broken over several lines, cells
 * aligned to the bottom) starts above the table's first line with several cells. Lines above are
 * taken while they follow as tightly as the table's own lines and each of their segments sits in
 * one column, not the first: a caption or paragraph above a table starts at its left edge.
 */
function extendUp(
  lines: Line[],
  region: TableRegion,
  floor: number,
  isMulti: (line: Line) => boolean,
  isListLine: (line: Line) => boolean,
): number {
  const inside = lines.slice(region.start, region.end);
  const columns = mergeColumns(inside.filter(isMulti).flatMap((l) => l.segments));
  const tightest = Math.min(...inside.slice(1).map((line, k) => (inside[k] as Line).y - line.y));
  const inColumn = (segment: Segment) =>
    columns.some(
      (c, index) =>
        index > 0 &&
        Math.abs(c.x - segment.x) <= 3 &&
        segment.end <= (columns[index + 1]?.x ?? Infinity),
    );
  let start = region.start;
  while (start > floor) {
    const line = lines[start - 1] as Line;
    const below = lines[start] as Line;
    if (line.y - below.y > tightest * 1.05 || Math.abs(line.size - below.size) > 0.5) break;
    if (isListLine(line) || line.segments.length === 0 || !line.segments.every(inColumn)) break;
    start--;
  }
  return start;
}

function buildRegion(
  lines: Line[],
  start: number,
  end: number,
  isMulti: (line: Line) => boolean,
): TableRegion | null {
  const region = lines.slice(start, end);
  const columns = mergeColumns(region.filter(isMulti).flatMap((l) => l.segments));
  if (columns.length < 2) return null;
  const gaps = region.slice(1).map((line, k) => (region[k] as Line).y - line.y);
  const tightest = Math.min(...gaps);
  const rowsHaveGaps = gaps.some((g) => g > ROW_BREAK_RATIO * tightest);
  const cells: Part[][][] = [];
  let row: Part[][] = [];
  region.forEach((line, k) => {
    const gap = k === 0 ? Infinity : (gaps[k - 1] as number);
    if (k === 0 || !rowsHaveGaps || gap > ROW_BREAK_RATIO * tightest) {
      if (row.length > 0) cells.push(row);
      row = columns.map(() => []);
    }
    for (const segment of line.segments)
      row[columnOf(columns, segment)]?.push({ segment, line: k, size: line.size });
  });
  if (row.length > 0) cells.push(row);
  const rights = cellRights(columns, cells);
  const rows = cells.map((r) => r.map((parts, c) => joinParts(parts, rights[c] as number)));
  const used = columns.map((_, c) => rows.some((r) => (r[c] ?? '') !== ''));
  const compact = rows
    .map((r) => r.filter((_, c) => used[c]))
    .filter((r) => r.some((cell) => cell !== ''));
  if (compact.length < 2 || used.filter(Boolean).length < 2) return null;
  return { start, end, rows: compact };
}

/** Merges overlapping x-intervals into columns, left to right. */
function mergeColumns(segments: Array<Pick<Segment, 'x' | 'end'>>): Column[] {
  const sorted = [...segments].sort((a, b) => a.x - b.x);
  const columns: Column[] = [];
  for (const s of sorted) {
    const last = columns[columns.length - 1];
    if (last && s.x <= last.end + 1) last.end = Math.max(last.end, s.end);
    else columns.push({ x: s.x, end: s.end });
  }
  return columns;
}

function overlap(column: Column, segment: Pick<Segment, 'x' | 'end'>): number {
  return Math.min(column.end, segment.end) - Math.max(column.x, segment.x);
}

function overlapping(columns: Column[], segment: Segment): Column[] {
  return columns.filter((c) => overlap(c, segment) > 0 || Math.abs(c.x - segment.x) <= 3);
}

/** A wrapped line of one cell: it starts at a column and does not reach into the next. */
function isCellContinuation(columns: Column[], segment: Segment): boolean {
  const hits = columns.filter((c) => overlap(c, segment) > 2);
  if (hits.length > 1) return false;
  return columns.some((c) => Math.abs(c.x - segment.x) <= 3) || hits.length === 1;
}

function columnOf(columns: Column[], segment: Segment): number {
  let best = 0;
  let bestScore = -Infinity;
  columns.forEach((c, index) => {
    const score = overlap(c, segment) - Math.abs(c.x - segment.x) * 0.01;
    if (score > bestScore) [best, bestScore] = [index, score];
  });
  return best;
}
