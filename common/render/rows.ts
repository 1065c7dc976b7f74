import type { Element } from '@xmldom/xmldom';
import type { RowAxis, RowGeometry } from './constants.js';
import { MAX_ITEMS, ROW_PATTERNS, VIEWBOX_SHRINK_PER_ROW } from './constants.js';
import { DIRECTIVES, listAttribute, numberAttribute } from './directives.js';
import { parseIndexedTag, tagBelongsToRow } from './merge-tags.js';
import { formatNumber } from './risk-score.js';
import { shiftFollowing } from './layout-shift.js';
import type { TagIndex } from './tag-index.js';
import {
  allElements,
  ancestors,
  childElements,
  isElement,
  localName,
  removeElement,
} from './svg-dom.js';

/**
 * §9 row rules. A row is item n of a family (COMPANY, PHASE, SEGMENT, RISK, or any other indexed
 * family such as MILESTONE or PAIN). Rows numbered above the last filled item of their family are
 * removed; the content after them moves back by their size and the viewBox shrinks by as much.
 *
 * How a row is found, in order:
 *  1. explicit markers: every element with data-row="FAMILY_n" (if a family has any marker, only markers count);
 *  2. else, for each element carrying a tag of item n, the outermost <g> around it whose merge tags all belong to item n;
 *  3. else the element carrying the tags itself (its <text> for a <tspan>), plus, for the four §9 row
 *     patterns, the untagged sibling shapes that lie in item n's band (start + (n − 1) × size … start + n × size).
 */

export interface RowChange {
  /** Rows removed, as FAMILY_n. */
  removed: string[];
  /** How much the viewBox shrinks along each axis. */
  shrink: Record<RowAxis, number>;
}

interface Row {
  family: string;
  index: number;
  elements: Element[];
}

const SHAPES = new Set([
  'rect',
  'circle',
  'ellipse',
  'line',
  'text',
  'image',
  'polygon',
  'polyline',
  'path',
  'use',
]);
const POSITION_ATTRIBUTES: Record<RowAxis, readonly string[]> = {
  x: ['x', 'cx', 'x1'],
  y: ['y', 'cy', 'y1'],
};

function isRowPattern(family: string): family is keyof typeof ROW_PATTERNS {
  return Object.hasOwn(ROW_PATTERNS, family);
}

/** data-row="COMPANY_3" → COMPANY, 3. */
export function parseRowMarker(value: string | null): { family: string; index: number } | null {
  const match = /^([A-Za-z][A-Za-z0-9_]*?)_(\d+)$/.exec((value ?? '').trim());
  return match ? { family: (match[1] as string).toUpperCase(), index: Number(match[2]) } : null;
}

class RowFinder {
  private readonly rows = new Map<string, Map<number, Set<Element>>>();
  private readonly markedFamilies = new Set<string>();

  constructor(
    private readonly root: Element,
    private readonly tags: TagIndex,
  ) {}

  find(): Row[] {
    for (const element of allElements(this.root)) {
      if (element === this.root) continue;
      const marker = parseRowMarker(element.getAttribute(DIRECTIVES.row));
      if (marker) {
        this.markedFamilies.add(marker.family);
        this.add(marker.family, marker.index, element);
      }
    }
    for (const [element, own] of this.tags.own) {
      if (element === this.root) continue;
      const indexed = own.map(parseIndexedTag);
      const first = indexed[0];
      if (!first || this.markedFamilies.has(first.family)) continue;
      // The element must carry tags of exactly one item to be removable on its own.
      if (!indexed.every((t) => t && t.family === first.family && t.index === first.index))
        continue;
      this.addFallback(first.family, first.index, element);
    }
    const out: Row[] = [];
    for (const [family, byIndex] of this.rows) {
      for (const [index, elements] of byIndex) out.push({ family, index, elements: [...elements] });
    }
    return out;
  }

