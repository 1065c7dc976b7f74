import type { Element } from '@xmldom/xmldom';
import { findMergeTags } from './merge-tags.js';
import { attributesOf, childElements, isText, localName } from './svg-dom.js';

/** Elements whose text is never merged: style sheets and scripts. */
export const UNMERGED_ELEMENTS = new Set(['style', 'script']);

/** Where the merge tags of a template are: per element (its attributes and own text) and per subtree. */
export interface TagIndex {
  own: Map<Element, string[]>;
  subtree: Map<Element, Set<string>>;
  /** Every tag once, in document order. */
  ordered: string[];
}

export function ownTags(element: Element): string[] {
  const tags: string[] = [];
  for (const [, value] of attributesOf(element)) tags.push(...findMergeTags(value));
  if (!UNMERGED_ELEMENTS.has(localName(element))) {
    for (const child of Array.from(element.childNodes))
      if (isText(child)) tags.push(...findMergeTags(child.data));
  }
  return tags;
}

export function indexTags(root: Element): TagIndex {
  const own = new Map<Element, string[]>();
  const subtree = new Map<Element, Set<string>>();
  const ordered = new Set<string>();
  const visit = (element: Element): Set<string> => {
    const tags = ownTags(element);
    own.set(element, tags);
    for (const tag of tags) ordered.add(tag);
    const all = new Set(tags);
    for (const child of childElements(element)) for (const tag of visit(child)) all.add(tag);
    subtree.set(element, all);
    return all;
  };
  visit(root);
  return { own, subtree, ordered: [...ordered] };
}
