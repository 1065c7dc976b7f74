import type { Block } from '../../extract/types.js';
import type { AnalysisResult } from '../analyzer.js';
import { createBuiltinAnalyzer } from '../builtin-analyzer.js';
import { prepareDocument, type AnalyzedDocument } from '../shared/document.js';
import { markdownToBlocks } from '../shared/markdown-blocks.js';

/** Test helpers: documents written as Markdown, analysed as if they had been uploaded. */
export function docFrom(markdown: string): AnalyzedDocument {
  return prepareDocument(markdownToBlocks(markdown), 'test.docx');
}

/** The same text as a DOC file gives it: paragraphs and tables only, no headings or lists. */
export function flatBlocks(markdown: string): Block[] {
  return markdownToBlocks(markdown).map((block) =>
    block.type === 'heading' || block.type === 'listItem'
      ? { type: 'paragraph', text: block.text }
      : block,
  );
}

const analyzer = createBuiltinAnalyzer();

export function analyzeMarkdown(markdown: string, fileName = 'test.docx'): AnalysisResult {
  const blocks = markdownToBlocks(markdown);
  return analyzer.analyze({ text: markdown, blocks, fileName });
}

/** A table a PDF page break cut into parts: part n on page n, each repeating the header row. */
export function tableAcrossPages(header: string[], ...parts: string[][][]): Block[] {
  return parts.map((rows, i) => ({ type: 'table', page: i + 1, rows: [header, ...rows] }));
}
