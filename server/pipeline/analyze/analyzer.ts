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

/** The one seam between the pipeline and whatever reads a document's meaning (built-in or LLM). */
export interface Analyzer {
  analyze(input: AnalyzerInput): Promise<AnalysisResult>;
}
