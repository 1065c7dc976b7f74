import { and, count, countDistinct, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { documents, organizations, visualizations } from '../../db/schema.js';
import {
  deleteOwnedRow,
  findOwnedRow,
  inOrganization,
  insertOwnedRow,
  type Actor,
} from '../../db/tenant.js';

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

export function listDocuments(db: Db, actor: Actor): Promise<DocumentListRow[]> {
  return db
    .select(listColumns)
    .from(documents)
    .where(inOrganization(documents, actor))
    .orderBy(desc(documents.createdAt), desc(documents.id));
}

export function findDocument(db: Db, actor: Actor, id: number): Promise<DocumentRow | undefined> {
  return findOwnedRow(db, documents, actor, id);
}

/** Deletes the row (its visualizations and their versions go with it by cascade); returns it. */
export function deleteDocument(db: Db, actor: Actor, id: number): Promise<DocumentRow | undefined> {
  return deleteOwnedRow(db, documents, actor, id);
}

const RECENT_DAYS = 7;

export async function documentStats(db: Db, actor: Actor) {
  const since = new Date(Date.now() - RECENT_DAYS * 24 * 60 * 60 * 1000);
  const [docs] = await db
    .select({
      total: count(),
      categories: countDistinct(
        sql`case when ${documents.category} <> 'unknown' then ${documents.category} end`,
      ),
      recent: count(sql`case when ${documents.createdAt} >= ${since} then 1 end`),
    })
    .from(documents)
    .where(inOrganization(documents, actor));
  const [vizs] = await db
    .select({
      total: count(),
      recent: count(sql`case when ${visualizations.createdAt} >= ${since} then 1 end`),
    })
    .from(visualizations)
    .where(inOrganization(visualizations, actor));
  const perCategory = await db
    .select({ category: documents.category, n: count() })
    .from(documents)
    .where(and(inOrganization(documents, actor), ne(documents.category, 'unknown')))
    .groupBy(documents.category);
  return {
    totalDocuments: docs!.total,
    visualizations: vizs!.total,
    categories: docs!.categories,
    recentActivity: docs!.recent + vizs!.recent,
    byCategory: Object.fromEntries(perCategory.map((row) => [row.category, row.n])),
  };
}
