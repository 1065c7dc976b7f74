import type { Element } from '@xmldom/xmldom';
import type { FontStyle } from './font-faces.js';

/**
 * The text properties of an element as a browser computes them from presentation attributes and
 * style="" declarations, with inheritance (CSS sheets are inlined before, see inline-styles.ts).
 * Only what laying text out needs.
 */
export interface TextStyle {
  /** Inter (asked for, or no family at all: the app's page font), or the family list as written. */
  family: { inter: true } | { inter: false; list: string };
  size: number;
  weight: number;
  style: FontStyle;
  letterSpacing: number;
  wordSpacing: number;
  anchor: 'start' | 'middle' | 'end';
  /** dominant-baseline (inherited), or this element's own alignment-baseline. */
  baseline: string;
  dominantBaseline: string;
  /** Whitespace kept as written (xml:space="preserve" or white-space: pre…). */
  preserveSpace: boolean;
  /** display: none here or above (final), and visibility (inherited, a child may override). */
  displayNone: boolean;
  visible: boolean;
}

export const ROOT_TEXT_STYLE: TextStyle = {
  family: { inter: true },
  size: 16,
  weight: 400,
  style: 'normal',
  letterSpacing: 0,
  wordSpacing: 0,
  anchor: 'start',
  baseline: 'auto',
  dominantBaseline: 'auto',
  preserveSpace: false,
  displayNone: false,
  visible: true,
};

/** The properties text layout reads; the exports drop them from the elements they replace. */
export const TEXT_PROPERTIES = new Set([
  'font',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'font-stretch',
  'letter-spacing',
  'word-spacing',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'white-space',
  'writing-mode',
  'direction',
  'unicode-bidi',
  'kerning',
]);

const FONT_SIZE_KEYWORDS: Record<string, number> = {
  'xx-small': 9,
  'x-small': 10,
  small: 13,
  medium: 16,
  large: 18,
  'x-large': 24,
  'xx-large': 32,
};

/** style="a: b; c: d" as a map (values already passed the sanitizer's CSS allow-list). */
export function styleDeclarations(element: Element): Map<string, string> {
  return parseDeclarations(element.getAttribute('style') ?? '');
}

/** "a: b; c: d" as a map; the last of a repeated name wins, as in CSS. */
export function parseDeclarations(css: string): Map<string, string> {
  const declarations = new Map<string, string>();
  for (const part of css.split(';')) {
    const colon = part.indexOf(':');
    if (colon <= 0) continue;
    const name = part.slice(0, colon).trim().toLowerCase();
    const value = part
      .slice(colon + 1)
      .replace(/!important/i, '')
      .trim();
    if (name && value) declarations.set(name, value);
  }
  return declarations;
}

/** A length in user units; em and % relative to `relativeTo`; null when unreadable. */
function length(value: string, relativeTo: number): number | null {
  const match =
    /^([+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?)\s*(px|pt|pc|mm|cm|in|em|rem|ex|%)?$/i.exec(
      value.trim(),
    );
  if (!match) return null;
  const number = Number(match[1]);
  const unit = (match[2] ?? 'px').toLowerCase();
  const factors: Record<string, number> = {
    px: 1,
    pt: 4 / 3,
    pc: 16,
    mm: 96 / 25.4,
    cm: 96 / 2.54,
    in: 96,
    em: relativeTo,
    rem: 16,
    ex: relativeTo / 2,
    '%': relativeTo / 100,
  };
  return number * (factors[unit] ?? 1);
}

function fontWeight(value: string, inherited: number): number {
  const v = value.trim().toLowerCase();
  if (v === 'normal') return 400;
  if (v === 'bold') return 700;
  if (v === 'bolder') return inherited < 350 ? 400 : inherited < 550 ? 700 : 900;
  if (v === 'lighter') return inherited < 550 ? 100 : inherited < 750 ? 400 : 700;
  const number = Number(v);
  return number >= 1 && number <= 1000 ? number : inherited;
}

function fontFamily(value: string): TextStyle['family'] {
  const names = value.split(',').map((name) =>
    name
      .trim()
      .replace(/^['"]|['"]$/g, '')
      .toLowerCase(),
  );
  return names.some((name) => name === 'inter' || name === 'inter variable')
    ? { inter: true }
    : { inter: false, list: value };
}

/** The computed text style of `element`, given its parent's. */
export function textStyleOf(element: Element, parent: TextStyle): TextStyle {
  const declarations = styleDeclarations(element);
  const read = (name: string) => declarations.get(name) ?? element.getAttribute(name) ?? null;
  const style: TextStyle = { ...parent };
  const size = read('font-size');
  if (size !== null) {
    const keyword = FONT_SIZE_KEYWORDS[size.trim().toLowerCase()];
    style.size = keyword ?? length(size, parent.size) ?? parent.size;
  }
  const family = read('font-family');
  if (family !== null && family.trim() && family.trim() !== 'inherit')
    style.family = fontFamily(family);
  const weight = read('font-weight');
  if (weight !== null) style.weight = fontWeight(weight, parent.weight);
  const fontStyle = read('font-style')?.trim().toLowerCase();
  if (fontStyle === 'italic' || fontStyle === 'oblique') style.style = 'italic';
  else if (fontStyle === 'normal') style.style = 'normal';
  for (const [name, key] of [
    ['letter-spacing', 'letterSpacing'],
    ['word-spacing', 'wordSpacing'],
  ] as const) {
    const value = read(name);
    if (value === null) continue;
    style[key] = value.trim() === 'normal' ? 0 : (length(value, style.size) ?? parent[key]);
  }
  const anchor = read('text-anchor')?.trim();
  if (anchor === 'start' || anchor === 'middle' || anchor === 'end') style.anchor = anchor;
  // dominant-baseline is inherited in CSS (and in browsers); alignment-baseline applies here only.
  style.dominantBaseline = read('dominant-baseline')?.trim() || parent.dominantBaseline;
  style.baseline = read('alignment-baseline')?.trim() || style.dominantBaseline;
  const space = element.getAttribute('xml:space');
  const whiteSpace = read('white-space')?.trim();
  if (space === 'preserve' || (whiteSpace && whiteSpace.startsWith('pre')))
    style.preserveSpace = true;
  else if (space === 'default' || whiteSpace === 'normal') style.preserveSpace = false;
  const display = read('display')?.trim();
  const visibility = read('visibility')?.trim();
  if (display === 'none') style.displayNone = true;
  if (visibility === 'hidden' || visibility === 'collapse') style.visible = false;
  else if (visibility === 'visible') style.visible = true;
  return style;
}

/** The text style at `element`, computed from the root down. */
export function inheritedTextStyle(element: Element): TextStyle {
  const chain: Element[] = [];
  for (let node: Element | null = element; node; node = node.parentNode as Element | null) {
    if (node.nodeType !== 1) break;
    chain.unshift(node);
  }
  return chain.reduce((style, node) => textStyleOf(node, style), ROOT_TEXT_STYLE);
}
