import { and, count, desc, eq, gte, inArray, isNull, lt, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { activityEvents, documents, users, visualizations } from '../../db/schema.js';
import { inOrganization, type OrganizationScope } from '../../db/tenant.js';
import {
  olderThan,
  positionColumn,
  toPage,
  type Page,
  type PagePosition,
} from '../../db/page-cursor.js';

/** Whose log: one organization's, or the platform's own (organizationId null). */
export type ActivityLog = OrganizationScope | 'platform';

export interface NewActivityRow {
  actorUserId: number | null;
  kind: string;
  /** JSON text. */
  details: string;
}

/**
 * Appends an event. The organization is the scope's, or null for the platform's log; only
 * insertJoinActivity (a registration by invitation) and insertSweptActivity (the worker sweep)
 * below take a bare organization id.
 */
export async function insertActivity(db: Db, log: ActivityLog, row: NewActivityRow): Promise<void> {
  const organizationId = log === 'platform' ? null : log.organizationId;
  await db.insert(activityEvents).values({ ...row, organizationId });
}

/**
 * A newcomer's "joined" event, written in the registration's transaction: nobody is signed in
 * yet, so there is no scope; the organization is the one of the invitation just claimed.
 */
export async function insertJoinActivity(
  db: Db,
  invitation: { organizationId: number },
  row: NewActivityRow,
): Promise<void> {
  await db.insert(activityEvents).values({ ...row, organizationId: invitation.organizationId });
}

/** Events of the worker sweep, which acts across organizations: each row names its own. */
export async function insertSweptActivity(
  db: Db,
  rows: (NewActivityRow & { organizationId: number })[],
): Promise<void> {
  if (rows.length) await db.insert(activityEvents).values(rows);
}

const inLog = (log: ActivityLog): SQL =>
  log === 'platform' ? isNull(activityEvents.organizationId) : inOrganization(activityEvents, log);

/**
 * Who did it, from the users table as they are now (so a renamed member shows their new name);
 * in an organization's log only its own members are ever joined.
 */
const actorJoin = (log: ActivityLog): SQL =>
  log === 'platform'
    ? eq(users.id, activityEvents.actorUserId)
    : and(eq(users.id, activityEvents.actorUserId), inOrganization(users, log))!;

export type ActivityListRow = Awaited<ReturnType<typeof listActivity>>['rows'][number];

/**
 * One page of a log, newest first, after `before` when given: a range scan of
 * activity_events_organization_idx (organization_id, created_at, id), for the platform's log too
 * (organization_id is null).
 */
export async function listActivity(
  db: Db,
  log: ActivityLog,
  limit: number,
  before: PagePosition | null,
) {
  const rows = await db
    .select({
      id: activityEvents.id,
      kind: activityEvents.kind,
      details: activityEvents.details,
      createdAt: activityEvents.createdAt,
      actorId: users.id,
      actorFirstName: users.firstName,
      actorLastName: users.lastName,
      actorOrganizationId: users.organizationId,
      actorProfileImage: users.profileImage,
      pagePosition: positionColumn(activityEvents.createdAt, activityEvents.id),
    })
    .from(activityEvents)
    .leftJoin(users, actorJoin(log))
    .where(
      and(
        inLog(log),
        before ? olderThan(activityEvents.createdAt, activityEvents.id, before) : undefined,
      ),
    )
    .orderBy(desc(activityEvents.createdAt), desc(activityEvents.id))
    .limit(limit + 1);
  return toPage(rows, limit) as Page<(typeof rows)[number]>;
}

/** Which of these documents and visualizations the organization still has: the lines to link. */
export async function existingTargets(
  db: Db,
  scope: OrganizationScope,
  ids: { documents: number[]; visualizations: number[] },
) {
  const [documentRows, visualizationRows] = await Promise.all([
    ids.documents.length
      ? db
          .select({ id: documents.id })
          .from(documents)
          .where(and(inOrganization(documents, scope), inArray(documents.id, ids.documents)))
      : [],
    ids.visualizations.length
      ? db
          .select({ id: visualizations.id })
          .from(visualizations)
          .where(
            and(
              inOrganization(visualizations, scope),
              inArray(visualizations.id, ids.visualizations),
            ),
          )
      : [],
  ]);
  return {
    documents: new Set(documentRows.map((row) => row.id)),
    visualizations: new Set(visualizationRows.map((row) => row.id)),
  };
}

/** Events of the organization since `since`: an index-only range count. */
export async function countActivitySince(
  db: Db,
  scope: OrganizationScope,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(activityEvents)
    .where(and(inOrganization(activityEvents, scope), gte(activityEvents.createdAt, since)));
  return row?.n ?? 0;
}

/**
 * Deletes up to `batch` events older than `cutoff`, oldest first (activity_events_created_idx),
 * and says how many went: short statements, so a large backlog never holds locks for long.
 */
export async function deleteActivityBefore(db: Db, cutoff: Date, batch: number): Promise<number> {
  const oldest = db
    .select({ id: activityEvents.id })
    .from(activityEvents)
    .where(lt(activityEvents.createdAt, cutoff))
    .orderBy(activityEvents.createdAt, activityEvents.id)
    .limit(batch);
  const deleted = await db
    .delete(activityEvents)
    .where(inArray(activityEvents.id, oldest))
    .returning({ id: activityEvents.id });
  return deleted.length;
}
