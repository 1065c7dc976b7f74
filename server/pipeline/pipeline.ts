import { accessSync, constants } from 'node:fs';
import type { FastifyBaseLogger } from 'fastify';
import { CATEGORIES, type Category } from '../../common/categories.js';
import type { AppConfig } from '../config.js';
import type { Db } from '../db/client.js';
import type { DocumentRow } from '../features/documents/repo.js';
import { findTemplateForCategory } from '../features/templates/repo.js';
import { toJsonText } from '../db/json-columns.js';
import type { FileStorage } from '../storage/file-storage.js';
import type { AnalysisResult, AnalyzerInput, RefineJob } from './analyze/analyzer.js';
import { aiUsageOf } from '../features/ai/service.js';
import { MODEL_PATH } from './analyze/classifier.js';
import { createConfiguredRefiner } from './analyze/index.js';
import { KIND_BY_MIME_TYPE } from './document-kind.js';
import { ExtractionError } from './extract/errors.js';
import { createExtractionPool, type AnalyzedExtraction } from './extract/extract-pool.js';
import type { DocumentKind } from './extract/types.js';
import { scopeOfJob } from '../db/mint-context.js';
import { claimNextDocument, MAX_ATTEMPTS, type JobOutcome } from './job-repo.js';
import { finishJob } from './finish-job.js';
import type { JobSignal } from './job-signal.js';
import { startWorkers } from './worker.js';
import { stopPipeline } from './pipeline-stop.js';

/**
 * The document pipeline, in one place. A job is one uploaded document, and it goes through five
 * stages, each a plain function with a typed input and output; none keeps state between jobs, so
 * a retried job does the same thing again.
 *
 *   1. claim    the oldest waiting document (or one whose worker died), leased to one worker loop
 *   2. extract  the file's text and blocks              } one task in an extraction thread: CPU
 *   3. analyze  category, data and evidence (built-in)  } work, under one timeout and heap limit
 *   4. refine   the model's category and/or data (only with AI_*; network I/O, main thread)
 *   5. finish   processed; failed when the file cannot be read; else queued again (retried)
 *
 * startPipeline below wires each stage to its production function; tests replace stages 2–4
 * (`stages`) and run this same path.
 */

/** A claimed document's file, as the extract stage reads it. */
export interface DocumentFile {
  filePath: string;
  kind: DocumentKind;
  /** The name it was uploaded under: the analyzer reads it (a title, a category hint). */
  fileName: string;
  /** The category a member chose when reprocessing: extracted for instead of classified. */
  chosenCategory?: Category | undefined;
}

/** Stage 4: the LLM's reading, starting from the built-in result; never fails for the LLM's sake. */
export type RefineStage = (
  input: AnalyzerInput,
  builtin: AnalysisResult,
  /** Whose document (the organization's AI switch and budget) and a member's category. */
  job?: RefineJob,
) => Promise<AnalysisResult>;

/** The five stages as functions: startPipeline gives the production ones, tests replace 2–4. */
export interface PipelineStages {
  /** 1: the next document to process, leased to this worker loop; undefined when none waits. */
  claim(): Promise<DocumentRow | undefined>;
  /**
   * 2 + 3: one extraction thread task (extract/extract-worker.ts) runs, in that thread,
   *   extractFile(filePath, kind) → ExtractionResult  (throws ExtractionError: unreadable file)
   *   analyzer.analyze({ text, blocks, fileName }) → AnalysisResult  (the built-in analyzer;
   *     analyzer.extractAs(…, chosenCategory) instead when a member chose the category)
   * and answers both.
   */
  extractAndAnalyze(file: DocumentFile): Promise<AnalyzedExtraction>;
  /** 4: only with AI_* (analyze/llm-refiner.ts). */
  refine?: RefineStage | undefined;
  /** 5: records the outcome, but only while this worker loop still holds the lease. */
  finish(document: DocumentRow, outcome: JobOutcome): Promise<boolean>;
}

/** Stages 2 to 4: what a job computes, between claim and finish. */
export type ProcessingStages = Pick<PipelineStages, 'extractAndAnalyze' | 'refine'>;

/** Longest extracted text kept on the row; the analyzer still sees everything extracted. */
export const MAX_STORED_TEXT_CHARS = 2_000_000;

const UNEXPECTED_MESSAGE =
  'Something went wrong while processing this document. Try uploading it again.';

export interface ProcessedDocument {
  extractedText: string;
  category: string;
  analysis: AnalysisResult;
}

/** Stages 2, 3 and 4 for one file. Deterministic, so a retry does the same again. */
export async function processDocument(
  stages: ProcessingStages,
  file: DocumentFile,
  job?: RefineJob,
): Promise<ProcessedDocument> {
  const { extraction, analysis: builtin } = await stages.extractAndAnalyze(file);
  const input: AnalyzerInput = {
    text: extraction.text,
    blocks: extraction.blocks,
    fileName: file.fileName,
  };
  const refined = stages.refine ? await stages.refine(input, builtin, job) : builtin;
  // Processing information the page shows: which part of the text OCR recognized (scans).
  const analysis = extraction.ocr ? { ...refined, ocr: extraction.ocr } : refined;
  return {
    extractedText: extraction.text.slice(0, MAX_STORED_TEXT_CHARS),
    category: analysis.category,
    analysis,
  };
}

/** The category a member chose for the document (documents.chosenCategory), if any. */
function chosenCategoryOf(document: DocumentRow): Category | undefined {
  const chosen = document.chosenCategory;
  return chosen && (CATEGORIES as readonly string[]).includes(chosen)
    ? (chosen as Category)
    : undefined;
}

