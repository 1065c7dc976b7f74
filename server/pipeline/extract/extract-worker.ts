import { ExtractionError, type SerializedExtractionError } from './errors.js';
import { extractFile } from './extract-file.js';
import type { DocumentKind, ExtractionResult, ExtractOptions } from './types.js';

/** The piscina worker: one task per file. Errors travel back as data, not as thrown objects. */

export interface ExtractTask {
  filePath: string;
  kind: DocumentKind;
  options: ExtractOptions;
}

export type ExtractTaskOutcome =
  { ok: true; result: ExtractionResult } | { ok: false; error: SerializedExtractionError };

export default async function runExtractTask(task: ExtractTask): Promise<ExtractTaskOutcome> {
  try {
    return { ok: true, result: await extractFile(task.filePath, task.kind, task.options) };
  } catch (cause) {
    const error =
      cause instanceof ExtractionError
        ? cause
        : new ExtractionError('corrupt', undefined, String(cause));
    return { ok: false, error: error.toJSON() };
  }
}
