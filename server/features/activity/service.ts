import {
  RECENT_ACTIVITY_DAYS,
  restoredVersionOf,
  type ActivityEvent,
  type ActivityKind,
} from '../../../common/activity.js';
import {
  ACTIVITY_DETAILS_SCHEMAS,
  ACTIVITY_PAGE_SIZE,
  type ActivityItem,
} from '../../../common/contracts/activity.js';
import { PAGE_CURSOR_MESSAGE } from '../../../common/contracts/paging.js';
import { isAdmin, type Role } from '../../../common/roles.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import { readJsonText, toJsonText } from '../../db/json-columns.js';
import type { OrganizationScope } from '../../db/tenant.js';
import { decodePageCursor } from '../../db/page-cursor.js';
import { badRequest } from '../../errors.js';
import {
  countActivitySince,
  existingTargets,
  insertActivity,
  insertJoinActivity,
  insertSweptActivity,
  listActivity,
  type ActivityListRow,
  type ActivityLog,
} from './repo.js';

export type { ActivityLog } from './repo.js';

/** The platform's own log: template changes, read by platform admins only. */
export const PLATFORM_LOG = 'platform' as const;

/** Who did it: a signed-in caller (any Actor), or null for the worker. */
type Doer = { userId: number } | null;

/**
 * Records an event with the given handle: a transaction's, so the event is written (or not)
 * together with the change it tells of. A failure throws, and the change rolls back with it.
 */
export async function recordActivity(
  db: Db,
  log: ActivityLog,
  doer: Doer,
  event: ActivityEvent,
): Promise<void> {
  await insertActivity(db, log, {
    actorUserId: doer?.userId ?? null,
    kind: event.kind,
    details: toJsonText(event.details),
  });
}

/**
 * Records an event after its change succeeded, where the change is not one transaction with it
 * (an upload, an invitation e-mail, a template): the log is a record, not the change, so a failure
 * to write it is logged and the caller's request still succeeds.
 */
export async function noteActivity(
  ctx: AppContext,
  log: ActivityLog,
  doer: Doer,
  event: ActivityEvent,
): Promise<void> {
  try {
    await recordActivity(ctx.db, log, doer, event);
  } catch (error) {
    ctx.log.error({ err: error, kind: event.kind }, 'could not record an activity event');
  }
}

/** A saved version's event: a restore when its description is the restore's own (spec §4). */
export function savedVersionEvent(
  visualization: { id: number; title: string },
  saved: { version: number; changeDescription: string | null },
): ActivityEvent {
  const ref = { visualizationId: visualization.id, title: visualization.title };
  const restored = restoredVersionOf(saved.changeDescription);
  return restored === null
    ? { kind: 'visualization.version_saved', details: { ...ref, version: saved.version } }
    : {
        kind: 'visualization.restored',
        details: { ...ref, version: saved.version, restoredVersion: restored },
      };
}

/** A template's event, for the platform's log. */
export function templateEvent(
  kind: 'template.created' | 'template.updated' | 'template.deleted',
  template: { id: number; name: string; category: string },
): ActivityEvent {
  return {
    kind,
    details: { templateId: template.id, name: template.name, category: template.category },
  };
}

/** "Bob joined as a User", in the registration's transaction (nobody is signed in yet). */
export async function recordMemberJoined(
  tx: Db,
  invitation: { organizationId: number },
  user: { id: number; firstName: string; lastName: string; role: string },
): Promise<void> {
  const event: ActivityEvent = {
    kind: 'member.joined',
    details: { name: `${user.firstName} ${user.lastName}`.trim(), role: user.role },
  };
  await insertJoinActivity(tx, invitation, {
    actorUserId: user.id,
    kind: event.kind,
    details: toJsonText(event.details),
  });
}

/**
 * The worker sweep's failures (documents whose workers died on their last attempt), in the
 * sweep's transaction. The sweep is system-level, across organizations: each row names its own.
 */
