/**
 * The one DOMPurify profile for template SVG, shared by the server (DOMPurify + jsdom, on template
 * save) and the browser (DOMPurify, after merging, right before insertion). This file is pure data
 * and pure functions: it imports neither DOMPurify nor the DOM, so both sides pass in their own
 * DOMPurify instance.
 *
 *   const purify = DOMPurify(window);            // jsdom window on the server, `window` in the browser
 *   addSvgSanitizeHooks(purify);                 // once per instance
 *   const clean = purify.sanitize(svg, SVG_SANITIZE_CONFIG);
 *
 * What it removes: <script>, <foreignObject>, <iframe>, <embed>, <object>, <use>, <animate>, <set>
 * (and everything DOMPurify's SVG profile does not know), every on* event handler, any href /
 * xlink:href / src that is not a same-document reference (#id) or an inline raster image
 * (data:image/png|jpeg|gif|webp), javascript: anywhere, and CSS that is not on the allow-list of
 * sanitize-css.ts (judged on css-tree's syntax tree): a <style> sheet or style attribute that fails
 * is dropped whole, and so is a paint or reference attribute (fill, mask, filter …) whose value
 * loads anything. The text of a <style> that passes is set back as its only child, so what was
 * checked is exactly what the browser applies.
 *
 * What it keeps, on purpose: {{MERGE_TAGS}} (SAFE_FOR_TEMPLATES stays off, or templates would lose
 * them), the renderer's data-* directives (data-row, data-wrap …: ALLOW_DATA_ATTR), aria-*, <title>,
 * <style>, gradients, clip paths, masks, markers, patterns, filters.
 *
 * Serialising on the server: DOMPurify returns HTML serialisation, where a no-break space becomes
 * "&nbsp;", which XML parsers (and so the renderer) reject. Ask for a node instead
 * (`{ ...SVG_SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true }`) and serialise its <svg> with the
 * window's XMLSerializer, which writes well-formed XML.
 */

/** Event handler attributes, listed for clarity: DOMPurify never allows on* attributes anyway. */
const EVENT_HANDLERS = [
  'onbegin',
  'onend',
  'onrepeat',
  'onload',
  'onunload',
  'onerror',
  'onabort',
  'onclick',
  'ondblclick',
  'onmousedown',
  'onmouseup',
  'onmouseover',
  'onmousemove',
  'onmouseout',
  'onmouseenter',
  'onmouseleave',
  'onfocus',
  'onfocusin',
  'onfocusout',
  'onblur',
  'onactivate',
  'onkeydown',
  'onkeyup',
  'onkeypress',
  'onscroll',
  'onresize',
  'onzoom',
  'onanimationstart',
  'onanimationend',
  'onanimationiteration',
  'ontransitionend',
  'onpointerdown',
  'onpointerup',
  'onpointermove',
  'onpointerover',
  'onpointerout',
  'ontouchstart',
  'ontouchend',
  'ontouchmove',
];

import { isSafeCssValue, isSafeDeclarations, isSafeStyleSheet } from './sanitize-css.js';

/**
 * URI-like values DOMPurify lets through: no scheme at all ("#id", "10", "url(#g)", "translate(…)").
 * DOMPurify applies this test to every attribute that is not URI-safe, so it must accept plain
 * numbers and colours; the hooks below narrow href / xlink:href / src further.
 */
const SVG_ALLOWED_URI_REGEXP = /^(?:[^a-z]|[a-z+.-]+(?:[^a-z+.\-:]|$))/i;

export const SVG_SANITIZE_CONFIG = {
  USE_PROFILES: { svg: true, svgFilters: true },
  FORBID_TAGS: [
    'script',
    'foreignObject',
    'foreignobject',
    'iframe',
    'embed',
    'object',
    'use',
    'animate',
    'set',
    'handler',
    'listener',
    'audio',
    'video',
    'canvas',
  ],
  FORBID_ATTR: [...EVENT_HANDLERS, 'formaction', 'action', 'srcdoc'],
  /** role="img" with aria-label makes a chart readable by screen readers. */
  ADD_ATTR: ['role'],
  ALLOWED_URI_REGEXP: SVG_ALLOWED_URI_REGEXP,
  ALLOW_DATA_ATTR: true,
  ALLOW_ARIA_ATTR: true,
  ALLOW_UNKNOWN_PROTOCOLS: false,
  SAFE_FOR_TEMPLATES: false,
  WHOLE_DOCUMENT: false,
  KEEP_CONTENT: false,
};

/** A reference attribute may point into the document or hold an inline raster image, nothing else. */
const SAFE_REFERENCE = /^(?:#[\w.:-]*|data:image\/(?:png|jpe?g|gif|webp);base64,[a-z0-9+/=\s]*)$/i;
const REFERENCE_ATTRIBUTES = new Set(['href', 'xlink:href', 'src']);
/**
 * Presentation attributes the browser parses as CSS and whose grammar takes a url() or an image:
 * their values go through the CSS allow-list, so `fill="\75 rl(…)"` fails like the style attribute.
 */
const CSS_REFERENCE_ATTRIBUTES = new Set([
  'fill',
  'stroke',
  'clip-path',
  'mask',
  'filter',
  'marker',
  'marker-start',
  'marker-mid',
  'marker-end',
  'cursor',
]);

/** Whether an href / xlink:href / src value is allowed. */
export function isSafeReference(value: string): boolean {
  return SAFE_REFERENCE.test(value.trim());
}

/** Whether any attribute value references something outside the document (fill="url(https://…)"). */
export function isSafeAttributeValue(name: string, value: string): boolean {
  const lower = name.toLowerCase();
  if (REFERENCE_ATTRIBUTES.has(lower) || lower.endsWith(':href')) return isSafeReference(value);
  if (lower === 'style') return isSafeDeclarations(value);
  if (CSS_REFERENCE_ATTRIBUTES.has(lower)) return isSafeCssValue(value);
  return !/url\s*\(\s*(?!['"]?\s*#)/i.test(value) && !/javascript\s*:/i.test(value);
}

/** The parts of DOMPurify's hook arguments the hooks use (structural, so no DOM types are needed). */
interface HookAttributeData {
  attrName: string;
  attrValue: string;
  keepAttr: boolean;
}
interface HookNode {
  nodeName: string;
  textContent: string | null;
}
type AddHook = (
  entryPoint: 'uponSanitizeAttribute' | 'uponSanitizeElement',
  hook: (node: HookNode, data: HookAttributeData) => void,
) => void;

/** Adds the checks the config object cannot express: reference targets and CSS contents. Call once per DOMPurify instance. */
export function addSvgSanitizeHooks(purify: { addHook: (...args: never[]) => unknown }): void {
  const addHook = purify.addHook as unknown as AddHook;
  addHook.call(purify, 'uponSanitizeAttribute', (_node, data) => {
    if (!isSafeAttributeValue(data.attrName, data.attrValue)) data.keepAttr = false;
  });
  addHook.call(purify, 'uponSanitizeElement', (node) => {
    if (node.nodeName?.toLowerCase() !== 'style') return;
    // One text node holding exactly the checked text: no child element or CDATA section can make
    // the sheet the browser applies differ from the text judged here.
    const css = node.textContent ?? '';
    node.textContent = isSafeStyleSheet(css) ? css : '';
  });
}
