import { isMainThread } from 'node:worker_threads';
import type { Category } from '../../../common/categories.js';
import { CHOSEN_CATEGORY_NOTE } from '../../../common/contracts/reprocess.js';
import type { AnalysisResult, Analyzer } from '../analyze/analyzer.js';
import { createBuiltinAnalyzer } from '../analyze/builtin-analyzer.js';
import {
  ExtractionError,
  serializeThreadError,
  type SerializedExtractionError,
  type SerializedThreadError,
} from './errors.js';
import { extractFile } from './extract-file.js';
import { extractPdfBytes } from './pdf.js';
import { makeSamplePdf } from './sample-pdf.js';
import type { DocumentKind, ExtractionResult, ExtractOptions } from './types.js';

/**
 * The piscina worker: one task per file runs the pipeline's extract stage and (when asked) its
 * analyze stage (see ../pipeline.ts), so the analyzer's CPU work runs off the main thread under
 * the task's timeout and heap limit. Errors travel back as data, not as thrown objects.
 */

export interface ExtractTask {
  filePath: string;
  kind: DocumentKind;
  options: ExtractOptions;
  /**
   * Also run the built-in analyzer on the extracted document; it needs the file's name. With a
   * category (a member chose it when reprocessing) it extracts that category's data instead of
   * classifying.
   */
  analyze?: { fileName: string; category?: Category };
}

export type ExtractTaskOutcome =
  | { ok: true; result: ExtractionResult; analysis?: AnalysisResult }
  /** The file could not be read: the user is told why, and it is not retried. */
  | { ok: false; error: SerializedExtractionError }
  /** The file was read but the analyzer threw: an unexpected error (retried), not a bad file. */
  | { ok: false; analysisError: SerializedThreadError };

/** What the worker needs of the built-in analyzer. */
export type ThreadAnalyzer = Pick<Analyzer, 'analyze' | 'extractAs'>;

export interface TaskRunner {
  (task: ExtractTask): Promise<ExtractTaskOutcome>;
  /**
   * Extracts and analyzes a small PDF made in memory, so that the one-time costs (pdf.js loading
   * its worker module and the standard font, the classifier model, the first compilation) are
   * paid when the thread starts instead of by the first document a user uploads. Never throws:
   * a failed warm-up only means the first document pays those costs itself.
   */
  warmUp(): Promise<boolean>;
}

/**
 * A task runner whose analyzer is made on the first task that asks for analysis (or at warm-up)
 * and then kept for the thread's life (the classifier model is read once per thread, not per
 * task; a runner that only extracts never loads it). `makeAnalyzer` is injectable for tests.
 */
export function createTaskRunner(
  makeAnalyzer: () => ThreadAnalyzer = createBuiltinAnalyzer,
): TaskRunner {
  let analyzer: ThreadAnalyzer | undefined;
  const run = async (task: ExtractTask): Promise<ExtractTaskOutcome> => {
    let result: ExtractionResult;
    try {
      // Stage 2, extract.
      result = await extractFile(task.filePath, task.kind, task.options);
    } catch (cause) {
      const error =
        cause instanceof ExtractionError
          ? cause
          : new ExtractionError('corrupt', undefined, String(cause));
      return { ok: false, error: error.toJSON() };
    }
    if (!task.analyze) return { ok: true, result };
    try {
      // Stage 3, analyze: the built-in analyzer, on what was just extracted.
      analyzer ??= makeAnalyzer();
      const input = { text: result.text, blocks: result.blocks, fileName: task.analyze.fileName };
      const { category } = task.analyze;
      const analysis = category
        ? analyzer.extractAs(input, category, CHOSEN_CATEGORY_NOTE)
        : analyzer.analyze(input);
      return { ok: true, result, analysis };
    } catch (cause) {
      return { ok: false, analysisError: serializeThreadError(cause) };
    }
  };
  const warmUp = async (): Promise<boolean> => {
    try {
      const sample = await extractPdfBytes(makeSamplePdf(2));
      analyzer ??= makeAnalyzer();
      analyzer.analyze({ text: sample.text, blocks: sample.blocks, fileName: 'warm-up.pdf' });
      return true;
    } catch {
      return false;
    }
  };
  return Object.assign(run, { warmUp });
}

const runner = createTaskRunner();
// A pool thread starts warming up as soon as it loads this module (not with a top-level await:
// piscina loads a TypeScript worker through require() under tsx, which cannot wait for one); a
// task that arrives meanwhile waits for the warm-up. Tests importing the module skip it.
const warmedUp = isMainThread ? Promise.resolve(false) : runner.warmUp();

export default async function runTask(task: ExtractTask): Promise<ExtractTaskOutcome> {
  await warmedUp;
  return runner(task);
}
