import { eq } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { documents, organizations } from '../db/schema.js';
import { pollUntil } from '../test-support/poll.js';
import { createTestDatabase, DB_KINDS } from '../test-support/test-db.js';
import { LocalDiskStorage } from '../storage/local-disk-storage.js';
import type { AnalysisResult } from './analyze/analyzer.js';
import { AnalysisError, ExtractionError } from './extract/errors.js';
import type { ExtractionResult } from './extract/types.js';
import { JobSignal } from './job-signal.js';
import {
  claimNextDocument,
  failExhaustedDocuments,
  finishDocument,
  MAX_ATTEMPTS,
} from './job-repo.js';
import { startPipeline, type DocumentFile, type ProcessingStages } from './pipeline.js';
import { EXHAUSTED_MESSAGE } from './worker.js';

const log = pino({ level: 'silent' });
const config = loadConfig({
  LOG_LEVEL: 'silent',
  WORKER_CONCURRENCY: '2',
  JOB_LEASE_MS: '60000',
  WORKER_POLL_MS: '20',
});
const UNKNOWN: AnalysisResult = { category: 'unknown', confidence: 0.9, data: {}, evidence: [] };

/**
 * The queue's rules (claims, leases, retries, outcomes) through the production pipeline with
 * scripted stages 2–4: the real extractors and analyzer are exercised end to end in
 * pipeline.test.ts and pipeline-analysis.test.ts.
 */
