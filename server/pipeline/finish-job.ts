import type { Db } from '../db/client.js';
import type { OrganizationScope } from '../db/tenant.js';
import type { DocumentRow } from '../features/documents/repo.js';
import { recordActivity } from '../features/activity/service.js';
import { finishDocument, type JobOutcome } from './job-repo.js';

/**
 * Stage 5 with its line in the organization's activity log: the outcome and "processed as …" or
 * "could not be processed" are written in one transaction, so the log never tells of a result
 * that was dropped (a lost lease) and never misses one that was kept. A job queued again for
 * another try is not an event.
 */
export function finishJob(
  db: Db,
  scope: OrganizationScope,
  document: DocumentRow,
  owner: string,
  outcome: JobOutcome,
): Promise<boolean> {
  if (outcome.status === 'uploaded') return finishDocument(db, scope, document, owner, outcome);
  return db.transaction(async (tx) => {
    const recorded = await finishDocument(tx, scope, document, owner, outcome);
    if (!recorded) return false;
    const ref = { documentId: document.id, name: document.name };
    await recordActivity(
      tx,
      scope,
      null,
      outcome.status === 'processed'
        ? { kind: 'document.processed', details: { ...ref, category: outcome.category } }
        : { kind: 'document.failed', details: ref },
    );
    return true;
  });
}
