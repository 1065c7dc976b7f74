import type { Element } from '@xmldom/xmldom';
import { allElements } from './svg-dom.js';

/**
 * The data-* attributes a template uses to tell the renderer what to do. They are read from the
 * template and removed from the output. See README.md for each one.
 */
export const DIRECTIVES = {
  /** Marks an element as item n of a row family: data-row="COMPANY_3". */
  row: 'data-row',
  /** How far the content after a removed row moves back, and how much the viewBox shrinks (template units). */
  rowSize: 'data-row-size',
  /** 'y' (rows, the default) or 'x' (columns, the default for PHASE). */
  rowAxis: 'data-row-axis',
  /** Space-separated families: the element's height (width for x) shrinks with the removed rows. */
  rowStretch: 'data-row-stretch',
  /** The element never moves when rows are removed. */
  fixed: 'data-fixed',
  /** Space-separated tags: the element is kept only when all of them are filled. */
  if: 'data-if',
  /** Space-separated tags: the element is removed when any of them is filled. */
  unless: 'data-unless',
  /** <text>: wrap to this width (template units) into <tspan> lines. */
  wrap: 'data-wrap',
  /** <text>: at most this many lines (default 2 with data-wrap); the last one ends with … */
  maxLines: 'data-max-lines',
  /** <text>: at most this many characters, then … */
  maxChars: 'data-max-chars',
  /** <text>: distance between baselines (default 1.25 × font size). */
  lineHeight: 'data-line-height',
  /** <text>: top (default: y is the first baseline), middle or bottom (y is the last baseline). */
  valign: 'data-valign',
  /** <text>: shrink the font size down to this before wrapping or cutting. */
  minFontSize: 'data-min-font-size',
} as const;

const DIRECTIVE_NAMES: readonly string[] = Object.values(DIRECTIVES);

/** A numeric directive or attribute (a bare number, or px), or null. */
export function numberAttribute(element: Element, name: string): number | null {
  const raw = element.getAttribute(name)?.trim();
  if (!raw) return null;
  const match = /^(-?\d+(?:\.\d+)?|-?\.\d+)(?:px)?$/.exec(raw);
  return match ? Number(match[1]) : null;
}

/** A space-separated list directive, upper-cased. */
export function listAttribute(element: Element, name: string): string[] {
  return (element.getAttribute(name) ?? '')
    .split(/[\s,]+/)
    .filter(Boolean)
    .map((s) => s.toUpperCase());
}

export function stripDirectives(root: Element): void {
  for (const element of allElements(root)) {
    for (const name of DIRECTIVE_NAMES)
      if (element.hasAttribute(name)) element.removeAttribute(name);
  }
}
