import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import type { Category } from '../../../common/categories.js';
import { abortAfter } from '../../deadline.js';
import type { AnalysisResult } from '../analyze/analyzer.js';
import { AnalysisError, describeCause, ExtractionError } from './errors.js';
import type { ExtractTask, ExtractTaskOutcome } from './extract-worker.js';
import {
  DEFAULT_MAX_PDF_PAGES,
  DEFAULT_OCR_MAX_PAGES,
  type DocumentKind,
  type ExtractionResult,
} from './types.js';

/**
 * Extraction (and the built-in analysis) off the main thread: a piscina pool of worker threads,
 * each with a V8 heap limit. A task that runs past its timeout is aborted, and piscina aborts a
 * running task by terminating its thread, so a stuck parser cannot hold a thread. Out-of-memory
 * and crashed workers come back as ExtractionErrors; the pool replaces the thread.
 */

export interface ExtractionPoolOptions {
  /** Worker threads (default 2). Tasks beyond this wait in the pool's own queue. */
  maxThreads?: number;
  /** Threads kept running, warm, even when idle (default maxThreads). */
  minThreads?: number;
  /**
   * Per-document limit (default 60 s), counted from when the task gets one of the
   * maxThreads slots; it includes starting a thread when no warm one is free.
   */
  timeoutMs?: number;
  /** V8 old-generation heap limit per worker (default 512 MB, at least 64: less cannot start one). */
  maxMemoryMb?: number;
  /** PDFs: pages read at most (default 500). */
  maxPdfPages?: number;
  /** PDFs: pages without a text layer read by OCR at most (default 20; 0: no OCR). */
  ocrMaxPages?: number;
  /** Idle threads exit after this long (default 30 s). */
  idleTimeoutMs?: number;
  /** Tests only: a different worker module. */
  workerFile?: string;
}

export interface AnalyzedExtraction {
  extraction: ExtractionResult;
  /** The built-in analyzer's result, computed in the same thread task as the extraction. */
  analysis: AnalysisResult;
}

export interface ExtractionPool {
  /** Resolves with the result or rejects with an ExtractionError (or an Error once closed). */
  extract(filePath: string, kind: DocumentKind): Promise<ExtractionResult>;
  /**
   * Extraction, then the built-in analysis, as one task: one thread, one timeout, one heap limit.
   * Rejects with an ExtractionError when the file cannot be read (or the task runs out of time or
   * memory), and with an AnalysisError (not an ExtractionError) when the analyzer throws.
   */
  extractAndAnalyze(
    filePath: string,
    kind: DocumentKind,
    fileName: string,
    /** A category a member chose: extract its data instead of classifying. */
    chosenCategory?: Category,
  ): Promise<AnalyzedExtraction>;
  /** Lets running tasks finish (bounded by their timeout), rejects queued ones, stops the threads. */
  close(): Promise<void>;
  /** Stops the threads now: running and queued tasks reject (shutdown past its grace period). */
  destroy(): Promise<void>;
}

const MIN_MEMORY_MB = 64;

