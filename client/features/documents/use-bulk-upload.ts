import { useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/use-toast';
import { afterUpload, uploadDocument } from './api';
import {
  addFiles,
  isPending,
  nameProblem,
  runUploadQueue,
  type QueueSummary,
  type RowState,
  type UploadRow,
} from './bulk-upload-queue';

/** idle: choosing files; sending: a batch is on its way; sent: results shown, more may follow. */
export type BatchPhase = 'idle' | 'sending' | 'sent';

/**
 * The upload dialog's files and the batch that sends them (several files: one request per file,
 * a few at a time, see bulk-upload-queue.ts). Each uploaded document joins the dashboard's list
 * as soon as it is created.
 */
export function useBulkUpload() {
  const queryClient = useQueryClient();
  const [rows, setRows] = useState<UploadRow[]>([]);
  const [phase, setPhase] = useState<BatchPhase>('idle');
  const abortRef = useRef<AbortController | null>(null);
  const keys = useRef(0);
  const nextKey = () => `upload-${(keys.current += 1)}`;

  const setState = (key: string, state: RowState) =>
    setRows((current) => current.map((row) => (row.key === key ? { ...row, state } : row)));

  const send = async () => {
    const pending = rows.filter(isPending);
    if (pending.length === 0 || pending.some((row) => nameProblem(row))) return;
    const controller = new AbortController();
    abortRef.current = controller;
    setPhase('sending');
    const byKey = new Map(pending.map((row) => [row.key, row]));
    const summary = await runUploadQueue(
      pending.map((row) => row.key),
      (key, onProgress) => {
        const row = byKey.get(key)!;
        return uploadDocument(row.file, row.name.trim(), { signal: controller.signal, onProgress });
      },
      (key, state) => {
        setState(key, state);
        if (state.kind === 'done') afterUpload(queryClient, state.document);
      },
      { signal: controller.signal },
    );
    if (summary.aborted) return; // The dialog was closed: nothing left to show.
    abortRef.current = null;
    setPhase('sent');
    toast(summaryToast(summary));
  };

  return {
    rows,
    phase,
    /** New rows for these files; answers how many did not fit under the limit. */
    add: (files: File[]) => {
      const { rows: next, dropped } = addFiles(rows, files, nextKey);
      setRows(next);
      return dropped;
    },
    /** The one file of the single-file form, replacing any other. */
    replaceWith: (file: File, name: string) =>
      setRows([{ key: nextKey(), file, name, state: { kind: 'ready' } }]),
    rename: (key: string, name: string) =>
      setRows((current) => current.map((row) => (row.key === key ? { ...row, name } : row))),
    remove: (key: string) => setRows((current) => current.filter((row) => row.key !== key)),
    send,
    /** Back to an empty dialog; a batch on its way is cancelled. */
    reset: () => {
      abortRef.current?.abort();
      abortRef.current = null;
      setRows([]);
      setPhase('idle');
    },
  };
}

function summaryToast({ done, failed, skipped }: QueueSummary) {
  const total = done + failed + skipped;
  if (failed === 0 && skipped === 0) {
    return {
      title: done === 1 ? 'Document uploaded' : `${done} documents uploaded`,
      description: `${done === 1 ? 'It is' : 'They are'} being processed and will be ready to view shortly.`,
    };
  }
  return {
    variant: 'destructive' as const,
    title: `${done} of ${total} documents uploaded`,
    description:
      skipped > 0
        ? 'The upload limit was reached. Upload the rest again in a minute.'
        : 'The list shows what went wrong with each file.',
  };
}