  private add(family: string, index: number, element: Element): void {
    let byIndex = this.rows.get(family);
    if (!byIndex) this.rows.set(family, (byIndex = new Map()));
    let elements = byIndex.get(index);
    if (!elements) byIndex.set(index, (elements = new Set()));
    for (const existing of elements) {
      if (ancestors(element, this.root).includes(existing)) return;
      if (ancestors(existing, this.root).includes(element)) elements.delete(existing);
    }
    elements.add(element);
  }

  /** Every merge tag under `element` belongs to item `index` of `family`, and it holds no other row's marker. */
  private isPure(element: Element, family: string, index: number): boolean {
    for (const tag of this.tags.subtree.get(element) ?? [])
      if (!tagBelongsToRow(tag, family, index)) return false;
    return true;
  }

  private addFallback(family: string, index: number, carrier: Element): void {
    let group: Element | null = null;
    for (const candidate of [carrier, ...ancestors(carrier, this.root)]) {
      if (candidate === this.root || !this.isPure(candidate, family, index)) break;
      if (localName(candidate) === 'g') group = candidate;
    }
    if (group) {
      this.add(family, index, group);
      return;
    }
    let element = carrier;
    const parent = carrier.parentNode;
    if (
      localName(carrier) === 'tspan' &&
      isElement(parent) &&
      localName(parent) === 'text' &&
      this.isPure(parent, family, index)
    ) {
      element = parent;
    }
    this.add(family, index, element);
    if (isRowPattern(family)) {
      for (const sibling of this.bandSiblings(element, ROW_PATTERNS[family], index))
        this.add(family, index, sibling);
    }
  }

  /** Untagged shapes next to `element` whose position lies in item n's §9 band. */
  private bandSiblings(element: Element, geometry: RowGeometry, index: number): Element[] {
    const parent = element.parentNode;
    if (!isElement(parent)) return [];
    const from = geometry.start + (index - 1) * geometry.size;
    const to = from + geometry.size;
    return childElements(parent).filter((sibling) => {
      if (sibling === element || !SHAPES.has(localName(sibling))) return false;
      if ((this.tags.subtree.get(sibling)?.size ?? 0) > 0 || sibling.hasAttribute(DIRECTIVES.row))
        return false;
      const position = POSITION_ATTRIBUTES[geometry.axis]
        .map((name) => numberAttribute(sibling, name))
        .find((v) => v !== null);
      return position !== undefined && position !== null && position >= from && position < to;
    });
  }
}

/** Index of every element in document order, to compare positions. */
function documentOrder(root: Element): Map<Element, number> {
  return new Map(allElements(root).map((element, i) => [element, i]));
}

/** Shrinks an element along the axis: its height / width, or a line's y2 / x2 (never past y1 / x1). */
function stretchElement(element: Element, axis: RowAxis, amount: number): void {
  if (localName(element) === 'line') {
    const [start, end] = axis === 'y' ? ['y1', 'y2'] : ['x1', 'x2'];
    const from = numberAttribute(element, start) ?? 0;
    const to = numberAttribute(element, end);
    if (to !== null)
      element.setAttribute(
        end,
        formatNumber(to >= from ? Math.max(from, to - amount) : Math.min(from, to + amount)),
      );
    return;
  }
  const name = axis === 'y' ? 'height' : 'width';
  const value = numberAttribute(element, name);
  if (value !== null) element.setAttribute(name, formatNumber(Math.max(0, value - amount)));
}

function familyAxis(family: string, rows: Row[]): RowAxis {
  for (const row of rows) {
    for (const element of row.elements) {
      const axis = element.getAttribute(DIRECTIVES.rowAxis)?.trim().toLowerCase();
      if (axis === 'x' || axis === 'y') return axis;
    }
  }
  return isRowPattern(family) ? ROW_PATTERNS[family].axis : 'y';
}

/** The default size of a removed row: §9's 50 per row for the row patterns (the PHASE column width across), none for other lists. */
function defaultRowSize(family: string, axis: RowAxis): number {
  if (!isRowPattern(family)) return 0;
  return axis === 'y' ? VIEWBOX_SHRINK_PER_ROW : ROW_PATTERNS.PHASE.size;
}

