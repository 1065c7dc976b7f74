import { accessSync, constants } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { FileStorage } from '../storage/file-storage.js';
import { findTemplateForCategory } from '../features/templates/repo.js';
import type { Analyzer } from './analyze/analyzer.js';
import { MODEL_PATH } from './analyze/classifier.js';
import { createConfiguredLlmAnalyzer } from './analyze/index.js';
import { createExtractionPool } from './extract/extract-pool.js';
import type { JobSignal } from './job-signal.js';
import type { ProcessingDeps } from './process-document.js';
import { startWorkers } from './worker.js';

export interface Pipeline {
  stop(): Promise<void>;
}

/**
 * The extraction threads and the worker loops, sized from the configuration. By default each
 * thread task extracts the document and runs the built-in analyzer (CPU work kept off the main
 * thread, which serves HTTP and the embedded database); the LLM provider, when AI_* is set,
 * then refines that result on the main thread (network I/O).
 */
export function startPipeline(options: {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  signal: JobSignal;
  log: FastifyBaseLogger;
  /**
   * Replaces the default analysis (tests): it runs on the main thread, and the extraction
   * threads then only extract. Default: the built-in analyzer in the extraction thread, its
   * result refined by the LLM provider when AI_* is configured.
   */
  analyzer?: Analyzer;
  concurrency?: number;
}): Pipeline {
  const { config } = options;
  // The threads read the classifier model on their first document: a missing one stops the
  // start here, as when the model was read on the main thread, not each document later.
  if (!options.analyzer) accessSync(MODEL_PATH, constants.R_OK);
  const concurrency = options.concurrency ?? config.workers.concurrency;
  const pool = createExtractionPool({
    maxThreads: Math.max(1, concurrency),
    timeoutMs: config.workers.parseTimeoutMs,
    maxMemoryMb: config.workers.parseMemoryMb,
    maxPdfPages: config.workers.maxPdfPages,
  });
  const extract: ProcessingDeps['extract'] = (path, kind) => pool.extract(path, kind);
  const processing: ProcessingDeps = options.analyzer
    ? { extract, analyzer: options.analyzer }
    : {
        extract,
        extractAndAnalyze: (path, kind, fileName) => pool.extractAndAnalyze(path, kind, fileName),
        analyzer: createConfiguredLlmAnalyzer({
          config,
          log: options.log,
          promptFor: async (category) =>
            (await findTemplateForCategory(options.db, category))?.aiPrompt,
        }),
      };
  const workers = startWorkers({
    db: options.db,
    storage: options.storage,
    processing,
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
