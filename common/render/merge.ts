import type { Element } from '@xmldom/xmldom';
import { NUMERIC_ATTRIBUTES } from './constants.js';
import { MERGE_TAG_PATTERN } from './merge-tags.js';
import { UNMERGED_ELEMENTS } from './tag-index.js';
import { allElements, attributesOf, isText, localName } from './svg-dom.js';

/**
 * Puts the values into the {{TAG}}s of text and attributes, through the DOM (the serialiser
 * escapes them). Unknown or empty tags become ''. Values are also made safe for their context:
 *  - text, and descriptive attributes (aria-*, data-*): as written;
 *  - URL and event attributes (href, src, on*): never merged, the tag is dropped;
 *  - every other attribute (geometry, paint, transform, style): only letters, digits, spaces and
 *    # . , % + - _ / survive, so a value cannot open a url(), a declaration or a second attribute;
 *  - a numeric attribute (x, y, width …) that merging left without a number becomes '' (and then 0).
 */

const NUMERIC: ReadonlySet<string> = new Set(NUMERIC_ATTRIBUTES);
const LENGTH = /^[-+]?(?:\d+(?:\.\d*)?|\.\d+)(?:e[-+]?\d+)?(?:px|%|em|ex|rem|pt|pc|cm|mm|in)?$/i;
const UNSAFE_ATTRIBUTE_CHARACTERS = /[^\p{L}\p{N}\s#.,%+\-_/]/gu;

function attributeContext(name: string): 'text' | 'blocked' | 'restricted' {
  const lower = name.toLowerCase();
  if (lower.startsWith('on') || lower === 'href' || lower.endsWith(':href') || lower === 'src')
    return 'blocked';
  if (lower.startsWith('aria-') || lower.startsWith('data-')) return 'text';
  return 'restricted';
}

function replaceTags(text: string, valueOf: (tag: string) => string): string {
  return text.replace(MERGE_TAG_PATTERN, (_match: string, tag: string) =>
    valueOf(tag.toUpperCase()),
  );
}

export function mergeValues(root: Element, values: Readonly<Record<string, string>>): void {
  const valueOf = (tag: string) => values[tag] ?? '';
  for (const element of allElements(root)) {
    for (const [name, value] of attributesOf(element)) {
      if (!value.includes('{{')) continue;
      const context = attributeContext(name);
      const merged = replaceTags(value, (tag) => {
        if (context === 'blocked') return '';
        const raw = valueOf(tag);
        return context === 'text' ? raw : raw.replace(UNSAFE_ATTRIBUTE_CHARACTERS, '');
      });
      element.setAttribute(name, NUMERIC.has(name) && !LENGTH.test(merged.trim()) ? '' : merged);
    }
    if (UNMERGED_ELEMENTS.has(localName(element))) continue;
    for (const child of Array.from(element.childNodes)) {
      if (isText(child) && child.data.includes('{{')) child.data = replaceTags(child.data, valueOf);
    }
  }
}