describe.each(DB_KINDS)('document queue on %s', (kind) => {
  let database: Database;
  let orgId: number;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    const [org] = await database.db.insert(organizations).values({ name: 'Queue Org' }).returning();
    orgId = org!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  const addDocument = async (name: string) => {
    const [row] = await database.db
      .insert(documents)
      .values({
        name,
        originalFilename: `${name}.pdf`,
        fileSize: 1,
        mimeType: 'application/pdf',
        organizationId: orgId,
        storageKey: `org_${orgId}/${name}`,
      })
      .returning();
    return row!;
  };
  const reload = async (id: number) =>
    (await database.db.select().from(documents).where(eq(documents.id, id)))[0]!;
  const waitFor = (id: number, statuses: string[]) =>
    pollUntil(
      () => reload(id),
      (row) => statuses.includes(row.status),
      {
        timeoutMs: 4_000,
        intervalMs: 20,
        describe: () => `document ${id} reached ${statuses.join('/')}`,
      },
    );
  const runWith = (stages: Partial<ProcessingStages>) =>
    startPipeline({
      config,
      db: database.db,
      storage: new LocalDiskStorage('/tmp/docviz-queue-test'),
      signal: new JobSignal(),
      log,
      stages,
    });
  /** A scripted extract stage; the analyze stage then reads every document as unknown. */
  const run = (extract: (file: DocumentFile) => Promise<ExtractionResult>) =>
    runWith({
      extractAndAnalyze: async (file) => ({ extraction: await extract(file), analysis: UNKNOWN }),
    });

  it('never gives one document to two claimers at once', async () => {
    const docs = await Promise.all(['c1', 'c2', 'c3'].map(addDocument));
    const claims = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        claimNextDocument(database.db, `w${i}`, 60_000, MAX_ATTEMPTS),
      ),
    );
    const claimed = claims.filter(Boolean).map((row) => row!.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(docs.map((d) => d.id).sort());
    for (const row of claims.filter(Boolean)) {
      expect(row!.status).toBe('processing');
      expect(row!.attempts).toBe(1);
    }
    await database.db
      .update(documents)
      .set({ status: 'processed', leaseOwner: null })
      .where(eq(documents.organizationId, orgId));
  });

  it('takes over a document whose worker died (lease expired) but not a live one', async () => {
    const doc = await addDocument('lease');
    const first = await claimNextDocument(database.db, 'dead-worker', 60_000, MAX_ATTEMPTS);
    expect(first?.id).toBe(doc.id);
    expect(await claimNextDocument(database.db, 'other', 60_000, MAX_ATTEMPTS)).toBeUndefined();
    await database.db
      .update(documents)
      .set({ leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(documents.id, doc.id));
    const second = await claimNextDocument(database.db, 'other', 60_000, MAX_ATTEMPTS);
    expect(second?.id).toBe(doc.id);
    expect(second?.attempts).toBe(2);
    expect(second?.leaseOwner).toBe('other');
    await database.db
      .update(documents)
      .set({ status: 'processed', leaseOwner: null })
      .where(eq(documents.id, doc.id));
  });

  it('fails a document whose last allowed attempt died, with a message a user understands', async () => {
    const doc = await addDocument('exhausted');
    await database.db
      .update(documents)
      .set({
        status: 'processing',
        attempts: MAX_ATTEMPTS,
        leaseOwner: 'gone',
        leaseExpiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(documents.id, doc.id));
    expect(await claimNextDocument(database.db, 'w', 60_000, MAX_ATTEMPTS)).toBeUndefined();
    expect(await failExhaustedDocuments(database.db, MAX_ATTEMPTS, EXHAUSTED_MESSAGE)).toBe(1);
    const row = await reload(doc.id);
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toBe(EXHAUSTED_MESSAGE);
  });

  it('processes a document: text stored, processedAt set, the analysis stored', async () => {
    const doc = await addDocument('happy');
    const workers = run(async () => ({ text: 'Hello roadmap', blocks: [], warnings: [] }));
    const row = await waitFor(doc.id, ['processed', 'failed']);
    await workers.stop();
    expect(row.status).toBe('processed');
    expect(row.extractedText).toBe('Hello roadmap');
    expect(row.category).toBe('unknown');
    expect(JSON.parse(row.analysis!)).toEqual(UNKNOWN);
    expect(row.processedAt).toBeInstanceOf(Date);
    expect(row.leaseOwner).toBeNull();
  });

  it('fails at once, without retrying, when the file itself cannot be read', async () => {
    const doc = await addDocument('encrypted');
    let calls = 0;
    const workers = run(async () => {
      calls += 1;
      throw new ExtractionError('encrypted');
    });
    const row = await waitFor(doc.id, ['failed', 'processed']);
    await workers.stop();
    expect(row.status).toBe('failed');
    expect(row.errorMessage).toMatch(/password-protected/);
    expect(calls).toBe(1);
  });

  it('retries an unexpected error up to 3 attempts, then fails', async () => {
    const doc = await addDocument('flaky');
    let calls = 0;
    const workers = run(async () => {
      calls += 1;
      throw new Error('disk hiccup');
    });
    const row = await waitFor(doc.id, ['failed']);
    await workers.stop();
    expect(calls).toBe(3);
    expect(row.attempts).toBe(3);
    expect(row.errorMessage).toMatch(/Something went wrong while processing/);
  });

  it('recovers on a retry after an unexpected error', async () => {
    const doc = await addDocument('second-time-lucky');
    let calls = 0;
    const workers = run(async () => {
      calls += 1;
      if (calls === 1) throw new Error('transient');
      return { text: 'ok', blocks: [], warnings: [] };
    });
    const row = await waitFor(doc.id, ['processed', 'failed']);
    await workers.stop();
    expect(row.status).toBe('processed');
    expect(row.attempts).toBe(2);
    expect(row.errorMessage).toBeNull();
  });

  it('stores the analysis computed in the extraction thread', async () => {
    const doc = await addDocument('analyzed');
    const analysis = {
      category: 'risk_analysis' as const,
      confidence: 0.9,
      data: { risks: [{ name: 'Launch slips' }] },
      evidence: [],
    };
    const workers = runWith({
      extractAndAnalyze: async ({ fileName, kind }) => {
        expect(fileName).toBe('analyzed.pdf');
        expect(kind).toBe('pdf');
        return { extraction: { text: 'Risks', blocks: [], warnings: [] }, analysis };
      },
    });
    const row = await waitFor(doc.id, ['processed', 'failed']);
    await workers.stop();
    expect(row.status).toBe('processed');
    expect(row.category).toBe('risk_analysis');
    expect(JSON.parse(row.analysis!)).toEqual(analysis);
  });

  it('retries an analyzer that threw in the extraction thread as an unexpected error, not as a bad file', async () => {
    const doc = await addDocument('analyzer-bug');
    let calls = 0;
    const workers = runWith({
      extractAndAnalyze: async () => {
        calls += 1;
        throw new AnalysisError('TypeError: cannot read properties of undefined');
      },
    });
    const row = await waitFor(doc.id, ['failed']);
    await workers.stop();
    expect(calls).toBe(3);
    expect(row.attempts).toBe(3);
    expect(row.errorMessage).toMatch(/Something went wrong while processing/);
    expect(row.errorMessage).not.toMatch(/corrupt/);
  });

  it('hands the analyze stage’s result to the refine stage and stores what that answers', async () => {
    const doc = await addDocument('refined');
    const refined: AnalysisResult = {
      ...UNKNOWN,
      category: 'product_roadmap',
      data: { phases: [] },
    };
    const seen: unknown[] = [];
    const workers = runWith({
      extractAndAnalyze: async () => ({
        extraction: { text: 'Roadmap', blocks: [], warnings: [] },
        analysis: UNKNOWN,
      }),
      refine: async (input, builtin) => {
        seen.push([input, builtin]);
        return refined;
      },
    });
    const row = await waitFor(doc.id, ['processed', 'failed']);
    await workers.stop();
    expect(seen).toEqual([[{ text: 'Roadmap', blocks: [], fileName: 'refined.pdf' }, UNKNOWN]]);
    expect(row.category).toBe('product_roadmap');
    expect(JSON.parse(row.analysis!)).toEqual(refined);
  });

  it('bumps the organization’s change marker (the list’s ETag) at every step of a job, and no other organization’s', async () => {
    const [other] = await database.db.insert(organizations).values({ name: 'Other' }).returning();
    const counters = async () =>
      Object.fromEntries(
        (await database.db.select().from(organizations)).map((org) => [org.id, org.changeCounter]),
      );
    const before = await counters();
    const doc = await addDocument('marker');
    const afterInsert = await counters();
    const claimed = await claimNextDocument(database.db, 'marker-worker', 60_000, MAX_ATTEMPTS);
    expect(claimed?.id).toBe(doc.id);
    const afterClaim = await counters();
    await finishDocument(database.db, claimed!, 'marker-worker', {
      status: 'processed',
      extractedText: 'text',
      category: 'unknown',
      analysis: null,
    });
    const afterFinish = await counters();
    await database.db.delete(documents).where(eq(documents.id, doc.id));
    const afterDelete = await counters();
    const steps = [before, afterInsert, afterClaim, afterFinish, afterDelete];
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]![orgId]).toBeGreaterThan(steps[i - 1]![orgId]!);
      expect(steps[i]![other!.id]).toBe(before[other!.id]);
    }
  });
});
