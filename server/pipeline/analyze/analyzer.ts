import type { DocumentCategory } from '../../../common/categories.js';
import type { Block } from '../extract/types.js';

export interface AnalyzerInput {
  text: string;
  blocks: Block[];
  fileName: string;
}

/** Where one extracted item came from, so users can check what was extracted. */
export interface Evidence {
  /** The data path or merge tag the item fills, e.g. `competitors[0]` or `RISK_2_PROBABILITY`. */
  field: string;
  value: string;
  snippet: string;
  /** Human-readable place: 'table 2, row 3', 'page 4', 'heading “Risks”'. */
  location: string;
  note?: string;
}

export interface AnalysisResult {
  category: DocumentCategory;
  confidence: number;
  data: Record<string, unknown>;
  evidence: Evidence[];
}

export interface AnalyzeOptions {
  /**
   * The built-in analyzer's result for this same input, already computed (the pipeline runs the
   * built-in analysis in the extraction thread). An analyzer that builds on the built-in result
   * (the LLM provider) uses it instead of running the built-in analyzer again.
   */
  builtin?: AnalysisResult;
}

/** The one seam between the pipeline and whatever reads a document's meaning (built-in or LLM). */
export interface Analyzer {
  analyze(input: AnalyzerInput, options?: AnalyzeOptions): Promise<AnalysisResult>;
}
