import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../storage/file-storage.js';
import { findTemplateForCategory } from '../features/templates/repo.js';
import type { Analyzer } from './analyze/analyzer.js';
import { createAnalyzer } from './analyze/index.js';
import { createExtractionPool } from './extract/extract-pool.js';
import type { JobSignal } from './job-signal.js';
import { startWorkers } from './worker.js';

export interface Pipeline {
  stop(): Promise<void>;
}

/** The extraction threads and the worker loops, sized from the configuration. */
export function startPipeline(options: {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  signal: JobSignal;
  log: FastifyBaseLogger;
  /** Default: the built-in analyzer, wrapped by the LLM provider when AI_* is configured. */
  analyzer?: Analyzer;
  concurrency?: number;
}): Pipeline {
  const { config } = options;
  const concurrency = options.concurrency ?? config.workers.concurrency;
  const pool = createExtractionPool({
    maxThreads: Math.max(1, concurrency),
    timeoutMs: config.workers.parseTimeoutMs,
    maxMemoryMb: config.workers.parseMemoryMb,
    maxPdfPages: config.workers.maxPdfPages,
  });
  const analyzer =
    options.analyzer ??
    createAnalyzer({
      config,
      log: options.log,
      promptFor: async (category) =>
        (await findTemplateForCategory(options.db, category))?.aiPrompt,
    });
  const workers = startWorkers({
    db: options.db,
    storage: options.storage,
    processing: { extract: (path, kind) => pool.extract(path, kind), analyzer },
    signal: options.signal,
    log: options.log,
    concurrency,
    leaseMs: config.workers.leaseMs,
    pollMs: config.workers.pollMs,
  });
  return {
    stop: async () => {
      await workers.stop();
      await pool.close();
    },
  };
}
