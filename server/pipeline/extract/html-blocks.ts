import { cleanText } from './blocks.js';
import type { Block } from './types.js';

/**
 * HTML to blocks: h1-h6, p, li (ordered, depth), table rows of cell texts. Works on a
 * small element tree, built either by `parseSimpleHtml` (mammoth's output) or from a DOM.
 */

export interface HtmlElement {
  tag: string;
  attrs: Record<string, string>;
  children: HtmlNode[];
}
export type HtmlNode = HtmlElement | string;

const VOID_TAGS = new Set(['br', 'img', 'hr', 'col', 'input', 'meta', 'link', 'wbr']);
const SKIPPED_TAGS = new Set(['script', 'style', 'head', 'title', 'template', 'noscript']);
/** Links mammoth adds after footnotes, endnotes and comments ("↑"), not document text. */
const BACK_LINK = /^#(footnote|endnote|comment)-ref-/;
const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
};

/**
 * Parses the HTML mammoth writes: well-formed, attributes double-quoted, text escaped.
 * Tolerant of stray closing tags (ignored) and unclosed elements (closed at the end).
 */
export function parseSimpleHtml(html: string): HtmlElement {
  const root: HtmlElement = { tag: 'root', attrs: {}, children: [] };
  const stack: HtmlElement[] = [root];
  const token =
    /<(\/?)([a-zA-Z][a-zA-Z0-9]*)((?:\s+[^\s=>/]+(?:="[^"]*")?)*)\s*(\/?)>|<!--[\s\S]*?-->|([^<]+|<)/g;
  for (const match of html.matchAll(token)) {
    const [, closing, rawTag, rawAttrs, selfClosing, text] = match;
    const top = stack[stack.length - 1] as HtmlElement;
    if (text !== undefined) {
      top.children.push(decodeEntities(text));
      continue;
    }
    if (!rawTag) continue;
    const tag = rawTag.toLowerCase();
    if (closing) {
      const at = stack.map((e) => e.tag).lastIndexOf(tag);
      if (at > 0) stack.length = at;
      continue;
    }
    const element: HtmlElement = { tag, attrs: parseAttrs(rawAttrs ?? ''), children: [] };
    top.children.push(element);
    if (!selfClosing && !VOID_TAGS.has(tag)) stack.push(element);
  }
  return root;
}

function parseAttrs(raw: string): Record<string, string> {
  const attrs: Record<string, string> = {};
  for (const [, name, value] of raw.matchAll(/([^\s=>/]+)(?:="([^"]*)")?/g)) {
    if (name) attrs[name.toLowerCase()] = decodeEntities(value ?? '');
  }
  return attrs;
}

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-fA-F]+|#[0-9]+|[a-zA-Z]+);/g, (whole, entity: string) => {
    if (entity.startsWith('#')) {
      const code =
        entity[1] === 'x' || entity[1] === 'X'
          ? parseInt(entity.slice(2), 16)
          : parseInt(entity.slice(1), 10);
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[entity] ?? whole;
  });
}

export function htmlToBlocks(root: HtmlElement): Block[] {
  const blocks: Block[] = [];
  walkBlocks(root, blocks);
  return blocks;
}

function walkBlocks(element: HtmlElement, out: Block[]): void {
  let loose = '';
  const flushLoose = () => {
    const text = cleanText(loose);
    if (text !== '') out.push({ type: 'paragraph', text });
    loose = '';
  };
  for (const child of element.children) {
    if (typeof child === 'string') {
      loose += child;
      continue;
    }
    const heading = /^h([1-6])$/.exec(child.tag);
    if (heading) {
      flushLoose();
      out.push({ type: 'heading', level: Number(heading[1]), text: textOf(child) });
    } else if (child.tag === 'p' || child.tag === 'pre' || child.tag === 'blockquote') {
      flushLoose();
      out.push({ type: 'paragraph', text: textOf(child) });
    } else if (child.tag === 'ul' || child.tag === 'ol') {
      flushLoose();
      walkList(child, 0, out);
    } else if (child.tag === 'table') {
      flushLoose();
      out.push({ type: 'table', rows: tableRows(child) });
    } else if (isInline(child)) {
      loose += textOf(child, false);
    } else if (!SKIPPED_TAGS.has(child.tag)) {
      flushLoose();
      walkBlocks(child, out);
    }
  }
  flushLoose();
}

function walkList(list: HtmlElement, depth: number, out: Block[]): void {
  const ordered = list.tag === 'ol';
  for (const item of list.children) {
    if (typeof item === 'string' || item.tag !== 'li') {
      if (typeof item !== 'string' && (item.tag === 'ul' || item.tag === 'ol'))
        walkList(item, depth + 1, out);
      continue;
    }
    const own: HtmlElement = { ...item, children: item.children.filter((c) => !isList(c)) };
    out.push({ type: 'listItem', text: textOf(own), ordered, depth });
    for (const nested of item.children)
      if (isList(nested)) walkList(nested as HtmlElement, depth + 1, out);
  }
}

function tableRows(table: HtmlElement): string[][] {
  const rows: string[][] = [];
  const visit = (element: HtmlElement) => {
    for (const child of element.children) {
      if (typeof child === 'string') continue;
      if (child.tag === 'tr') {
        rows.push(child.children.filter(isCell).map((cell) => textOf(cell as HtmlElement)));
      } else if (child.tag !== 'table') {
        visit(child);
      }
    }
  };
  visit(table);
  return rows;
}

function isList(node: HtmlNode): boolean {
  return typeof node !== 'string' && (node.tag === 'ul' || node.tag === 'ol');
}

function isCell(node: HtmlNode): boolean {
  return typeof node !== 'string' && (node.tag === 'td' || node.tag === 'th');
}

const INLINE_TAGS = new Set([
  'a',
  'abbr',
  'b',
  'bdi',
  'bdo',
  'br',
  'cite',
  'code',
  'del',
  'dfn',
  'em',
  'font',
  'i',
  'img',
  'ins',
  'kbd',
  'mark',
  'q',
  's',
  'samp',
  'small',
  'span',
  'strike',
  'strong',
  'sub',
  'sup',
  'time',
  'u',
  'var',
  'wbr',
]);

function isInline(element: HtmlElement): boolean {
  return INLINE_TAGS.has(element.tag);
}

/** The text of an element: line breaks and block boundaries become spaces. */
function textOf(element: HtmlElement, clean = true): string {
  const parts: string[] = [];
  const visit = (node: HtmlNode) => {
    if (typeof node === 'string') return void parts.push(node);
    if (SKIPPED_TAGS.has(node.tag)) return;
    if (node.tag === 'a' && BACK_LINK.test(node.attrs.href ?? '')) return;
    if (node.tag === 'br' || !isInline(node)) parts.push(' ');
    node.children.forEach(visit);
    if (!isInline(node)) parts.push(' ');
  };
  element.children.forEach(visit);
  const text = parts.join('');
  return clean ? cleanText(text) : text;
}
