import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../storage/file-storage.js';
import { KIND_BY_MIME_TYPE } from './document-kind.js';
import { ExtractionError } from './extract/errors.js';
import type { JobSignal } from './job-signal.js';
import { claimNextDocument, failExhaustedDocuments, finishDocument } from './job-repo.js';
import { processDocument, type ProcessingDeps } from './process-document.js';

export const MAX_ATTEMPTS = 3;
export const EXHAUSTED_MESSAGE =
  'Processing stopped unexpectedly three times, so this document was set aside. Try uploading it again.';
const UNEXPECTED_MESSAGE =
  'Something went wrong while processing this document. Try uploading it again.';

export interface WorkerOptions {
  db: Db;
  storage: FileStorage;
  processing: ProcessingDeps;
  signal: JobSignal;
  log: FastifyBaseLogger;
  concurrency: number;
  leaseMs: number;
  pollMs: number;
}

export interface Workers {
  stop(): Promise<void>;
}

/** Processes one claimed document to its final state (or back to the queue for another try). */
async function runJob(options: WorkerOptions, owner: string): Promise<boolean> {
  const document = await claimNextDocument(options.db, owner, options.leaseMs, MAX_ATTEMPTS);
  if (!document) return false;
  const log = options.log.child({ documentId: document.id, attempt: document.attempts });
  const started = performance.now();
  try {
    const kind = KIND_BY_MIME_TYPE[document.mimeType];
    if (!kind) throw new ExtractionError('unsupported_type');
    const result = await processDocument(options.processing, {
      filePath: await options.storage.localPath(document.storageKey),
      kind,
      fileName: document.originalFilename,
    });
    await finishDocument(options.db, document, owner, {
      status: 'processed',
      extractedText: result.extractedText,
      category: result.category,
      analysis: result.analysis ? JSON.stringify(result.analysis) : null,
    });
    log.info(
      { ms: Math.round(performance.now() - started), category: result.category },
      'document processed',
    );
  } catch (error) {
    if (error instanceof ExtractionError) {
      // The file itself is the problem (encrypted, scanned, corrupt…): a retry would fail the same way.
      log.info({ code: error.code }, 'document could not be read');
      await finishDocument(options.db, document, owner, {
        status: 'failed',
        errorMessage: error.message,
      });
    } else {
      // Anything else is on our side (an AnalysisError from the analyzer in the extraction thread,
      // an analyzer or storage bug, a database hiccup): logged, and retried up to MAX_ATTEMPTS.
      log.error({ err: error }, 'document processing failed unexpectedly');
      const lastTry = document.attempts >= MAX_ATTEMPTS;
      await finishDocument(options.db, document, owner, {
        status: lastTry ? 'failed' : 'uploaded',
        errorMessage: UNEXPECTED_MESSAGE,
      });
    }
  }
  return true;
}

/**
 * Starts `concurrency` loops that claim and process documents until stopped. Several processes
 * may run these against one PostgreSQL: claims use FOR UPDATE SKIP LOCKED and expiring leases.
 */
export function startWorkers(options: WorkerOptions): Workers {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = true;
  let lastSweep = 0;
  const loop = async (index: number) => {
    while (running) {
      try {
        // Leases run for minutes, so looking for exhausted ones once per poll interval is
        // enough; not before every job, where it would be one more query per document.
        if (index === 0 && Date.now() - lastSweep >= options.pollMs) {
          lastSweep = Date.now();
          const failed = await failExhaustedDocuments(options.db, MAX_ATTEMPTS, EXHAUSTED_MESSAGE);
          if (failed > 0) options.log.warn({ failed }, 'documents failed after their last attempt');
        }
        const worked = await runJob(options, `${owner}#${index}`);
        if (!worked && running) await options.signal.wait(options.pollMs);
      } catch (error) {
        // A database hiccup must not kill the loop; back off and try again.
        options.log.error({ err: error }, 'worker loop error');
        if (running) await options.signal.wait(options.pollMs);
      }
    }
  };
  const loops = Array.from({ length: options.concurrency }, (_, index) => loop(index));
  return {
    stop: async () => {
      running = false;
      options.signal.notifyAll();
      await Promise.all(loops);
    },
  };
}
