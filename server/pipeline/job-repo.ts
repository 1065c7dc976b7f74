import { and, eq, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { documents } from '../db/schema.js';
import type { DocumentRow } from '../features/documents/repo.js';

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

/** Records a job's outcome, but only while this worker still holds the lease. */
export async function finishDocument(
  db: Db,
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
        eq(documents.id, document.id),
        eq(documents.leaseOwner, owner),
        eq(documents.status, 'processing'),
      ),
    )
    .returning({ id: documents.id });
  return updated.length > 0;
}

/** Documents whose workers died on their last allowed attempt: mark them failed instead of stuck. */
export async function failExhaustedDocuments(
  db: Db,
  maxAttempts: number,
  message: string,
): Promise<number> {
  const failed = await db
    .update(documents)
    .set({ status: 'failed', errorMessage: message, leaseOwner: null, leaseExpiresAt: null })
    .where(
      and(
        eq(documents.status, 'processing'),
        lt(documents.leaseExpiresAt, sql`now()`),
        sql`${documents.attempts} >= ${maxAttempts}`,
      ),
    )
    .returning({ id: documents.id });
  return failed.length;
}
