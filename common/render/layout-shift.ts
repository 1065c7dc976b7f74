import type { Element } from '@xmldom/xmldom';
import type { RowAxis } from './constants.js';
import { DIRECTIVES } from './directives.js';
import { formatNumber } from './risk-score.js';
import { isElement, localName } from './svg-dom.js';

/** Moving the content that follows a removed element back, so no gap remains. */

/** Elements that draw nothing where they stand: never moved. */
const NON_VISUAL = new Set([
  'defs',
  'style',
  'script',
  'title',
  'desc',
  'metadata',
  'linearGradient',
  'radialGradient',
  'clipPath',
  'mask',
  'pattern',
  'filter',
  'marker',
  'symbol',
]);

/** The content after `anchor` in document order and outside it: its following siblings and those of its ancestors. */
export function followingContent(anchor: Element, root: Element): Element[] {
  const out: Element[] = [];
  let node: Element = anchor;
  while (node !== root) {
    for (let sibling = node.nextSibling; sibling; sibling = sibling.nextSibling)
      if (isElement(sibling)) out.push(sibling);
    const parent = node.parentNode;
    if (!isElement(parent)) break;
    node = parent;
  }
  return out;
}

/** Prepends translate(dx dy) to an element's transform (merging with a lone translate). */
export function translateElement(element: Element, dx: number, dy: number): void {
  const current = (element.getAttribute('transform') ?? '').trim();
  const lone =
    /^translate\(\s*(-?[\d.]+(?:e-?\d+)?)(?:\s*[\s,]\s*(-?[\d.]+(?:e-?\d+)?))?\s*\)$/.exec(current);
  if (current === '' || lone) {
    const x = dx + Number(lone?.[1] ?? 0);
    const y = dy + Number(lone?.[2] ?? 0);
    if (x === 0 && y === 0) element.removeAttribute('transform');
    else element.setAttribute('transform', `translate(${formatNumber(x)} ${formatNumber(y)})`);
    return;
  }
  element.setAttribute(
    'transform',
    `translate(${formatNumber(dx)} ${formatNumber(dy)}) ${current}`,
  );
}

/**
 * Moves everything after `anchor` back by `amount` along `axis`, except what draws nothing, what is
 * marked data-fixed and what `skip` says is about to be removed.
 */
export function shiftFollowing(
  anchor: Element,
  root: Element,
  axis: RowAxis,
  amount: number,
  skip: (element: Element) => boolean,
): void {
  if (amount === 0) return;
  for (const element of followingContent(anchor, root)) {
    if (
      NON_VISUAL.has(localName(element)) ||
      element.hasAttribute(DIRECTIVES.fixed) ||
      skip(element)
    )
      continue;
    translateElement(element, axis === 'x' ? -amount : 0, axis === 'y' ? -amount : 0);
  }
}
