import { and, desc, eq, gt, lt, or } from 'drizzle-orm';
import type { Role } from '../../../common/roles.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';

const MINUTE_MS = 60_000;
const HOUR_MS = 60 * MINUTE_MS;
/**
 * Idle timeouts (OWASP ASVS 5.0 §7.3): a session unused this long ends even before its absolute
 * expiry (24 hours, or 30 days with 'Remember me'; see common/constants.ts).
 */
export const SESSION_IDLE_MS = 12 * HOUR_MS;
export const REMEMBERED_SESSION_IDLE_MS = 7 * 24 * HOUR_MS;
/** last_used_at moves at most this often, so a busy client does not cost a write per request. */
const TOUCH_INTERVAL_MS = MINUTE_MS;
const USER_AGENT_MAX_LENGTH = 500;

/** A live session's holder, as the auth plugin needs it. */
export interface LiveSession {
  sessionId: number;
  userId: number;
  organizationId: number;
  role: Role;
  /** The absolute end: a cached session (session-cache.ts) is never trusted past it. */
  expiresAt: Date;
}

export interface NewSession {
  userId: number;
  tokenHash: string;
  expiresAt: Date;
  remembered: boolean;
  userAgent: string | undefined;
}

export async function insertSession(db: Db, session: NewSession) {
  const userAgent = session.userAgent?.slice(0, USER_AGENT_MAX_LENGTH) || null;
  const [row] = await db
    .insert(sessions)
    .values({ ...session, userAgent })
    .returning({ id: sessions.id });
  return row!.id;
}

/** Sessions neither past their absolute expiry nor idle for longer than their idle limit. */
function live(now: Date) {
  const usedSince = (idleMs: number) => gt(sessions.lastUsedAt, new Date(now.getTime() - idleMs));
  return and(
    gt(sessions.expiresAt, now),
    or(
      and(eq(sessions.remembered, true), usedSince(REMEMBERED_SESSION_IDLE_MS)),
      and(eq(sessions.remembered, false), usedSince(SESSION_IDLE_MS)),
    ),
  );
}

/**
 * Who holds a live session with this token hash, or null; records the use (at most once a
 * minute). The auth plugin turns the answer into the request's Actor.
 */
export async function findLiveSessionByTokenHash(
  db: Db,
  tokenHash: string,
): Promise<LiveSession | null> {
  const now = new Date();
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      organizationId: users.organizationId,
      role: users.role,
      expiresAt: sessions.expiresAt,
      lastUsedAt: sessions.lastUsedAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), live(now)))
    .limit(1);
  if (!row) return null;
  const { lastUsedAt, ...session } = row;
  if (now.getTime() - lastUsedAt.getTime() >= TOUCH_INTERVAL_MS) {
    await db
      .update(sessions)
      .set({ lastUsedAt: now })
      .where(and(eq(sessions.id, row.sessionId), lt(sessions.lastUsedAt, now)));
  }
  return { ...session, role: session.role as Role };
}

/** The user's live sessions, most recently used first. */
export async function listSessions(db: Db, userId: number) {
  return db
    .select({
      id: sessions.id,
      userAgent: sessions.userAgent,
      lastUsedAt: sessions.lastUsedAt,
      createdAt: sessions.createdAt,
    })
    .from(sessions)
    .where(and(eq(sessions.userId, userId), live(new Date())))
    .orderBy(desc(sessions.lastUsedAt), desc(sessions.id));
}

/** Ends one of the user's own sessions; false when the id is not theirs (or does not exist). */
export async function deleteOwnSession(
  db: Db,
  userId: number,
  sessionId: number,
): Promise<boolean> {
  const deleted = await db
    .delete(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)))
    .returning({ id: sessions.id });
  return deleted.length > 0;
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
