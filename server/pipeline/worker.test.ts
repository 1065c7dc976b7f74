import { eq, type SQL } from 'drizzle-orm';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { scopeOfJob } from '../db/mint-context.js';
import { documents, organizations } from '../db/schema.js';
import { pollUntil } from '../test-support/poll.js';
import { DB_KINDS, useTestOrganization } from '../test-support/test-db.js';
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
  const t = useTestOrganization(kind, 'Queue Org');

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
  /** Marks documents processed and unleased, so the next tests' claims do not find them. */
  const setAside = (which: SQL) =>
    t.db.update(documents).set({ status: 'processed', leaseOwner: null }).where(which);
  const reload = async (id: number) =>
    (await t.db.select().from(documents).where(eq(documents.id, id)))[0]!;
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
      db: t.db,
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
      Array.from({ length: 6 }, (_, i) => claimNextDocument(t.db, `w${i}`, 60_000, MAX_ATTEMPTS)),
    );
    const claimed = claims.filter(Boolean).map((row) => row!.id);
    expect(new Set(claimed).size).toBe(claimed.length);
    expect(claimed.sort()).toEqual(docs.map((d) => d.id).sort());
    for (const row of claims.filter(Boolean)) {
      expect(row!.status).toBe('processing');
      expect(row!.attempts).toBe(1);
    }
    await setAside(eq(documents.organizationId, t.orgId));
  });

  it('takes over a document whose worker died (lease expired) but not a live one', async () => {
    const doc = await addDocument('lease');
    const first = await claimNextDocument(t.db, 'dead-worker', 60_000, MAX_ATTEMPTS);
    expect(first?.id).toBe(doc.id);
    expect(await claimNextDocument(t.db, 'other', 60_000, MAX_ATTEMPTS)).toBeUndefined();
    await t.db
      .update(documents)
      .set({ leaseExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(documents.id, doc.id));
    const second = await claimNextDocument(t.db, 'other', 60_000, MAX_ATTEMPTS);
    expect(second?.id).toBe(doc.id);
    expect(second?.attempts).toBe(2);
    expect(second?.leaseOwner).toBe('other');
    await setAside(eq(documents.id, doc.id));
  });

  it('fails a document whose last allowed attempt died, with a message a user understands', async () => {
    const doc = await addDocument('exhausted');
    await t.db
      .update(documents)
      .set({
        status: 'processing',
        attempts: MAX_ATTEMPTS,
        leaseOwner: 'gone',
        leaseExpiresAt: new Date(Date.now() - 1000),
      })
      .where(eq(documents.id, doc.id));
    expect(await claimNextDocument(t.db, 'w', 60_000, MAX_ATTEMPTS)).toBeUndefined();
    expect(await failExhaustedDocuments(t.db, MAX_ATTEMPTS, EXHAUSTED_MESSAGE)).toBe(1);
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

  // An unexpected error is retried up to 3 attempts, then the document fails with the general
  // message; an analyzer bug thrown in the extraction thread counts as such, not as a bad file.
  it.each([
    ['an unexpected error', 'flaky', () => new Error('disk hiccup')],
    [
      'an analyzer that threw in the extraction thread',
      'analyzer-bug',
      () => new AnalysisError('TypeError: cannot read properties of undefined'),
    ],
  ])('retries %s up to 3 attempts, then fails', async (_label, name, error) => {
    const doc = await addDocument(name);
    let calls = 0;
    const workers = runWith({
      extractAndAnalyze: async () => {
        calls += 1;
        throw error();
      },
    });
    const row = await waitFor(doc.id, ['failed']);
    await workers.stop();
    expect(calls).toBe(3);
    expect(row.attempts).toBe(3);
    expect(row.errorMessage).toMatch(/Something went wrong while processing/);
    expect(row.errorMessage).not.toMatch(/corrupt/);
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
    const [other] = await t.db.insert(organizations).values({ name: 'Other' }).returning();
    const counters = async () =>
      Object.fromEntries(
        (await t.db.select().from(organizations)).map((org) => [org.id, org.changeCounter]),
      );
    const before = await counters();
    const doc = await addDocument('marker');
    const afterInsert = await counters();
    const claimed = await claimNextDocument(t.db, 'marker-worker', 60_000, MAX_ATTEMPTS);
    expect(claimed?.id).toBe(doc.id);
    const afterClaim = await counters();
    await finishDocument(t.db, scopeOfJob(claimed!), claimed!, 'marker-worker', {
      status: 'processed',
      extractedText: 'text',
      category: 'unknown',
      analysis: null,
    });
    const afterFinish = await counters();
    await t.db.delete(documents).where(eq(documents.id, doc.id));
    const afterDelete = await counters();
    const steps = [before, afterInsert, afterClaim, afterFinish, afterDelete];
    for (let i = 1; i < steps.length; i++) {
      expect(steps[i]![t.orgId]).toBeGreaterThan(steps[i - 1]![t.orgId]!);
      expect(steps[i]![other!.id]).toBe(before[other!.id]);
    }
  });
});
