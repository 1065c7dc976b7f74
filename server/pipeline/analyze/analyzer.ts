import type { Category } from '../../../common/categories.js';
import type { AnalysisResult } from '../../../common/contracts/documents.js';
import type { OrganizationScope } from '../../db/tenant.js';
import type { Block } from '../extract/types.js';

/**
 * The analyzer contract: what the pipeline's analyze and refine stages (../pipeline.ts) take and
 * give. `analyze` is the built-in analyzer (category, data and evidence from the document alone);
 * `refine` is the optional LLM step that starts from that result.
 */

export interface AnalyzerInput {
  text: string;
  blocks: Block[];
  fileName: string;
}

// Evidence and AnalysisResult are inferred from their zod schemas (the API's and the stored JSON's).
export type { AnalysisResult, Evidence } from '../../../common/contracts/documents.js';

/**
 * The built-in analyzer: deterministic, offline, synchronous CPU work, so the pipeline runs it in
 * an extraction thread, in the same task as the extraction (builtin-analyzer.ts).
 */
export interface Analyzer {
  /** Classifies the document and extracts its category's data ('unknown' when unsure). */
  analyze(input: AnalyzerInput): AnalysisResult;
  /**
   * Extraction for a category chosen by someone else (a user correcting the category, or the
   * evaluation measuring extraction apart from classification): no classification, no abstaining.
   * `note` says who chose it, on the category's evidence.
   */
  extractAs(input: AnalyzerInput, category: Category, note?: string): AnalysisResult;
}

/**
 * The optional second reading (the LLM provider, llm-refiner.ts): network I/O on the main thread.
 * It starts from the built-in result (its category, and its fallback) and never throws for the
 * LLM's sake: whatever goes wrong with the LLM, the built-in result is the answer.
 */
export interface Refiner {
  refine(input: AnalyzerInput, builtin: AnalysisResult, job?: RefineJob): Promise<AnalysisResult>;
}

/** The document's job, for the refine stage: whose it is (the AI switch, the daily budget). */
export interface RefineJob {
  scope: OrganizationScope;
  /** A member chose the category: the model extracts its data but never changes it. */
  chosenCategory?: Category | undefined;
}
