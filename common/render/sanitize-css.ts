import type { CssNode, ParseOptions } from 'css-tree';
import parse from 'css-tree/parser';
import walk from 'css-tree/walker';
import { MERGE_TAG_PATTERN } from './merge-tags.js';

/**
 * The CSS of template SVG (<style> sheets, style attributes, and the presentation attributes that
 * take a url() or an image), judged on css-tree's syntax tree, never on the raw text: css-tree
 * tokenizes as CSS Syntax Level 3 says, as browsers do, so escapes (`u\rl(`, `@\import`,
 * `\75 rl(`) and comments cannot disguise anything. Everything not on an allow-list is refused:
 * at-rules (@import, @font-face, @namespace …), pseudo-elements (::part, ::slotted), :host and
 * every other pseudo-class not listed, custom properties and var(), functions that load or draw
 * images (url() other than url(#id), image-set(), image(), element(), cross-fade(), src() …), and
 * anything css-tree could not parse cleanly. Allow-listed names are plain lower-case ASCII, so a
 * name written with an escape never matches one and is refused.
 *
 * A text that passes is kept as written (the default templates come back byte-identical); one
 * that fails is dropped whole. Drawings are shown inside a shadow root (client SafeSvg), so
 * selectors only reach the drawing; `html`, `body`, `head` and :root are refused anyway.
 */

/** Properties a drawing may set: paint, references into the document, text, its own box. */
const PROPERTIES = new Set([
  'fill',
  'fill-opacity',
  'fill-rule',
  'stroke',
  'stroke-width',
  'stroke-opacity',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-miterlimit',
  'stroke-dasharray',
  'stroke-dashoffset',
  'paint-order',
  'vector-effect',
  'opacity',
  'color',
  'stop-color',
  'stop-opacity',
  'flood-color',
  'flood-opacity',
  'lighting-color',
  'color-interpolation',
  'color-interpolation-filters',
  'shape-rendering',
  'image-rendering',
  'text-rendering',
  'mix-blend-mode',
  'isolation',
  'clip-path',
  'clip-rule',
  'mask',
  'filter',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
  'font',
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'font-variant',
  'font-stretch',
  'text-anchor',
  'dominant-baseline',
  'alignment-baseline',
  'baseline-shift',
  'letter-spacing',
  'word-spacing',
  'text-decoration',
  'white-space',
  'writing-mode',
  'display',
  'visibility',
  'overflow',
  'pointer-events',
  'width',
  'height',
  'max-width',
  'max-height',
  'min-width',
  'min-height',
  'transform',
  'transform-origin',
  'transform-box',
]);

/** Functions that compute a colour, a length or a transform; none of them loads anything. */
const FUNCTIONS = new Set([
  ...['rgb', 'rgba', 'hsl', 'hsla', 'hwb', 'lab', 'lch', 'oklab', 'oklch'],
  ...['calc', 'min', 'max', 'clamp'],
  ...['matrix', 'translate', 'translatex', 'translatey', 'scale', 'scalex', 'scaley'],
  ...['rotate', 'skew', 'skewx', 'skewy'],
  ...['blur', 'brightness', 'contrast', 'drop-shadow', 'grayscale', 'hue-rotate', 'invert'],
  ...['opacity', 'saturate', 'sepia'],
]);

/** Structural pseudo-classes and states of elements inside the drawing (not :host, :root …). */
const PSEUDO_CLASSES = new Set([
  ...['first-child', 'last-child', 'only-child', 'nth-child', 'nth-last-child'],
  ...['first-of-type', 'last-of-type', 'only-of-type', 'nth-of-type', 'nth-last-of-type'],
  ...['not', 'is', 'where', 'empty', 'hover', 'focus'],
]);

/** Type selectors that name the page around the drawing. */
const OUTSIDE_ELEMENTS = new Set(['html', 'body', 'head']);

/** Nodes that carry no name or reference and so are always fine where the parser put them. */
const NEUTRAL_NODES = new Set<CssNode['type']>([
  'StyleSheet',
  'DeclarationList',
  'Rule',
  'Block',
  'SelectorList',
  'Selector',
  'Combinator',
  'ClassSelector',
  'IdSelector',
  'AttributeSelector',
  'Nth',
  'AnPlusB',
  'Value',
  'Identifier',
  'Number',
  'Percentage',
  'Dimension',
  'Hash',
  'String',
  'Operator',
  'Parentheses',
]);

function isAllowedNode(node: CssNode): boolean {
  if (NEUTRAL_NODES.has(node.type)) return true;
  switch (node.type) {
    case 'Declaration':
      return PROPERTIES.has(node.property.toLowerCase());
    case 'Function':
      return FUNCTIONS.has(node.name.toLowerCase());
    case 'Url':
      return node.value.startsWith('#');
    case 'PseudoClassSelector':
      return PSEUDO_CLASSES.has(node.name.toLowerCase());
    case 'TypeSelector': {
      const name = node.name.toLowerCase();
      return !name.includes('|') && !OUTSIDE_ELEMENTS.has(name);
    }
    default:
      // Atrule, Raw, PseudoElementSelector, NestingSelector, UnicodeRange, media queries …
      return false;
  }
}

function isSafe(css: string, context: NonNullable<ParseOptions['context']>): boolean {
  let safe = true;
  let ast: CssNode;
  try {
    ast = parse(css, {
      context,
      onParseError: () => {
        safe = false;
      },
    });
  } catch {
    return false; // some contexts (a single value) throw instead of recovering
  }
  if (!safe) return false;
  walk(ast, (node) => {
    if (!isAllowedNode(node)) safe = false;
  });
  return safe;
}

/**
 * Merge tags are not CSS: in an attribute they stand for a value the renderer puts in later
 * (letters, digits and a few signs only, see merge.ts), so each is judged as one identifier. The
 * browser checks the merged drawing again before showing it.
 */
function withTagsAsIdentifiers(css: string): string {
  return css.replace(MERGE_TAG_PATTERN, 'mergetag');
}

/** Whether the text of a <style> element loads nothing and styles only the drawing. */
export function isSafeStyleSheet(css: string): boolean {
  return isSafe(css, 'stylesheet');
}

/** Whether a style attribute ("fill: #fff; clip-path: url(#c)") loads nothing. */
export function isSafeDeclarations(css: string): boolean {
  return isSafe(withTagsAsIdentifiers(css), 'declarationList');
}

/** Whether a presentation attribute's value (fill="url(#g)", mask="…") loads nothing. */
export function isSafeCssValue(value: string): boolean {
  return isSafe(withTagsAsIdentifiers(value), 'value');
}
