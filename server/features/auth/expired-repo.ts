import { lt } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, sessions } from '../../db/schema.js';

/**
 * Deletes the sessions and password-reset links whose time has run out: neither can be used
 * again (the session lookup and the reset check both compare expiresAt), so only the rows go.
 */
export async function deleteExpiredSessionsAndResets(db: Db, now: Date) {
  const expiredSessions = await db
    .delete(sessions)
    .where(lt(sessions.expiresAt, now))
    .returning({ id: sessions.id });
  const expiredResets = await db
    .delete(passwordResets)
    .where(lt(passwordResets.expiresAt, now))
    .returning({ id: passwordResets.id });
  return { sessions: expiredSessions.length, passwordResets: expiredResets.length };
}
