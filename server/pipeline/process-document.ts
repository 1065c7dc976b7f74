import type { Analyzer, AnalysisResult } from './analyze/analyzer.js';
import type { DocumentKind, ExtractionResult } from './extract/types.js';

/** Longest extracted text kept on the row; the analyzer still sees everything extracted. */
export const MAX_STORED_TEXT_CHARS = 2_000_000;

export interface ProcessingDeps {
  extract(filePath: string, kind: DocumentKind): Promise<ExtractionResult>;
  /** Absent until an analyzer is configured: the document is then processed with category 'unknown'. */
  analyzer?: Analyzer;
}

export interface ProcessedDocument {
  extractedText: string;
  category: string;
  analysis: AnalysisResult | null;
}

/** One job, as a plain function: extract, then analyze. Deterministic, so a retry does the same again. */
export async function processDocument(
  deps: ProcessingDeps,
  input: { filePath: string; kind: DocumentKind; fileName: string },
): Promise<ProcessedDocument> {
  const extraction = await deps.extract(input.filePath, input.kind);
  const analysis = deps.analyzer
    ? await deps.analyzer.analyze({
        text: extraction.text,
        blocks: extraction.blocks,
        fileName: input.fileName,
      })
    : null;
  return {
    extractedText: extraction.text.slice(0, MAX_STORED_TEXT_CHARS),
    category: analysis?.category ?? 'unknown',
    analysis,
  };
}
