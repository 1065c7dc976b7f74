import type { UserSessionsResponse } from '../../../common/contracts/profile.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../db/tenant.js';
import { notFound } from '../../errors.js';
import { deviceName } from './device-name.js';
import { forgetSessions } from './session-cache.js';
import { deleteOwnSession, listSessions } from './session-repo.js';

/** The caller's own sessions, newest use first, the one making this request marked `current`. */
export async function mySessions(ctx: AppContext, actor: Actor): Promise<UserSessionsResponse> {
  const rows = await listSessions(ctx.db, actor.userId);
  return {
    sessions: rows.map((row) => ({
      id: row.id,
      device: deviceName(row.userAgent),
      lastUsedAt: row.lastUsedAt.toISOString(),
      createdAt: row.createdAt.toISOString(),
      current: row.id === actor.sessionId,
    })),
  };
}

/** Ends one of the caller's sessions; another person's session id answers exactly like a missing one. */
export async function endMySession(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  if (!(await deleteOwnSession(ctx.db, actor.userId, id))) throw notFound('Session');
  forgetSessions(ctx.db, { sessionId: id, userId: actor.userId });
}
