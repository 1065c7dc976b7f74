import type { AnalysisResult, AnalyzerInput } from '../analyze/analyzer.js';
import { createBuiltinAnalyzer } from '../analyze/builtin-analyzer.js';
import {
  ExtractionError,
  serializeThreadError,
  type SerializedExtractionError,
  type SerializedThreadError,
} from './errors.js';
import { extractFile } from './extract-file.js';
import type { DocumentKind, ExtractionResult, ExtractOptions } from './types.js';

/**
 * The piscina worker: one task per file, extraction and (when asked) the built-in analysis, so
 * the analyzer's CPU work runs off the main thread under the task's timeout and heap limit.
 * Errors travel back as data, not as thrown objects.
 */

export interface ExtractTask {
  filePath: string;
  kind: DocumentKind;
  options: ExtractOptions;
  /** Also run the built-in analyzer on the extracted document; it needs the file's name. */
  analyze?: { fileName: string };
}

export type ExtractTaskOutcome =
  | { ok: true; result: ExtractionResult; analysis?: AnalysisResult }
  /** The file could not be read: the user is told why, and it is not retried. */
  | { ok: false; error: SerializedExtractionError }
  /** The file was read but the analyzer threw: an unexpected error (retried), not a bad file. */
  | { ok: false; analysisError: SerializedThreadError };

/** What the worker needs of the built-in analyzer. */
export interface SyncAnalyzer {
  analyzeSync(input: AnalyzerInput): AnalysisResult;
}

/**
 * A task runner whose analyzer is made on the first task that asks for analysis and then kept
 * for the thread's life (the classifier model is read once per thread, not per task; a thread
 * that only extracts never loads it). `makeAnalyzer` is injectable for tests.
 */
export function createTaskRunner(
  makeAnalyzer: () => SyncAnalyzer = createBuiltinAnalyzer,
): (task: ExtractTask) => Promise<ExtractTaskOutcome> {
  let analyzer: SyncAnalyzer | undefined;
  return async (task) => {
    let result: ExtractionResult;
    try {
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
      analyzer ??= makeAnalyzer();
      const analysis = analyzer.analyzeSync({
        text: result.text,
        blocks: result.blocks,
        fileName: task.analyze.fileName,
      });
      return { ok: true, result, analysis };
    } catch (cause) {
      return { ok: false, analysisError: serializeThreadError(cause) };
    }
  };
}

export default createTaskRunner();
