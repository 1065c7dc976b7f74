import type { DocumentSummary } from '@common/contracts/documents.js';
import { readApiError } from '@/lib/api-error';
import { checkUploadFile, nameFromFileName, rowFailureMessage } from './upload-rules';

/**
 * The upload dialog's files, several at once: each file is its own document, sent as its own
 * POST /api/documents (so the server's one-file-per-request and per-minute limits apply to each),
 * a few at a time. Pure state and scheduling, without React, so it is tested on its own.
 */

/** Files one pick (or the dialog as a whole) takes at most. */
export const MAX_FILES_AT_ONCE = 20;
/** Uploads in flight at once: enough to overlap one file's server work with the next's bytes. */
export const UPLOAD_CONCURRENCY = 2;

export const TOO_MANY_FILES_MESSAGE = `Too many files - You can upload up to ${MAX_FILES_AT_ONCE} files at a time`;
export const NOT_UPLOADED_LIMIT_MESSAGE = 'Not uploaded: upload limit reached';

export type RowState =
  /** Chosen, waiting for Upload. */
  | { kind: 'ready' }
  /** Refused on the client (type, size): never sent. */
  | { kind: 'invalid'; message: string }
  | { kind: 'uploading'; progress: number }
  | { kind: 'done'; document: DocumentSummary }
  /** Sent and refused (or the network failed): the message says why. */
  | { kind: 'failed'; message: string }
  /** Not sent because the server's upload limit was reached first. */
  | { kind: 'skipped'; message: string };

export interface UploadRow<F extends FileLike = File> {
  key: string;
  file: F;
  name: string;
  state: RowState;
}

export type FileLike = Pick<File, 'name' | 'type' | 'size'>;

/** Rows Upload sends: chosen ones, and those that failed or were not sent (a retry). */
export function isPending(row: Pick<UploadRow<FileLike>, 'state'>): boolean {
  const { kind } = row.state;
  return kind === 'ready' || kind === 'failed' || kind === 'skipped';
}

/** A row's name problem, shown under its name field; null when it may be sent. */
export function nameProblem(row: Pick<UploadRow<FileLike>, 'name'>): string | null {
  return row.name.trim() === '' ? 'Document name required' : null;
}

/**
 * The rows after adding `files`: each checked with the spec's rules (a refused one stays, as a
 * row saying why), named from its file name, up to MAX_FILES_AT_ONCE rows in all. `dropped`
 * counts the files beyond that limit.
 */
export function addFiles<F extends FileLike>(
  rows: UploadRow<F>[],
  files: F[],
  makeKey: () => string,
): { rows: UploadRow<F>[]; dropped: number } {
  const room = Math.max(0, MAX_FILES_AT_ONCE - rows.length);
  const added = files.slice(0, room).map((file): UploadRow<F> => {
    const problem = checkUploadFile(file);
    return {
      key: makeKey(),
      file,
      name: nameFromFileName(file.name),
      state: problem ? { kind: 'invalid', message: problem } : { kind: 'ready' },
    };
  });
  return { rows: [...rows, ...added], dropped: files.length - added.length };
}

export interface QueueSummary {
  done: number;
  failed: number;
  skipped: number;
  /** Closing the dialog stopped it. */
  aborted: boolean;
}

/**
 * Sends the rows with these keys, `concurrency` at a time, reporting each row's state as it
 * changes. When the server answers 429 (the per-minute limit), the rows not started yet are not
 * sent and are reported as such, so none is silently dropped; the ones in flight finish.
 */
export async function runUploadQueue(
  keys: string[],
  send: (key: string, onProgress: (percent: number) => void) => Promise<DocumentSummary>,
  report: (key: string, state: RowState) => void,
  { concurrency = UPLOAD_CONCURRENCY, signal }: { concurrency?: number; signal?: AbortSignal } = {},
): Promise<QueueSummary> {
  const waiting = [...keys];
  const summary: QueueSummary = { done: 0, failed: 0, skipped: 0, aborted: false };
  let limited = false;

  const worker = async () => {
    for (let key = waiting.shift(); key !== undefined; key = waiting.shift()) {
      if (signal?.aborted) return;
      if (limited) {
        summary.skipped += 1;
        report(key, { kind: 'skipped', message: NOT_UPLOADED_LIMIT_MESSAGE });
        continue;
      }
      report(key, { kind: 'uploading', progress: 0 });
      try {
        const current = key;
        const document = await send(key, (progress) => {
          if (!signal?.aborted) report(current, { kind: 'uploading', progress });
        });
        summary.done += 1;
        report(key, { kind: 'done', document });
      } catch (error) {
        if (signal?.aborted) return;
        if (readApiError(error).status === 429) limited = true;
        summary.failed += 1;
        report(key, { kind: 'failed', message: rowFailureMessage(error) });
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  summary.aborted = signal?.aborted ?? false;
  return summary;
}
