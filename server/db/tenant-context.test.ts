import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { MAX_ATTEMPTS, claimNextDocument, finishDocument } from '../pipeline/job-repo.js';
import { DB_KINDS, useTestOrganization } from '../test-support/test-db.js';
import { scopeOfJob } from './mint-context.js';
import { documents, organizations } from './schema.js';

/**
 * The worker acts in the organization of the job it claimed: a scope made for another
 * organization finds nothing to finish, even with the right id and lease.
 */
describe.each(DB_KINDS)('the worker acts in the job organization only, on %s', (kind) => {
  const t = useTestOrganization(kind, 'Job Org');

  it('records an outcome with the scope of its job, and nothing with another scope', async () => {
    const [other] = await t.db.insert(organizations).values({ name: 'Other Org' }).returning();
    const [row] = await t.db
      .insert(documents)
      .values({
        name: 'scoped',
        originalFilename: 'scoped.pdf',
        fileSize: 1,
        mimeType: 'application/pdf',
        organizationId: t.orgId,
        storageKey: `org_${t.orgId}/scoped`,
      })
      .returning();
    const claimed = (await claimNextDocument(t.db, 'scope-worker', 60_000, MAX_ATTEMPTS))!;
    expect(claimed.id).toBe(row!.id);
    const outcome = { status: 'failed', errorMessage: 'x' } as const;

    const foreign = scopeOfJob({ organizationId: other!.id });
    expect(await finishDocument(t.db, foreign, claimed, 'scope-worker', outcome)).toBe(false);
    const [untouched] = await t.db.select().from(documents).where(eq(documents.id, row!.id));
    expect(untouched!.status).toBe('processing');

    expect(await finishDocument(t.db, scopeOfJob(claimed), claimed, 'scope-worker', outcome)).toBe(
      true,
    );
    const [finished] = await t.db.select().from(documents).where(eq(documents.id, row!.id));
    expect(finished!.status).toBe('failed');
  });
});