export function createExtractionPool(options: ExtractionPoolOptions = {}): ExtractionPool {
  const maxThreads = Math.max(1, options.maxThreads ?? 2);
  const timeoutMs = options.timeoutMs ?? 60_000;
  const maxMemoryMb = Math.max(MIN_MEMORY_MB, options.maxMemoryMb ?? 512);
  const maxPdfPages = options.maxPdfPages ?? DEFAULT_MAX_PDF_PAGES;
  const ocrMaxPages = options.ocrMaxPages ?? DEFAULT_OCR_MAX_PAGES;
  const worker = options.workerFile ? workerAt(options.workerFile) : resolveWorker();
  const piscina = new Piscina<ExtractTask, ExtractTaskOutcome>({
    filename: worker.filename,
    execArgv: worker.execArgv,
    maxThreads,
    minThreads: Math.min(maxThreads, Math.max(0, options.minThreads ?? maxThreads)),
    idleTimeout: options.idleTimeoutMs ?? 30_000,
    resourceLimits: {
      maxOldGenerationSizeMb: maxMemoryMb,
      maxYoungGenerationSizeMb: Math.min(64, Math.max(8, Math.floor(maxMemoryMb / 8))),
      stackSizeMb: 4,
    },
  });

  // piscina emits 'error' when a thread dies with no task on it (e.g. while starting up);
  // unhandled, that event would crash the process. Tasks on a dead thread are rejected.
  piscina.on('error', () => {});

  const slots = createSlots(maxThreads);
  let closed = false;

  async function run(task: ExtractTask): Promise<Extract<ExtractTaskOutcome, { ok: true }>> {
    if (closed) throw new Error('Extraction pool is closed');
    const release = await slots.acquire();
    const timeout = new ExtractionError('timeout', undefined, `no result within ${timeoutMs} ms`);
    let outcome: ExtractTaskOutcome;
    try {
      // OCR stops at its own deadline, inside this timeout, and keeps the text it has.
      const ocrDeadline = Date.now() + ocrBudgetMs(timeoutMs);
      outcome = await abortAfter(
        timeoutMs,
        (signal) => piscina.run({ ...task, options: { ...task.options, ocrDeadline } }, { signal }),
        () => timeout,
      );
    } catch (cause) {
      throw cause === timeout ? cause : mapWorkerFailure(cause);
    } finally {
      release();
    }
    if (outcome.ok) return outcome;
    if ('analysisError' in outcome) throw AnalysisError.fromJSON(outcome.analysisError);
    throw ExtractionError.fromJSON(outcome.error);
  }

  async function extract(filePath: string, kind: DocumentKind): Promise<ExtractionResult> {
    return (await run({ filePath, kind, options: { maxPdfPages, ocrMaxPages } })).result;
  }

  async function extractAndAnalyze(
    filePath: string,
    kind: DocumentKind,
    fileName: string,
    chosenCategory?: Category,
  ): Promise<AnalyzedExtraction> {
    const analyze = chosenCategory ? { fileName, category: chosenCategory } : { fileName };
    const outcome = await run({ filePath, kind, options: { maxPdfPages, ocrMaxPages }, analyze });
    if (!outcome.analysis) throw new Error('the extraction worker returned no analysis');
    return { extraction: outcome.result, analysis: outcome.analysis };
  }

  async function close(): Promise<void> {
    if (closed) return;
    closed = true;
    slots.reject(new Error('Extraction pool is closed'));
    await piscina.close();
  }

  async function destroy(): Promise<void> {
    closed = true;
    slots.reject(new Error('Extraction pool is closed'));
    await piscina.destroy();
  }

  return { extract, extractAndAnalyze, close, destroy };
}

/**
 * How long OCR may run in a task: the timeout less what the rest of the task may still need (the
 * text of the remaining pages, the analysis): 15% of it, at least 1 s and at most 10 s.
 */
export function ocrBudgetMs(timeoutMs: number): number {
  return timeoutMs - Math.min(10_000, Math.max(1_000, Math.round(timeoutMs * 0.15)));
}

/** A worker that died: out of memory (resourceLimits), or a crash. */
export function mapWorkerFailure(cause: unknown): ExtractionError {
  const code = (cause as { code?: unknown } | null)?.code;
  const text = describeCause(cause);
  if (code === 'ERR_WORKER_OUT_OF_MEMORY' || /out of memory|heap limit/i.test(text)) {
    return new ExtractionError('out_of_memory', undefined, text);
  }
  return new ExtractionError('corrupt', undefined, `worker failed: ${text}`);
}

/**
 * The worker module next to this one: `.js` when running compiled (dist/), `.ts` when
 * running from source (vitest, tsx), in which case the thread loads tsx to import it.
 */
function resolveWorker(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const base = path.join(path.dirname(here), 'extract-worker');
  const order = path.extname(here) === '.ts' ? ['.ts', '.js'] : ['.js', '.ts'];
  const filename = order.map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!filename) throw new Error(`extraction worker not found next to ${here}`);
  return workerAt(filename);
}

/** A TypeScript worker needs tsx (a dev dependency) loaded in its thread. */
function workerAt(filename: string): { filename: string; execArgv: string[] } {
  if (!filename.endsWith('.ts')) return { filename, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: ['--import', tsx] };
}

/** At most `count` tasks at a time; the rest wait here, not in piscina, so their timeout has not started. */
function createSlots(count: number) {
  let free = count;
  const waiting: Array<{ resolve: (release: () => void) => void; reject: (err: Error) => void }> =
    [];
  const release = () => {
    const next = waiting.shift();
    if (next) next.resolve(release);
    else free++;
  };
  return {
    acquire(): Promise<() => void> {
      if (free > 0) {
        free--;
        return Promise.resolve(release);
      }
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
    reject(err: Error) {
      for (const waiter of waiting.splice(0)) waiter.reject(err);
    },
  };
}
