import { eq } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { documents } from '../db/schema.js';
import type { FileStorage } from '../storage/file-storage.js';
import { pollUntil } from '../test-support/poll.js';
import { DB_KINDS, useTestOrganization } from '../test-support/test-db.js';
import type { AnalysisResult } from './analyze/analyzer.js';
import type { AnalyzedExtraction } from './extract/extract-pool.js';
import { JobSignal } from './job-signal.js';
import { startPipeline } from './pipeline.js';

const log = pino({ level: 'silent' });
const config = loadConfig({ LOG_LEVEL: 'silent', WORKER_CONCURRENCY: '1', WORKER_POLL_MS: '20' });
const UNKNOWN: AnalysisResult = { category: 'unknown', confidence: 0.9, data: {}, evidence: [] };
/** The stages are scripted, so no file is read. */
const storage = {
  withLocalFile: (_key: string, use: (path: string) => Promise<unknown>) => use('/dev/null'),
} as unknown as FileStorage;

/** An extract stage that answers only when the test says so. */
function heldStage() {
  let release: (text: string) => void = () => {};
  const answer = new Promise<AnalyzedExtraction>((resolve) => {
    release = (text) =>
      resolve({ extraction: { text, blocks: [], warnings: [] }, analysis: UNKNOWN });
  });
  return { extractAndAnalyze: () => answer, release: (text: string) => release(text) };
}

/** Stopping the workers at shutdown (pipeline-stop.ts): finish in time, or back to the queue. */
describe.each(DB_KINDS)('stopping the pipeline on %s', (kind) => {
  const t = useTestOrganization(kind, 'Stop Org');

  const addDocument = async (name: string) => {
    const [row] = await t.db
      .insert(documents)
      .values({
        name,
        originalFilename: `${name}.pdf`,
        fileSize: 1,
        mimeType: 'application/pdf',
        organizationId: t.orgId,
        storageKey: `org_${t.orgId}/${name}`,
      })
      .returning();
    return row!;
  };
  const reload = async (id: number) =>
    (await t.db.select().from(documents).where(eq(documents.id, id)))[0]!;
  const waitFor = (id: number, status: string) =>
    pollUntil(
      () => reload(id),
      (row) => row.status === status,
      { timeoutMs: 5_000, intervalMs: 20, describe: (row) => `document ${id}: ${row.status}` },
    );
  const start = (extractAndAnalyze: () => Promise<AnalyzedExtraction>) =>
    startPipeline({
      config,
      db: t.db,
      storage,
      signal: new JobSignal(),
      log,
      stages: { extractAndAnalyze },
    });

  it('lets a job that finishes within the grace period store its result', async () => {
    const doc = await addDocument('in-time');
    const stage = heldStage();
    const pipeline = start(stage.extractAndAnalyze);
    await waitFor(doc.id, 'processing');
    const stopped = pipeline.stop(Date.now() + 5_000);
    setTimeout(() => stage.release('finished during shutdown'), 100);
    await stopped;
    const row = await reload(doc.id);
    expect(row.status).toBe('processed');
    expect(row.extractedText).toBe('finished during shutdown');
  });

  it('puts a job still running at the deadline back in the queue, its attempt not counted', async () => {
    const doc = await addDocument('too-slow');
    const stage = heldStage();
    const pipeline = start(stage.extractAndAnalyze);
    expect((await waitFor(doc.id, 'processing')).attempts).toBe(1);
    const started = Date.now();
    await pipeline.stop(Date.now() + 100);
    expect(Date.now() - started).toBeLessThan(3_000);
    const released = await reload(doc.id);
    expect(released).toMatchObject({
      status: 'uploaded',
      attempts: 0,
      leaseOwner: null,
      leaseExpiresAt: null,
    });

    // The old job answering late stores nothing: the lease is no longer its own.
    stage.release('late answer');
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await reload(doc.id)).status).toBe('uploaded');

    // The next worker takes it at once, as a first attempt.
    const next = start(async () => ({
      extraction: { text: 'done by the next worker', blocks: [], warnings: [] },
      analysis: UNKNOWN,
    }));
    const done = await waitFor(doc.id, 'processed');
    await next.stop();
    expect(done.extractedText).toBe('done by the next worker');
    expect(done.attempts).toBe(1);
  });
});