function declaredSize(element: Element): number | null {
  const size = numberAttribute(element, DIRECTIVES.rowSize);
  return size === null ? null : Math.max(0, size);
}

/**
 * Removes the rows numbered above the last filled item of their family (and every row above
 * MAX_ITEMS), moves the content after them back and shrinks the stretchable elements.
 */
export function removeUnusedRows(
  root: Element,
  tags: TagIndex,
  isFilled: (tag: string) => boolean,
): RowChange {
  const rows = new RowFinder(root, tags).find();
  const order = documentOrder(root);
  const change: RowChange = { removed: [], shrink: { x: 0, y: 0 } };

  const lastFilled = new Map<string, number>();
  const markFilled = (family: string, n: number) => {
    if (n <= MAX_ITEMS) lastFilled.set(family, Math.max(lastFilled.get(family) ?? 0, n));
  };
  const families = [...new Set(rows.map((r) => r.family))].sort();
  // Item n of a family is filled when a tag of item n is filled anywhere in the template (COMPANY_3,
  // FEATURE_3, PHASE_2_FEATURE_3 …) …
  for (const tag of tags.ordered) {
    if (!isFilled(tag)) continue;
    for (const family of families) {
      for (let n = 1; n <= MAX_ITEMS; n++)
        if (tagBelongsToRow(tag, family, n)) markFilled(family, n);
    }
  }
  // … or when one of its row elements holds a filled tag numbered n: a marker may group several
  // lists (data-row="GAIN_FIT_3" around GAIN_3 and CREATOR_3) and then stays while either has an item.
  for (const row of rows) {
    const filled = row.elements.some((element) =>
      [...(tags.subtree.get(element) ?? [])].some(
        (tag) => isFilled(tag) && parseIndexedTag(tag)?.index === row.index,
      ),
    );
    if (filled) markFilled(row.family, row.index);
  }

  const toRemove = new Set<Element>();
  const plans: { family: string; axis: RowAxis; amount: number; anchor: Element | null }[] = [];
  for (const family of families) {
    const familyRows = rows.filter((r) => r.family === family);
    const removed = familyRows
      .filter((r) => r.index > (lastFilled.get(family) ?? 0))
      .sort((a, b) => a.index - b.index);
    if (removed.length === 0) continue;
    const axis = familyAxis(family, familyRows);
    let amount = 0;
    let anchor: Element | null = null;
    for (const row of removed) {
      const sizes = row.elements.map(declaredSize).filter((s): s is number => s !== null);
      amount += sizes.length > 0 ? Math.max(...sizes) : defaultRowSize(family, axis);
      for (const element of row.elements) {
        toRemove.add(element);
        if (declaredSize(element) === 0) continue;
        if (!anchor || (order.get(element) ?? 0) > (order.get(anchor) ?? 0)) anchor = element;
      }
      change.removed.push(`${family}_${row.index}`);
    }
    plans.push({ family, axis, amount, anchor });
  }

  const isRemoved = (element: Element) =>
    [...toRemove].some((r) => r === element || ancestors(element, root).includes(r));
  for (const plan of plans) {
    if (plan.amount <= 0) continue;
    // A stretched element (a table's frame) shrinks instead of moving.
    const stays = (element: Element) =>
      isRemoved(element) || listAttribute(element, DIRECTIVES.rowStretch).includes(plan.family);
    if (plan.anchor) shiftFollowing(plan.anchor, root, plan.axis, plan.amount, stays);
    for (const element of allElements(root)) {
      if (
        listAttribute(element, DIRECTIVES.rowStretch).includes(plan.family) &&
        !isRemoved(element)
      ) {
        stretchElement(element, plan.axis, plan.amount);
      }
    }
    change.shrink[plan.axis] += plan.amount;
  }
  for (const element of toRemove) removeElement(element);
  return change;
}
