import { and, asc, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { visualizationChanges, visualizations } from '../../db/schema.js';
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

export type VisualizationRow = typeof visualizations.$inferSelect;
export type VersionRow = typeof visualizationChanges.$inferSelect;

export function insertVisualization(
  db: Db,
  actor: Actor,
  values: Pick<VisualizationRow, 'title' | 'category' | 'templateId' | 'data' | 'documentId'>,
): Promise<VisualizationRow> {
  return insertOwnedRow(db, visualizations, actor, { ...values, userId: actor.userId });
}

/** One page of the organization's visualizations, newest first, after `before` when given. */
export async function listVisualizations(
  db: Db,
  actor: Actor,
  limit: number,
  before: PagePosition | null,
): Promise<Page<VisualizationRow>> {
  const rows = await db
    .select({
      ...getTableColumns(visualizations),
      pagePosition: positionColumn(visualizations.createdAt, visualizations.id),
    })
    .from(visualizations)
    .where(
      and(
        inOrganization(visualizations, actor),
        before ? olderThan(visualizations.createdAt, visualizations.id, before) : undefined,
      ),
    )
    .orderBy(desc(visualizations.createdAt), desc(visualizations.id))
    .limit(limit + 1);
  return toPage(rows, limit);
}

export function listDocumentVisualizations(
  db: Db,
  actor: Actor,
  documentId: number,
): Promise<VisualizationRow[]> {
  return db
    .select()
    .from(visualizations)
    .where(and(inOrganization(visualizations, actor), eq(visualizations.documentId, documentId)))
    .orderBy(asc(visualizations.createdAt), asc(visualizations.id));
}

export function findVisualization(
  db: Db,
  actor: Actor,
  id: number,
): Promise<VisualizationRow | undefined> {
  return findOwnedRow(db, visualizations, actor, id);
}

/** Deletes it (its versions go by cascade) and returns it, or undefined when there was none. */
export function deleteVisualization(
  db: Db,
  actor: Actor,
  id: number,
): Promise<VisualizationRow | undefined> {
  return deleteOwnedRow(db, visualizations, actor, id);
}

/**
 * Writes the next version. The visualization row is locked first, so concurrent saves queue up
 * and each gets the next number: 1, 2, 3… with no gap and no duplicate (the unique constraint on
 * (visualization_id, version) is the backstop).
 */
export async function insertVersion(
  db: Db,
  actor: Actor,
  id: number,
  data: string,
  changeDescription: string | null,
  /** Written in the same transaction, once the version is (its activity line). */
  alongside?: (tx: Db, version: VersionRow) => Promise<void>,
): Promise<VersionRow | undefined> {
  return db.transaction(async (tx) => {
    const [locked] = await tx
      .select({ id: visualizations.id })
      .from(visualizations)
      .where(ownedRow(visualizations, actor, id))
      .for('update');
    if (!locked) return undefined;
    const [row] = await tx
      .insert(visualizationChanges)
      .values({
        visualizationId: id,
        version: sql`(select coalesce(max(${visualizationChanges.version}), 0) + 1 from ${visualizationChanges} where ${visualizationChanges.visualizationId} = ${id})`,
        data,
        changeDescription,
        userId: actor.userId,
      })
      .returning();
    await tx.update(visualizations).set({ data }).where(eq(visualizations.id, id));
    if (row && alongside) await alongside(tx, row);
    return row;
  });
}

/** Versions of a visualization the actor's organization owns, newest first. */
export function listVersions(db: Db, actor: Actor, id: number): Promise<VersionRow[]> {
  return db
    .select({
      id: visualizationChanges.id,
      visualizationId: visualizationChanges.visualizationId,
      version: visualizationChanges.version,
      data: visualizationChanges.data,
      changeDescription: visualizationChanges.changeDescription,
      userId: visualizationChanges.userId,
      createdAt: visualizationChanges.createdAt,
    })
    .from(visualizationChanges)
    .innerJoin(visualizations, eq(visualizations.id, visualizationChanges.visualizationId))
    .where(and(inOrganization(visualizations, actor), eq(visualizationChanges.visualizationId, id)))
    .orderBy(desc(visualizationChanges.version));
}