export async function recordSweptFailures(
  tx: Db,
  failed: { id: number; organizationId: number; name: string }[],
): Promise<void> {
  const rows = failed.map((document) => {
    const event: ActivityEvent = {
      kind: 'document.failed',
      details: { documentId: document.id, name: document.name },
    };
    return {
      organizationId: document.organizationId,
      actorUserId: null,
      kind: event.kind,
      details: toJsonText(event.details),
    };
  });
  await insertSweptActivity(tx, rows);
}

/** The dashboard's Recent Activity figure: the organization's events of the last 7 days. */
export function recentActivityCount(db: Db, scope: OrganizationScope): Promise<number> {
  const since = new Date(Date.now() - RECENT_ACTIVITY_DAYS * 24 * 60 * 60 * 1000);
  return countActivitySince(db, scope, since);
}

type Target = ActivityItem['target'];

/** The document or visualization an event is about, by its details. */
function subjectOf(kind: string, details: Record<string, unknown>): Target {
  if (kind.startsWith('document.') && typeof details.documentId === 'number')
    return { type: 'document', id: details.documentId };
  if (kind.startsWith('visualization.') && typeof details.visualizationId === 'number')
    return { type: 'visualization', id: details.visualizationId };
  return null;
}

/** A stored row as the API answers it; null for a kind this version does not know. */
function toItem(row: ActivityListRow, viewer: { role: Role } | null): ActivityItem | null {
  const schema = ACTIVITY_DETAILS_SCHEMAS[row.kind as ActivityKind];
  const details = schema ? readJsonText(row.details, schema) : null;
  if (!details) return null;
  // Whom an admin invited is admin data (the members page is theirs alone).
  if (row.kind === 'member.invited' && viewer && !isAdmin(viewer))
    delete (details as { email?: string }).email;
  return {
    id: row.id,
    kind: row.kind,
    details,
    actor:
      row.actorId === null
        ? null
        : {
            id: row.actorId,
            firstName: row.actorFirstName ?? '',
            lastName: row.actorLastName ?? '',
            organizationId: row.actorOrganizationId ?? 0,
            profileImage: row.actorProfileImage ?? null,
          },
    target: null,
    createdAt: row.createdAt.toISOString(),
  } as ActivityItem;
}

/**
 * One page of a log, newest first: an organization's (its members' view: `viewer` decides what
 * admin-only details stay), or the platform's. Each line links what it is about while that still
 * exists in the organization.
 */
export async function activityPage(
  ctx: AppContext,
  log: ActivityLog,
  viewer: { role: Role } | null,
  query: { limit?: number | undefined; before?: string | undefined },
): Promise<{ items: ActivityItem[]; nextCursor: string | null }> {
  // A cursor is only a position: one taken from another log shows nothing of it.
  const before = query.before === undefined ? null : decodePageCursor(query.before);
  if (query.before !== undefined && !before) throw badRequest(PAGE_CURSOR_MESSAGE);
  const page = await listActivity(ctx.db, log, query.limit ?? ACTIVITY_PAGE_SIZE, before);
  const items = page.rows
    .map((row) => toItem(row, viewer))
    .filter((item): item is ActivityItem => item !== null);
  if (log !== PLATFORM_LOG) await linkTargets(ctx.db, log, items);
  return { items, nextCursor: page.nextCursor };
}

async function linkTargets(db: Db, scope: OrganizationScope, items: ActivityItem[]) {
  const subjects = items.map((item) => subjectOf(item.kind, item.details));
  const ids = (type: 'document' | 'visualization') => [
    ...new Set(subjects.filter((s) => s?.type === type).map((s) => s!.id)),
  ];
  const existing = await existingTargets(db, scope, {
    documents: ids('document'),
    visualizations: ids('visualization'),
  });
  items.forEach((item, index) => {
    const subject = subjects[index];
    if (!subject) return;
    const kept = subject.type === 'document' ? existing.documents : existing.visualizations;
    if (kept.has(subject.id)) item.target = subject;
  });
}
