import { readZipEntries } from './docx-guard.js';
import { htmlToBlocks, type HtmlElement, type HtmlNode } from './html-blocks.js';
import type { Block } from './types.js';

/**
 * A DOCX body may embed whole HTML documents with altChunk, which mammoth ignores. Their
 * text is read here with jsdom (scripts never run, nothing is fetched). jsdom is heavy,
 * so it is loaded only for such documents. MHT and RTF chunks are skipped.
 */

const MAX_CHUNK_BYTES = 5 * 1024 * 1024;

export async function altChunkBlocks(filePath: string, parts: string[]): Promise<Block[]> {
  const html = parts.filter((p) => /\.(x?html?)$/i.test(p));
  if (html.length === 0) return [];
  const contents = await readZipEntries(filePath, html, MAX_CHUNK_BYTES);
  const { JSDOM } = await import('jsdom');
  const blocks: Block[] = [];
  for (const part of html) {
    const content = contents.get(part);
    if (!content) continue;
    const dom = new JSDOM(content.toString('utf8'));
    try {
      blocks.push(...htmlToBlocks(toTree(dom.window.document.body)));
    } finally {
      dom.window.close();
    }
  }
  return blocks;
}

interface DomNodeLike {
  nodeType: number;
  nodeName: string;
  textContent: string | null;
  childNodes: ArrayLike<DomNodeLike>;
  getAttribute?(name: string): string | null;
}

function toTree(node: DomNodeLike): HtmlElement {
  const children: HtmlNode[] = [];
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === 3) children.push(child.textContent ?? '');
    else if (child.nodeType === 1) children.push(toTree(child));
  }
  const href = node.getAttribute?.('href');
  return { tag: node.nodeName.toLowerCase(), attrs: href ? { href } : {}, children };
}