/** One job, stages 1 to 5. False when no document was waiting. */
export async function runNextJob(
  stages: PipelineStages,
  context: { storage: Pick<FileStorage, 'withLocalFile'>; log: FastifyBaseLogger },
): Promise<boolean> {
  const document = await stages.claim();
  if (!document) return false;
  const log = context.log.child({ documentId: document.id, attempt: document.attempts });
  const started = performance.now();
  try {
    const kind = KIND_BY_MIME_TYPE[document.mimeType];
    if (!kind) throw new ExtractionError('unsupported_type');
    // The extraction thread reads a plain file: the stored one on local disk, a temporary
    // download (removed afterwards) from an object store.
    const file = {
      kind,
      fileName: document.originalFilename,
      chosenCategory: chosenCategoryOf(document),
    };
    const result = await context.storage.withLocalFile(document.storageKey, (filePath) =>
      processDocument(
        stages,
        { ...file, filePath },
        { scope: scopeOfJob(document), chosenCategory: file.chosenCategory },
      ),
    );
    const recorded = await stages.finish(document, {
      status: 'processed',
      extractedText: result.extractedText,
      category: result.category,
      analysis: toJsonText(result.analysis),
    });
    const ms = Math.round(performance.now() - started);
    // Not recorded: the lease ran out and another worker took the document over (or it was
    // deleted meanwhile); that worker's result counts, so this one must not claim the job.
    if (recorded)
      log.info({ ms, category: result.category, ocr: result.analysis.ocr }, 'document processed');
    else log.warn({ ms }, 'lease lost before the result was stored: result dropped');
  } catch (error) {
    if (error instanceof ExtractionError) {
      // The file itself is the problem (encrypted, scanned, corrupt…): a retry would fail the same way.
      log.info({ code: error.code }, 'document could not be read');
      await stages.finish(document, { status: 'failed', errorMessage: error.message });
    } else {
      // Anything else is on our side (an AnalysisError from the analyzer in the extraction thread,
      // an analyzer or storage bug, a database hiccup): logged, and retried up to MAX_ATTEMPTS.
      log.error({ err: error }, 'document processing failed unexpectedly');
      const lastTry = document.attempts >= MAX_ATTEMPTS;
      await stages.finish(document, {
        status: lastTry ? 'failed' : 'uploaded',
        errorMessage: UNEXPECTED_MESSAGE,
      });
    }
  }
  return true;
}

export interface Pipeline {
  /**
   * Stops claiming; jobs in progress finish until `deadline` (a Date.now() time, default: no
   * limit), then go back to the queue (pipeline-stop.ts).
   */
  stop(deadline?: number): Promise<void>;
}

/**
 * The production stages and the worker loops that run them, sized from the configuration. CPU
 * work (stages 2 and 3) stays off the main thread, which serves HTTP and the embedded database.
 */
export function startPipeline(options: {
  config: AppConfig;
  db: Db;
  storage: FileStorage;
  signal: JobSignal;
  log: FastifyBaseLogger;
  concurrency?: number;
  /** Tests: stages 2–4 replaced by fakes, on this same path. */
  stages?: Partial<ProcessingStages>;
}): Pipeline {
  const { config, db } = options;
  const concurrency = options.concurrency ?? config.workers.concurrency;
  const threaded = !options.stages?.extractAndAnalyze;
  // The threads read the classifier model on their first document: a missing one stops the
  // start here, not each document later.
  if (threaded) accessSync(MODEL_PATH, constants.R_OK);
  const pool = threaded
    ? createExtractionPool({
        maxThreads: Math.max(1, concurrency),
        timeoutMs: config.workers.parseTimeoutMs,
        maxMemoryMb: config.workers.parseMemoryMb,
        maxPdfPages: config.workers.maxPdfPages,
        ocrMaxPages: config.workers.ocrMaxPages,
      })
    : undefined;
  const refiner = createConfiguredRefiner({
    config,
    log: options.log,
    promptFor: async (category) => (await findTemplateForCategory(db, category))?.aiPrompt,
    usage: config.ai && aiUsageOf(db, config.ai.dailyCalls),
  });
  const processing: ProcessingStages = {
    // 2 + 3: the thread task extracts the file, then runs the built-in analyzer on it.
    extractAndAnalyze: (file) =>
      pool!.extractAndAnalyze(file.filePath, file.kind, file.fileName, file.chosenCategory),
    // 4: only with AI_*; the model gets the thread's result and falls back to it.
    refine: refiner && ((input, builtin, job) => refiner.refine(input, builtin, job)),
    ...options.stages,
  };
  const workers = startWorkers({
    db,
    signal: options.signal,
    log: options.log,
    concurrency,
    pollMs: config.workers.pollMs,
    runJob: (owner) =>
      runNextJob(
        {
          // 1: the document row is the job (job-repo.ts); each worker loop is one lease owner.
          claim: () => claimNextDocument(db, owner, config.workers.leaseMs, MAX_ATTEMPTS),
          ...processing,
          // 5: processed, failed, or back to 'uploaded' for another try.
          finish: (document, outcome) =>
            finishJob(db, scopeOfJob(document), document, owner, outcome),
        },
        { storage: options.storage, log: options.log },
      ),
  });
  return {
    stop: (deadline) =>
      stopPipeline({ workers, pool, db, signal: options.signal, log: options.log }, deadline),
  };
}
