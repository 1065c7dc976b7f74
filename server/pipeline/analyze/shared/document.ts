import type { Block } from '../../extract/types.js';
import { healHeaderCell, healPdfCells, joinSplitTables } from './document-repair.js';
import { inferStructure, normaliseHeadings } from './document-structure.js';
import { cleanText } from './text.js';

/**
 * The analyzer's view of a document: the extraction blocks, cleaned and given context. Every
 * node knows the headings it sits under, and every table its number, so that extractors can
 * say where an item came from. Two repairs make the three formats look alike:
 *  - tables that a PDF page break cut in two are joined again;
 *  - a document without any heading (DOC files: word-extractor exposes no styles) gets headings
 *    and list items inferred from short lines, so the same sections are found as in its DOCX.
 */
export interface DocNode {
  kind: 'heading' | 'paragraph' | 'item' | 'table';
  /** Cleaned text; for tables the cells joined by ' | '. */
  text: string;
  /** Heading level (1 = title); list depth (0 = top) for items; 0 otherwise. */
  level: number;
  ordered?: boolean;
  /** Cleaned cells, tables only. */
  rows?: string[][];
  /** 1-based number among the document's tables. */
  tableNumber?: number;
  page?: number;
  /** Position among the nodes. */
  index: number;
  /** The headings this node sits under, outermost first (a heading's own parents). */
  headings: DocNode[];
  /** Set on headings inferred from a short paragraph. */
  inferred?: boolean;
}

export interface AnalyzedDocument {
  nodes: DocNode[];
  tables: DocNode[];
  headings: DocNode[];
  /** The first heading, or the first line. */
  title: string;
  fileName: string;
}

/** A node before it is given its place among the others (index, headings, table number). */
export type RawNode = Omit<DocNode, 'index' | 'headings' | 'tableNumber'>;

export function prepareDocument(blocks: readonly Block[], fileName = ''): AnalyzedDocument {
  let raw = joinSplitTables(blocks.map(toRawNode).filter((n): n is RawNode => n !== null));
  if (blocks.some((b) => b.page !== undefined)) raw = healPdfCells(raw);
  if (!raw.some((n) => n.kind === 'heading')) raw = inferStructure(raw);
  raw = normaliseHeadings(raw);

  const nodes: DocNode[] = [];
  const stack: DocNode[] = [];
  let tableNumber = 0;
  for (const item of raw) {
    if (item.kind === 'heading') {
      while (stack.length > 0 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    }
    const node: DocNode = { ...item, index: nodes.length, headings: [...stack] };
    if (node.kind === 'table') node.tableNumber = ++tableNumber;
    if (node.kind === 'heading') stack.push(node);
    nodes.push(node);
  }
  const headings = nodes.filter((n) => n.kind === 'heading');
  const first = nodes.find((n) => n.kind !== 'table');
  return {
    nodes,
    tables: nodes.filter((n) => n.kind === 'table'),
    headings,
    title: (headings[0] ?? first)?.text ?? '',
    fileName,
  };
}

function toRawNode(block: Block): RawNode | null {
  const page = block.page;
  switch (block.type) {
    case 'table': {
      const rows = block.rows
        .map((row) => row.map((cell) => cleanText(cell)))
        .filter((row) => row.some(Boolean));
      if (rows.length === 0) return null;
      rows[0] = rows[0]!.map(healHeaderCell);
      return {
        kind: 'table',
        text: rows.map((r) => r.join(' | ')).join('\n'),
        level: 0,
        rows,
        page,
      };
    }
    case 'heading': {
      const text = cleanText(block.text);
      return text ? { kind: 'heading', text, level: Math.max(1, block.level), page } : null;
    }
    case 'listItem': {
      const text = cleanText(block.text);
      return text ? { kind: 'item', text, level: block.depth, ordered: block.ordered, page } : null;
    }
    default: {
      const text = cleanText(block.text);
      return text ? { kind: 'paragraph', text, level: 0, page } : null;
    }
  }
}

// Locations ---------------------------------------------------------------------------------------

/** The nearest heading above a node (its own text for a heading). */
export function sectionOf(node: DocNode): DocNode | undefined {
  return node.headings[node.headings.length - 1];
}

/** 'table 2, row 3 (page 4)', 'under heading "Risks" (page 2)', 'paragraph 5'. */
export function locate(node: DocNode, row?: number): string {
  const page = node.page ? ` (page ${node.page})` : '';
  if (node.kind === 'table') {
    return `table ${node.tableNumber ?? 1}${row !== undefined ? `, row ${row}` : ''}${page}`;
  }
  if (node.kind === 'heading') return `heading "${shortQuote(node.text)}"${page}`;
  const heading = sectionOf(node);
  if (heading) return `under heading "${shortQuote(heading.text)}"${page}`;
  return `${node.kind === 'item' ? 'list item' : 'paragraph'} ${node.index + 1}${page}`;
}

function shortQuote(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}

/** The nodes of the section a heading opens (until the next heading of the same or a higher level). */
export function sectionNodes(doc: AnalyzedDocument, heading: DocNode): DocNode[] {
  const out: DocNode[] = [];
  for (let i = heading.index + 1; i < doc.nodes.length; i++) {
    const node = doc.nodes[i]!;
    if (node.kind === 'heading' && node.level <= heading.level) break;
    out.push(node);
  }
  return out;
}
