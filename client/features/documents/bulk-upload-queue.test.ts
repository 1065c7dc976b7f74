import { describe, expect, it } from 'vitest';
import type { DocumentSummary } from '@common/contracts/documents.js';
import { UPLOAD_MESSAGES } from '@common/contracts/documents.js';
import {
  MAX_FILES_AT_ONCE,
  NOT_UPLOADED_LIMIT_MESSAGE,
  addFiles,
  isPending,
  nameProblem,
  runUploadQueue,
  type RowState,
} from './bulk-upload-queue';
import { uploadFailureText } from './upload-rules';

const pdf = (name: string, size = 1000) => ({ name, type: 'application/pdf', size });
let n = 0;
const key = () => `k${(n += 1)}`;

const summary = (id: number) => ({ id, name: `doc ${id}` }) as DocumentSummary;

/** An upload the test settles by hand, as the server would answer it. */
function deferredUploads() {
  const calls: {
    key: string;
    progress: (p: number) => void;
    resolve: (d: DocumentSummary) => void;
    reject: (e: Error) => void;
  }[] = [];
  const send = (k: string, progress: (p: number) => void) =>
    new Promise<DocumentSummary>((resolve, reject) => {
      calls.push({ key: k, progress, resolve, reject });
    });
  return { calls, send };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('addFiles', () => {
  it('adds a row per file named from its file name, refusing what the spec refuses with its message', () => {
    const { rows, dropped } = addFiles(
      [],
      [
        pdf('Q3 plan.final.pdf'),
        { name: 'notes.txt', type: 'text/plain', size: 5 },
        pdf('big.pdf', 11 * 1024 * 1024),
      ],
      key,
    );
    expect(dropped).toBe(0);
    expect(rows.map((r) => [r.name, r.state])).toEqual([
      ['Q3 plan.final', { kind: 'ready' }],
      ['notes', { kind: 'invalid', message: UPLOAD_MESSAGES.invalidType }],
      ['big', { kind: 'invalid', message: UPLOAD_MESSAGES.tooLarge }],
    ]);
    expect(rows.filter(isPending)).toHaveLength(1);
    expect(new Set(rows.map((r) => r.key)).size).toBe(3);
  });

  it(`takes at most ${MAX_FILES_AT_ONCE} files in all and says how many did not fit`, () => {
    const first = addFiles(
      [],
      Array.from({ length: 15 }, (_, i) => pdf(`a${i}.pdf`)),
      key,
    );
    const second = addFiles(
      first.rows,
      Array.from({ length: 8 }, (_, i) => pdf(`b${i}.pdf`)),
      key,
    );
    expect(second.rows).toHaveLength(MAX_FILES_AT_ONCE);
    expect(second.dropped).toBe(3);
    expect(second.rows.at(-1)!.name).toBe('b4');
  });

  it('flags a blank name', () => {
    expect(nameProblem({ name: '  ' })).toBe('Document name required');
    expect(nameProblem({ name: 'Plan' })).toBeNull();
  });
});

describe('runUploadQueue', () => {
  it('sends two at a time, reports progress and each result, and starts the next as one ends', async () => {
    const { calls, send } = deferredUploads();
    const states: [string, RowState][] = [];
    const run = runUploadQueue(['a', 'b', 'c'], send, (k, s) => states.push([k, s]));
    await tick();
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    calls[0]!.progress(40);
    expect(states.at(-1)).toEqual(['a', { kind: 'uploading', progress: 40 }]);
    calls[0]!.resolve(summary(1));
    await tick();
    expect(calls.map((c) => c.key)).toEqual(['a', 'b', 'c']);
    calls[1]!.reject(
      new Error('415: {"message":"Invalid file type - Only PDF, DOC, and DOCX files are allowed"}'),
    );
    calls[2]!.resolve(summary(3));
    expect(await run).toEqual({ done: 2, failed: 1, skipped: 0, aborted: false });
    const last = new Map(states);
    expect(last.get('a')).toEqual({ kind: 'done', document: summary(1) });
    expect(last.get('b')).toEqual({
      kind: 'failed',
      message: 'Invalid file type - Only PDF, DOC, and DOCX files are allowed',
    });
    expect(last.get('c')).toEqual({ kind: 'done', document: summary(3) });
  });

  it('after a 429 shows the server’s message and does not send the rest, marking each not uploaded', async () => {
    const { calls, send } = deferredUploads();
    const last = new Map<string, RowState>();
    const run = runUploadQueue(['a', 'b', 'c', 'd', 'e'], send, (k, s) => last.set(k, s));
    await tick();
    const limit = 'Too many uploads. Please try again in 42 seconds.';
    calls[0]!.reject(new Error(`429: {"message":"${limit}"}`));
    await tick();
    calls[1]!.resolve(summary(2)); // in flight when the limit was hit: it still counts
    expect(await run).toEqual({ done: 1, failed: 1, skipped: 3, aborted: false });
    expect(calls.map((c) => c.key)).toEqual(['a', 'b']);
    expect(last.get('a')).toEqual({ kind: 'failed', message: limit });
    expect(last.get('b')?.kind).toBe('done');
    for (const k of ['c', 'd', 'e'])
      expect(last.get(k)).toEqual({ kind: 'skipped', message: NOT_UPLOADED_LIMIT_MESSAGE });
  });

  it('shows the generic failure for a server error or a lost connection', async () => {
    const last = new Map<string, RowState>();
    await runUploadQueue(
      ['a', 'b'],
      (k) => Promise.reject(new Error(k === 'a' ? '500: {"message":"boom"}' : 'Network error')),
      (k, s) => last.set(k, s),
    );
    for (const k of ['a', 'b'])
      expect(last.get(k)).toEqual({
        kind: 'failed',
        message: 'Upload failed - An error occurred while uploading the document',
      });
  });

  it('stops when cancelled: nothing more is sent or reported', async () => {
    const { calls, send } = deferredUploads();
    const controller = new AbortController();
    const reported: string[] = [];
    const run = runUploadQueue(['a', 'b', 'c'], send, (k, s) => reported.push(`${k}:${s.kind}`), {
      signal: controller.signal,
    });
    await tick();
    controller.abort();
    calls[0]!.reject(new DOMException('Upload aborted', 'AbortError'));
    calls[1]!.reject(new DOMException('Upload aborted', 'AbortError'));
    expect((await run).aborted).toBe(true);
    expect(calls).toHaveLength(2);
    expect(reported).toEqual(['a:uploading', 'b:uploading']);
  });
});

describe('uploadFailureText (the single-file dialog’s toast)', () => {
  it('shows the server’s message when the per-minute limit answers 429', () => {
    const limit = 'Too many uploads. Please try again in 7 seconds.';
    expect(uploadFailureText(new Error(`429: {"message":"${limit}"}`))).toEqual({
      title: 'Upload failed',
      description: limit,
    });
  });
});
