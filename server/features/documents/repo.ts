import { and, count, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, organizations, visualizations } from '../../db/schema.js';
import {
  deleteOwnedRow,
  findOwnedRow,
  inOrganization,
  insertOwnedRow,
  ownedRow,
  type Actor,
} from '../../db/tenant.js';
import {
  olderThan,
  positionColumn,
  toPage,
  type Page,
  type PagePosition,
} from '../../db/page-cursor.js';

export type DocumentRow = typeof documents.$inferSelect;
type NewDocument = Omit<typeof documents.$inferInsert, 'organizationId' | 'userId'>;

/** Columns of the polled list: everything but the (possibly large) extracted text and analysis. */
const listColumns = {
  id: documents.id,
  name: documents.name,
  originalFilename: documents.originalFilename,
  fileSize: documents.fileSize,
  mimeType: documents.mimeType,
  status: documents.status,
  category: documents.category,
  errorMessage: documents.errorMessage,
  userId: documents.userId,
  organizationId: documents.organizationId,
  createdAt: documents.createdAt,
  processedAt: documents.processedAt,
};
export type DocumentListRow = { [K in keyof typeof listColumns]: DocumentRow[K] };

/**
 * The organization's documents change marker, the list's ETag: every insert, update or delete of
 * one of its documents bumps it, by a database trigger (migration 0003), so no write can forget.
 */
export async function documentsChangeCounter(db: Db, actor: Actor): Promise<number> {
  const [row] = await db
    .select({ counter: organizations.changeCounter })
    .from(organizations)
    .where(eq(organizations.id, actor.organizationId));
  return row?.counter ?? 0;
}

export function insertDocument(db: Db, actor: Actor, values: NewDocument): Promise<DocumentRow> {
  return insertOwnedRow(db, documents, actor, { ...values, userId: actor.userId });
}

/** One page of the organization's documents, newest first, after `before` when given. */
export async function listDocuments(
  db: Db,
  actor: Actor,
  limit: number,
  before: PagePosition | null,
): Promise<Page<DocumentListRow>> {
  const rows = await db
    .select({ ...listColumns, pagePosition: positionColumn(documents.createdAt, documents.id) })
    .from(documents)
    .where(
      and(
        inOrganization(documents, actor),
        before ? olderThan(documents.createdAt, documents.id, before) : undefined,
      ),
    )
    .orderBy(desc(documents.createdAt), desc(documents.id))
    .limit(limit + 1);
  return toPage(rows, limit);
}

export function findDocument(db: Db, actor: Actor, id: number): Promise<DocumentRow | undefined> {
  return findOwnedRow(db, documents, actor, id);
}

/**
 * Puts a settled document (processed or failed) back in the queue: waiting, no attempts, no error,
 * no lease, with the category a member chose (null: classify again). One conditional statement,
 * so a document a worker holds is never taken from it. Its current result stays until the new one
 * replaces it; its visualizations are not touched. Undefined when no settled document has the id.
 */
export async function requeueDocument(
  db: Db,
  actor: Actor,
  id: number,
  chosenCategory: string | null,
): Promise<DocumentRow | undefined> {
  const [row] = await db
    .update(documents)
    .set({
      status: 'uploaded',
      attempts: 0,
      errorMessage: null,
      leaseOwner: null,
      leaseExpiresAt: null,
      chosenCategory,
    })
    .where(and(ownedRow(documents, actor, id), inArray(documents.status, ['processed', 'failed'])))
    .returning();
  return row;
}

/** Deletes the row (its visualizations and their versions go with it by cascade); returns it. */
export function deleteDocument(db: Db, actor: Actor, id: number): Promise<DocumentRow | undefined> {
  return deleteOwnedRow(db, documents, actor, id);
}

/**
 * The dashboard's counts: one pass over the organization's documents grouped by category (an
 * index-only scan of documents_organization_idx) and one over its visualizations. The number of
 * detected categories is the number of groups other than 'unknown'. (Recent Activity comes from
 * the activity log: dashboard-reads.ts.)
 */
export async function documentStats(db: Db, actor: Actor) {
  const [perCategory, [vizs]] = await Promise.all([
    db
      .select({
        category: documents.category,
        n: count(),
      })
      .from(documents)
      .where(inOrganization(documents, actor))
      .groupBy(documents.category),
    db.select({ total: count() }).from(visualizations).where(inOrganization(visualizations, actor)),
  ]);
  const detected = perCategory.filter((row) => row.category !== 'unknown');
  const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
  return {
    totalDocuments: sum(perCategory.map((row) => row.n)),
    visualizations: vizs!.total,
    categories: detected.length,
    byCategory: Object.fromEntries(detected.map((row) => [row.category, row.n])),
  };
}
