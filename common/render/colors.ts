import type { Document, Element } from '@xmldom/xmldom';
import { HEX_COLOR } from './constants.js';
import { allElements, attributesOf, isText, localName, parseSvg, serializeSvg } from './svg-dom.js';

/**
 * §5: only 7-character hex colours (#rrggbb) are recognised: in presentation attributes (fill,
 * stroke, stop-color …), in inline style attributes and in the declarations of <style> sheets.
 * Not colours: url(#abcdef) references, id / href / class / data-* attributes, CSS selectors
 * (#abcdef { … }), 3- and 8-digit hex, text content.
 */

/** A colour map: original #rrggbb → replacement #rrggbb. */
export type ColorMap = Readonly<Record<string, string>>;

const HEX_IN_VALUE = /(url\(\s*['"]?)?#([0-9a-fA-F]{6})(?![0-9a-fA-F\w-])/g;
const SKIPPED_ATTRIBUTES = new Set(['id', 'href', 'xlink:href', 'class']);

function isColorAttribute(name: string): boolean {
  return !SKIPPED_ATTRIBUTES.has(name) && !name.startsWith('data-') && !name.startsWith('xmlns');
}

/** Calls `replace` for each colour in a value (not in url(#…)); returns the value with the replacements. */
function mapValueColors(value: string, replace: (hex: string) => string): string {
  return value.replace(
    HEX_IN_VALUE,
    (match: string, urlPrefix: string | undefined, hex: string) => {
      if (urlPrefix) return match;
      const color = `#${hex}`.toLowerCase();
      const replaced = replace(color);
      return replaced === color ? match : replaced;
    },
  );
}

/** The same for CSS text: only the values of declarations, never selectors or at-rule preludes. */
function mapCssColors(css: string, replace: (hex: string) => string): string {
  let out = '';
  let segmentStart = 0;
  for (let i = 0; i <= css.length; i++) {
    const ch = css[i];
    if (i < css.length && ch !== '{' && ch !== '}' && ch !== ';') continue;
    const segment = css.slice(segmentStart, i);
    const colon = segment.indexOf(':');
    out +=
      ch === '{' || colon < 0
        ? segment
        : segment.slice(0, colon + 1) + mapValueColors(segment.slice(colon + 1), replace);
    if (i < css.length) out += ch;
    segmentStart = i + 1;
  }
  return out;
}

/** Visits every colour in document order and lets `replace` rewrite it. */
function mapDocumentColors(doc: Document, replace: (hex: string) => string): void {
  const root = doc.documentElement;
  if (!root) return;
  for (const element of allElements(root)) {
    for (const [name, value] of attributesOf(element)) {
      if (!isColorAttribute(name)) continue;
      const mapped =
        name === 'style' ? mapCssColors(value, replace) : mapValueColors(value, replace);
      if (mapped !== value) element.setAttribute(name, mapped);
    }
    if (localName(element) === 'style') mapStyleSheet(element, replace);
  }
}

function mapStyleSheet(style: Element, replace: (hex: string) => string): void {
  for (const child of Array.from(style.childNodes)) {
    if (!isText(child)) continue;
    const mapped = mapCssColors(child.data, replace);
    if (mapped !== child.data) child.data = mapped;
  }
}

/** The colours of a parsed document, lower-case, unique, in document order. */
export function collectColors(doc: Document): string[] {
  const seen = new Set<string>();
  mapDocumentColors(doc, (hex) => {
    seen.add(hex);
    return hex;
  });
  return [...seen];
}

/** Normalises a colour map: lower-case keys, only valid #rrggbb on both sides. */
export function normalizeColorMap(map: ColorMap | null | undefined): Map<string, string> {
  const out = new Map<string, string>();
  for (const [from, to] of Object.entries(map ?? {})) {
    if (HEX_COLOR.test(from) && HEX_COLOR.test(to)) out.set(from.toLowerCase(), to.toLowerCase());
  }
  return out;
}

/** Recolours a parsed document in place. */
export function recolorDocument(doc: Document, map: ColorMap | null | undefined): void {
  const colors = normalizeColorMap(map);
  if (colors.size === 0) return;
  mapDocumentColors(doc, (hex) => colors.get(hex) ?? hex);
}

/** The 7-character hex colours of an SVG, lower-case, unique, in document order. */
export function extractColors(svg: string): string[] {
  return collectColors(parseSvg(svg));
}

/** The SVG with each colour of `map` replaced (case-insensitive); other colours are left alone. */
export function applyColors(svg: string, map: ColorMap): string {
  const doc = parseSvg(svg);
  recolorDocument(doc, map);
  return serializeSvg(doc);
}
