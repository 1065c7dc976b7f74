/**
 * Rebuilds text lines from positioned PDF text fragments (pdf.js text items).
 * Pure functions over plain data, so they can be tested without PDFs.
 */

export interface Fragment {
  str: string;
  /** Baseline origin in PDF user space (y grows upwards). */
  x: number;
  y: number;
  width: number;
  /** Font size in user-space units. */
  size: number;
  font: string;
  /** Position in content-stream order (set by pageLines). */
  order?: number;
  /** A wide blank item: word processors fill the gap between table cells with one. */
  spacer?: boolean;
}

/** A run of text on a line; runs are separated by gaps wide enough to be table columns. */
export interface Segment {
  x: number;
  end: number;
  text: string;
}

export interface Line {
  x: number;
  end: number;
  y: number;
  size: number;
  /** The font that draws most of the line's characters. */
  font: string;
  /** The share of the line's characters drawn in `font` (0..1). */
  fontShare: number;
  segments: Segment[];
  text: string;
}

/** A gap of at least this many font sizes splits a line into segments (cells). */
const SEGMENT_GAP_EM = 1.0;
/**
 * Neighbours on a line that the content stream did not draw one after the other (word
 * processors draw a table cell by cell) are separate cells from this smaller gap.
 */
const CELL_GAP_EM = 0.3;
/** A blank item at least this wide (in font sizes) is wider than a word space: a cell gap. */
const SPACER_EM = 0.6;
/** A gap of at least this many font sizes between fragments is a space. */
const SPACE_GAP_EM = 0.15;
/** Fragments whose baselines differ by at most this many font sizes are on one line. */
const SAME_LINE_EM = 0.45;

/**
 * Splits a page's fragments (in content order) into flows: text columns that the content
 * stream draws one after the other. A new flow starts when the text jumps far up and to
 * the right, as it does from the bottom of one column to the top of the next. Within a
 * flow, lines are ordered top to bottom.
 */
export function pageLines(fragments: Fragment[]): Line[][] {
  const usable: Fragment[] = [];
  let order = 0;
  for (const f of fragments) {
    if (!Number.isFinite(f.x) || !Number.isFinite(f.y)) continue;
    if (f.str.trim() !== '') usable.push({ ...f, order: order++ });
    else if (f.width >= SPACER_EM * (f.size || 1)) usable.push({ ...f, str: '', spacer: true });
  }
  if (order === 0) return [];
  return splitFlows(usable).map(buildLines);
}

function splitFlows(fragments: Fragment[]): Fragment[][] {
  let minX = Infinity,
    maxX = -Infinity,
    minY = Infinity,
    maxY = -Infinity;
  for (const f of fragments) {
    minX = Math.min(minX, f.x);
    maxX = Math.max(maxX, f.x + f.width);
    minY = Math.min(minY, f.y);
    maxY = Math.max(maxY, f.y);
  }
  const jumpUp = Math.max(0.45 * (maxY - minY), 1);
  const shiftRight = Math.max(0.3 * (maxX - minX), 1);
  const flows: Fragment[][] = [];
  let flow: Fragment[] = [];
  let flowMinX = Infinity;
  let prev: Fragment | undefined;
  for (const f of fragments) {
    if (prev && f.y - prev.y > jumpUp && f.x - flowMinX > shiftRight) {
      flows.push(flow);
      flow = [];
      flowMinX = Infinity;
    }
    flow.push(f);
    flowMinX = Math.min(flowMinX, f.x);
    prev = f;
  }
  flows.push(flow);
  return flows;
}

function buildLines(fragments: Fragment[]): Line[] {
  const sorted = [...fragments].sort((a, b) => b.y - a.y);
  const groups: Fragment[][] = [];
  let current: Fragment[] = [];
  let currentY = 0;
  let currentSize = 0;
  for (const f of sorted) {
    if (
      current.length > 0 &&
      Math.abs(currentY - f.y) <= SAME_LINE_EM * Math.min(currentSize, f.size || currentSize)
    ) {
      current.push(f);
      continue;
    }
    if (current.length > 0) groups.push(current);
    current = [f];
    currentY = f.y;
    currentSize = f.size || 1;
  }
  if (current.length > 0) groups.push(current);
  return groups.map(makeLine);
}

function makeLine(fragments: Fragment[]): Line {
  const items = [...fragments].sort((a, b) => a.x - b.x);
  const segments: Segment[] = [];
  let segment: Segment | undefined;
  let prev: Fragment | undefined;
  let splitAfter = Infinity;
  const fontChars = new Map<string, number>();
  let size = 0;
  let y = items[0]?.y ?? 0;
  let longest = -1;
  for (const f of items) {
    if (f.spacer) {
      splitAfter = Math.min(splitAfter, f.x + f.width - 1);
      continue;
    }
    if (f.str.length > longest) [y, longest] = [f.y, f.str.length];
    // Fake bold draws the same text twice, a hair apart.
    if (prev && prev.str === f.str && Math.abs(prev.x - f.x) < 1 && Math.abs(prev.y - f.y) < 1)
      continue;
    fontChars.set(f.font, (fontChars.get(f.font) ?? 0) + f.str.length);
    size = Math.max(size, f.size);
    const em = f.size || 1;
    const gap = segment ? f.x - segment.end : 0;
    const apart = prev !== undefined && Math.abs((f.order ?? 0) - (prev.order ?? 0)) > 1;
    const spaced = segment !== undefined && f.x >= splitAfter && gap > 0;
    if (!segment || spaced || gap >= SEGMENT_GAP_EM * em || (apart && gap >= CELL_GAP_EM * em)) {
      splitAfter = Infinity;
      segment = { x: f.x, end: f.x + f.width, text: f.str };
      segments.push(segment);
    } else {
      const needsSpace = gap > SPACE_GAP_EM * em && !/\s$/.test(segment.text) && !/^\s/.test(f.str);
      segment.text += (needsSpace ? ' ' : '') + f.str;
      segment.end = Math.max(segment.end, f.x + f.width);
    }
    prev = f;
  }
  for (const s of segments) s.text = s.text.replace(/\s+/g, ' ').trim();
  const kept = segments.filter((s) => s.text !== '');
  let font = '';
  let best = -1;
  for (const [name, count] of fontChars) if (count > best) [font, best] = [name, count];
  const first = kept[0];
  const last = kept[kept.length - 1];
  return {
    x: first?.x ?? 0,
    end: last?.end ?? 0,
    y,
    size,
    font,
    fontShare:
      best /
      Math.max(
        1,
        [...fontChars.values()].reduce((a, b) => a + b, 0),
      ),
    segments: kept,
    text: kept.map((s) => s.text).join(' '),
  };
}
