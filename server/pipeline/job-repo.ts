import { and, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documents } from '../db/schema.js';
import type { DocumentRow } from '../features/documents/repo.js';
import { ownedRow, type OrganizationScope } from '../db/tenant.js';
import { recordSweptFailures } from '../features/activity/service.js';

/** Attempts a document gets: a worker that dies (or an unexpected error) costs one. */
export const MAX_ATTEMPTS = 3;

/**
 * The document row is the job: status 'uploaded' is queued, 'processing' with a live lease is
 * running, and 'processing' with an expired lease belongs to a worker that died and is taken over.
 * These functions are system-level (no actor): a worker acts for the document's own organization.
 */
export async function claimNextDocument(
  db: Db,
  owner: string,
  leaseMs: number,
  maxAttempts: number,
): Promise<DocumentRow | undefined> {
  // One statement, so one round trip and atomic without a transaction: the subquery locks the
  // oldest claimable row (skipping rows other workers hold) and the update takes it.
  const next = db
    .select({ id: documents.id })
    .from(documents)
    .where(
      and(
        lt(documents.attempts, maxAttempts),
        or(
          eq(documents.status, 'uploaded'),
          and(eq(documents.status, 'processing'), lt(documents.leaseExpiresAt, sql`now()`)),
        ),
      ),
    )
    .orderBy(documents.createdAt, documents.id)
    .limit(1)
    .for('update', { skipLocked: true });
  const [claimed] = await db
    .update(documents)
    .set({
      status: 'processing',
      attempts: sql`${documents.attempts} + 1`,
      leaseOwner: owner,
      leaseExpiresAt: sql`now() + ${`${Math.ceil(leaseMs)} milliseconds`}::interval`,
    })
    .where(eq(documents.id, sql`(${next})`))
    .returning();
  return claimed;
}

export type JobOutcome =
  | { status: 'processed'; extractedText: string; category: string; analysis: string | null }
  | { status: 'failed'; errorMessage: string }
  | { status: 'uploaded'; errorMessage: string };

/**
 * Records a job's outcome, but only while this worker still holds the lease, and only in the
 * organization the job belongs to (the worker's scope comes from the claimed row).
 */
export async function finishDocument(
  db: Db,
  scope: OrganizationScope,
  document: DocumentRow,
  owner: string,
  outcome: JobOutcome,
): Promise<boolean> {
  const values =
    outcome.status === 'processed'
      ? { ...outcome, errorMessage: null, processedAt: new Date() }
      : { status: outcome.status, errorMessage: outcome.errorMessage };
  const updated = await db
    .update(documents)
    .set({ ...values, leaseOwner: null, leaseExpiresAt: null })
    .where(
      and(
        ownedRow(documents, scope, document.id),
        eq(documents.leaseOwner, owner),
        eq(documents.status, 'processing'),
      ),
    )
    .returning({ id: documents.id });
  return updated.length > 0;
}

/** Tells every process LISTENing on `channel` that a job waits (job-signal-bridge.ts); the payload names the sender. */
export async function announceJob(db: Db, channel: string, sender: string): Promise<void> {
  await db.execute(sql`select pg_notify(${channel}, ${sender})`);
}

/**
 * Documents whose workers died on their last allowed attempt: mark them failed instead of stuck,
 * each with its "could not be processed" line in its organization's activity log (one transaction).
 */
export async function failExhaustedDocuments(
  db: Db,
  maxAttempts: number,
  message: string,
): Promise<number> {
  return db.transaction(async (tx) => {
    const failed = await markExhaustedFailed(tx, maxAttempts, message);
    await recordSweptFailures(tx, failed);
    return failed.length;
  });
}

function markExhaustedFailed(db: Db, maxAttempts: number, message: string) {
  return db
    .update(documents)
    .set({ status: 'failed', errorMessage: message, leaseOwner: null, leaseExpiresAt: null })
    .where(
      and(
        eq(documents.status, 'processing'),
        lt(documents.leaseExpiresAt, sql`now()`),
        sql`${documents.attempts} >= ${maxAttempts}`,
      ),
    )
    .returning({
      id: documents.id,
      organizationId: documents.organizationId,
      name: documents.name,
    });
}

/**
 * Puts the documents these worker loops still hold back in the queue, at shutdown: 'uploaded',
 * no lease, and the attempt not counted (the document did nothing wrong; attempts count crashes
 * and unexpected errors). Another worker, or this one after a restart, takes them at once,
 * instead of after the lease expires. A loop that finishes one afterwards no longer holds its
 * lease, so its result is dropped (finishDocument); the job runs again from the start.
 */
export async function releaseLeases(db: Db, owners: string[]): Promise<number> {
  if (owners.length === 0) return 0;
  const released = await db
    .update(documents)
    .set({
      status: 'uploaded',
      attempts: sql`greatest(${documents.attempts} - 1, 0)`,
      leaseOwner: null,
      leaseExpiresAt: null,
    })
    .where(and(eq(documents.status, 'processing'), inArray(documents.leaseOwner, owners)))
    .returning({ id: documents.id });
  return released.length;
}
