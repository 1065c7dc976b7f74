import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Piscina } from 'piscina';
import { abortAfter } from '../deadline.js';
import type { ExportOutcome, ExportTask } from './export-visualization.js';

/**
 * Exports run off the HTTP thread: laying out and outlining the text, building and compressing
 * a PDF with embedded font subsets take a few tens to hundreds of milliseconds of CPU, which
 * would stall every other request meanwhile. One thread by default (started on the first export,
 * ended after a minute idle), a time limit per export and a heap limit per thread.
 */

export interface ExportPoolOptions {
  maxThreads?: number;
  timeoutMs?: number;
  maxMemoryMb?: number;
  idleTimeoutMs?: number;
}

export class ExportTimeoutError extends Error {
  constructor(timeoutMs: number) {
    super(`The export took longer than ${timeoutMs} ms`);
    this.name = 'ExportTimeoutError';
  }
}

export interface ExportPool {
  run(task: ExportTask): Promise<ExportOutcome>;
  close(): Promise<void>;
}

export function createExportPool(options: ExportPoolOptions = {}): ExportPool {
  const timeoutMs = options.timeoutMs ?? 30_000;
  const maxMemoryMb = Math.max(64, options.maxMemoryMb ?? 256);
  const worker = resolveWorker();
  let piscina: Piscina<ExportTask, ExportOutcome> | null = null;
  // Created on the first export: an app (or a test) that never exports starts no thread.
  const pool = () =>
    (piscina ??= new Piscina<ExportTask, ExportOutcome>({
      filename: worker.filename,
      execArgv: worker.execArgv,
      maxThreads: Math.max(1, options.maxThreads ?? 1),
      minThreads: 0,
      idleTimeout: options.idleTimeoutMs ?? 60_000,
      resourceLimits: { maxOldGenerationSizeMb: maxMemoryMb, stackSizeMb: 4 },
    }));

  function run(task: ExportTask): Promise<ExportOutcome> {
    return abortAfter(
      timeoutMs,
      (signal) => pool().run(task, { signal }),
      () => new ExportTimeoutError(timeoutMs),
    );
  }

  async function close(): Promise<void> {
    await piscina?.close();
    piscina = null;
  }

  return { run, close };
}

/**
 * The worker module next to this one: `.js` when running compiled (dist/), `.ts` from source
 * (vitest, tsx), in which case the thread loads tsx to import it (as the extraction pool does).
 */
function resolveWorker(): { filename: string; execArgv: string[] } {
  const here = fileURLToPath(import.meta.url);
  const base = path.join(path.dirname(here), 'export-worker');
  const order = path.extname(here) === '.ts' ? ['.ts', '.js'] : ['.js', '.ts'];
  const filename = order.map((ext) => base + ext).find((candidate) => existsSync(candidate));
  if (!filename) throw new Error(`export worker not found next to ${here}`);
  if (!filename.endsWith('.ts')) return { filename, execArgv: [] };
  const tsx = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;
  return { filename, execArgv: ['--import', tsx] };
}
