import type { Element } from '@xmldom/xmldom';
import type { RowAxis } from './constants.js';
import {
  DEFAULT_SVG_HEIGHT,
  DEFAULT_SVG_WIDTH,
  MIN_VIEWBOX_HEIGHT,
  MIN_VIEWBOX_WIDTH,
  NUMERIC_ATTRIBUTES,
} from './constants.js';
import { numberAttribute } from './directives.js';
import { formatNumber } from './risk-score.js';
import { allElements } from './svg-dom.js';

/** The root <svg>'s size rules and the §9 numeric-attribute rule. */

export interface ViewBox {
  x: number;
  y: number;
  width: number;
  height: number;
}

export function parseViewBox(value: string | null): ViewBox | null {
  const parts = (value ?? '')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isFinite(n))) return null;
  const [x, y, width, height] = parts as [number, number, number, number];
  return width > 0 && height > 0 ? { x, y, width, height } : null;
}

/** Shrinks by `amount` without going below `min` (a canvas already smaller than `min` is left as it is). */
function shrunk(size: number, amount: number, min: number): number {
  return Math.max(Math.min(size, min), size - amount);
}

/**
 * §9: the viewBox height shrinks with the removed rows (the width with removed PHASE columns),
 * never below 200. A numeric width / height attribute follows in proportion; without a viewBox
 * the numeric attribute itself shrinks.
 */
export function shrinkCanvas(svg: Element, shrink: Readonly<Record<RowAxis, number>>): void {
  const viewBox = parseViewBox(svg.getAttribute('viewBox'));
  const axes = [
    { amount: shrink.y, key: 'height', min: MIN_VIEWBOX_HEIGHT },
    { amount: shrink.x, key: 'width', min: MIN_VIEWBOX_WIDTH },
  ] as const;
  for (const { amount, key, min } of axes) {
    if (amount <= 0) continue;
    const attribute = numberAttribute(svg, key);
    if (viewBox) {
      const before = viewBox[key];
      viewBox[key] = shrunk(before, amount, min);
      if (attribute !== null)
        svg.setAttribute(key, formatNumber((attribute * viewBox[key]) / before));
    } else if (attribute !== null) {
      svg.setAttribute(key, formatNumber(shrunk(attribute, amount, min)));
    }
  }
  if (viewBox) {
    svg.setAttribute(
      'viewBox',
      [viewBox.x, viewBox.y, viewBox.width, viewBox.height].map(formatNumber).join(' '),
    );
  }
}

/** §9: an <svg> without a width gets width 100% and, unless it has one, height 500. */
export function applyDefaultSize(svg: Element): void {
  for (const name of ['width', 'height']) {
    if (svg.getAttribute(name)?.trim() === '') svg.removeAttribute(name);
  }
  if (svg.hasAttribute('width')) return;
  svg.setAttribute('width', DEFAULT_SVG_WIDTH);
  if (!svg.hasAttribute('height')) svg.setAttribute('height', DEFAULT_SVG_HEIGHT);
}

/** §9: x, y, width, height, cx, cy, r, rx and ry that are empty become 0 (the root's size excepted, see applyDefaultSize). */
export function zeroEmptyNumericAttributes(root: Element): void {
  for (const element of allElements(root)) {
    for (const name of NUMERIC_ATTRIBUTES) {
      if (element === root && (name === 'width' || name === 'height')) continue;
      const value = element.getAttribute(name);
      if (value !== null && value.trim() === '') element.setAttribute(name, '0');
    }
  }
}
