import type { Analyzer, AnalysisResult } from './analyze/analyzer.js';
import type { AnalyzedExtraction } from './extract/extract-pool.js';
import type { DocumentKind, ExtractionResult } from './extract/types.js';

/** Longest extracted text kept on the row; the analyzer still sees everything extracted. */
export const MAX_STORED_TEXT_CHARS = 2_000_000;

export interface ProcessingDeps {
  /** Text and structure of the file (in an extraction thread). */
  extract(filePath: string, kind: DocumentKind): Promise<ExtractionResult>;
  /**
   * Extraction and the built-in analysis as one thread task (the pipeline's default). When set, it
   * is used instead of `extract`, and its built-in result is the document's analysis unless
   * `analyzer` refines it.
   */
  extractAndAnalyze?(
    filePath: string,
    kind: DocumentKind,
    fileName: string,
  ): Promise<AnalyzedExtraction>;
  /**
   * Runs on the main thread after extraction. With extractAndAnalyze it is handed the thread's
   * built-in result (`analyze(input, { builtin })`): the LLM provider. Without, it does the whole
   * analysis itself (a custom analyzer, in tests). With neither, the category is 'unknown'.
   */
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
  let extraction: ExtractionResult;
  let builtin: AnalysisResult | undefined;
  if (deps.extractAndAnalyze) {
    ({ extraction, analysis: builtin } = await deps.extractAndAnalyze(
      input.filePath,
      input.kind,
      input.fileName,
    ));
  } else {
    extraction = await deps.extract(input.filePath, input.kind);
  }
  const analyzerInput = {
    text: extraction.text,
    blocks: extraction.blocks,
    fileName: input.fileName,
  };
  const analysis = deps.analyzer
    ? await deps.analyzer.analyze(analyzerInput, builtin ? { builtin } : undefined)
    : (builtin ?? null);
  return {
    extractedText: extraction.text.slice(0, MAX_STORED_TEXT_CHARS),
    category: analysis?.category ?? 'unknown',
    analysis,
  };
}
