import type { Element } from '@xmldom/xmldom';
import type { RowAxis } from './constants.js';
import { DIRECTIVES, listAttribute, numberAttribute } from './directives.js';
import { shiftFollowing } from './layout-shift.js';
import { allElements, contains, removeElement } from './svg-dom.js';

/**
 * data-if="TAG …": the element is kept only when every tag is filled (e.g. an "Owner:" label).
 * data-unless="TAG …": the element is removed when any tag is filled (e.g. an empty-state message).
 * Tags are written without braces. A removed element with data-row-size collapses like a row: the
 * content after it moves back by that size (along data-row-axis, y by default) and the canvas
 * shrinks by as much. Returns how much the canvas shrinks.
 */
export function applyConditionals(
  root: Element,
  isFilled: (tag: string) => boolean,
): Record<RowAxis, number> {
  const removed: Element[] = [];
  for (const element of allElements(root)) {
    if (element === root || removed.some((r) => contains(r, element))) continue;
    const required = listAttribute(element, DIRECTIVES.if);
    const excluded = listAttribute(element, DIRECTIVES.unless);
    if ((required.length > 0 && !required.every(isFilled)) || excluded.some(isFilled))
      removed.push(element);
  }
  const shrink: Record<RowAxis, number> = { x: 0, y: 0 };
  const isRemoved = (element: Element) => removed.some((r) => contains(r, element));
  for (const element of removed) {
    const size = numberAttribute(element, DIRECTIVES.rowSize) ?? 0;
    if (size <= 0) continue;
    const axis: RowAxis =
      element.getAttribute(DIRECTIVES.rowAxis)?.trim().toLowerCase() === 'x' ? 'x' : 'y';
    shiftFollowing(element, root, axis, size, isRemoved);
    shrink[axis] += size;
  }
  for (const element of removed) removeElement(element);
  return shrink;
}
