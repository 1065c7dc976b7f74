import { DOMParser, XMLSerializer } from '@xmldom/xmldom';
import type { Document, Element, Node, Text } from '@xmldom/xmldom';

/**
 * Parsing and serialising SVG with @xmldom/xmldom, the same on the server and in the browser,
 * plus the few DOM helpers the renderer needs. No regular expressions touch markup.
 */

export const SVG_NAMESPACE = 'http://www.w3.org/2000/svg';
/** Templates larger than this are refused (the template API bounds them at 1 MB). */
export const MAX_TEMPLATE_LENGTH = 2 * 1024 * 1024;

const ELEMENT_NODE = 1;
const TEXT_NODE = 3;
const CDATA_SECTION_NODE = 4;
const PROCESSING_INSTRUCTION_NODE = 7;
const COMMENT_NODE = 8;
const DOCUMENT_TYPE_NODE = 10;

/** The §5 message for an SVG that cannot be parsed. */
export class SvgParseError extends Error {
  constructor(readonly detail: string) {
    super('Failed to parse SVG file');
    this.name = 'SvgParseError';
  }
}

/** Parses an SVG document; throws SvgParseError unless it is well-formed XML with an <svg> root. */
export function parseSvg(svg: string): Document {
  if (typeof svg !== 'string' || svg.trim() === '') throw new SvgParseError('The SVG is empty');
  if (svg.length > MAX_TEMPLATE_LENGTH) throw new SvgParseError('The SVG is too large');
  let doc: Document;
  try {
    doc = new DOMParser({
      locator: false,
      onError: (level, message) => {
        if (level !== 'warning') throw new SvgParseError(message);
      },
    }).parseFromString(svg, 'image/svg+xml');
  } catch (error) {
    if (error instanceof SvgParseError) throw error;
    throw new SvgParseError(error instanceof Error ? error.message : String(error));
  }
  const root = doc.documentElement;
  if (!root || localName(root) !== 'svg') throw new SvgParseError('The root element is not <svg>');
  return doc;
}

/**
 * The root <svg> element as markup: no DOCTYPE, XML declaration, processing instruction
 * (<?xml-stylesheet?> could load a sheet) or comment, always with the SVG namespace.
 */
export function serializeSvg(doc: Document): string {
  const root = doc.documentElement;
  if (!root) throw new SvgParseError('The document has no root element');
  const strip = (parent: Node) => {
    for (const child of Array.from(parent.childNodes)) {
      if (
        child.nodeType === COMMENT_NODE ||
        child.nodeType === PROCESSING_INSTRUCTION_NODE ||
        child.nodeType === DOCUMENT_TYPE_NODE
      ) {
        const before = child.previousSibling;
        if (isText(before) && before.data.trim() === '' && before.nodeType === TEXT_NODE)
          parent.removeChild(before);
        parent.removeChild(child);
      } else if (isElement(child)) strip(child);
    }
  };
  strip(doc);
  if (!root.getAttribute('xmlns')) root.setAttribute('xmlns', SVG_NAMESPACE);
  return new XMLSerializer().serializeToString(root);
}

export function isElement(node: Node | null | undefined): node is Element {
  return node?.nodeType === ELEMENT_NODE;
}

export function isText(node: Node | null | undefined): node is Text {
  return node?.nodeType === TEXT_NODE || node?.nodeType === CDATA_SECTION_NODE;
}

export function localName(element: Element): string {
  return element.localName ?? element.nodeName;
}

export function childElements(element: Element): Element[] {
  return Array.from(element.childNodes).filter(isElement);
}

/** `element` and all its descendant elements, in document order (a snapshot, safe to mutate). */
export function allElements(element: Element): Element[] {
  const out: Element[] = [];
  const visit = (el: Element) => {
    out.push(el);
    for (const child of childElements(el)) visit(child);
  };
  visit(element);
  return out;
}

/** Ancestors of `element`, nearest first, up to and including `root`. */
export function ancestors(element: Element, root: Element): Element[] {
  const out: Element[] = [];
  let node = element.parentNode;
  while (isElement(node)) {
    out.push(node);
    if (node === root) break;
    node = node.parentNode;
  }
  return out;
}

export function contains(ancestor: Element, node: Node): boolean {
  let current: Node | null = node;
  while (current) {
    if (current === ancestor) return true;
    current = current.parentNode;
  }
  return false;
}

/** The concatenated text of `element` (text and CDATA nodes, as the DOM's textContent). */
export function textOf(element: Element): string {
  let text = '';
  for (const child of Array.from(element.childNodes)) {
    if (isText(child)) text += child.data;
    else if (isElement(child)) text += textOf(child);
  }
  return text;
}

/** Removes an element and the indentation before it, so removed rows leave no blank lines. */
export function removeElement(element: Element): void {
  const parent = element.parentNode;
  if (!parent) return;
  const before = element.previousSibling;
  if (before && before.nodeType === TEXT_NODE && (before as Text).data.trim() === '')
    parent.removeChild(before);
  parent.removeChild(element);
}

/** The attributes of an element as [name, value] pairs, in document order (a snapshot). */
export function attributesOf(element: Element): [string, string][] {
  const out: [string, string][] = [];
  const attrs = element.attributes;
  for (let i = 0; i < attrs.length; i++) {
    const attr = attrs.item(i);
    if (attr) out.push([attr.name, attr.value]);
  }
  return out;
}

/** The nearest value of an inherited presentation attribute (font-size, font-weight …), from the element up. */
export function inheritedAttribute(element: Element, name: string): string | null {
  let node: Node | null = element;
  while (isElement(node)) {
    const value = node.getAttribute(name);
    if (value) return value;
    const fromStyle = styleProperty(node.getAttribute('style'), name);
    if (fromStyle) return fromStyle;
    node = node.parentNode;
  }
  return null;
}

/** One property of an inline style attribute ("font-size: 14px; fill: #fff"). */
export function styleProperty(style: string | null, name: string): string | null {
  if (!style) return null;
  for (const declaration of style.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === name)
      return declaration.slice(colon + 1).trim();
  }
  return null;
}
