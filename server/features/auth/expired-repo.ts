import { and, isNull, like, lt, not, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottles, passwordResets, sessions } from '../../db/schema.js';
import { KNOWN_CLIENT_DAYS } from './sign-in-throttle.js';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Deletes the sessions and password-reset links whose time has run out: neither can be used
 * again (the session lookup and the reset check both compare expiresAt), so only the rows go.
 * Also the throttle counters (server/throttle: sign-in, taken-address probes, share-link
 * passwords) idle for a day with no block running (every failed sign-in or share-link password
 * from a new IP makes one, so they must not pile up; none counts in a window over a day), and
 * remembered sign-ins past their time.
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
  const known = like(loginThrottles.key, 'known:%');
  const idleCounters = await db
    .delete(loginThrottles)
    .where(
      or(
        and(
          known,
          lt(loginThrottles.windowStartedAt, new Date(now.getTime() - KNOWN_CLIENT_DAYS * DAY_MS)),
        ),
        and(
          not(known),
          lt(loginThrottles.windowStartedAt, new Date(now.getTime() - DAY_MS)),
          or(isNull(loginThrottles.blockedUntil), lt(loginThrottles.blockedUntil, now)),
        ),
      ),
    )
    .returning({ key: loginThrottles.key });
  return {
    sessions: expiredSessions.length,
    passwordResets: expiredResets.length,
    signInCounters: idleCounters.length,
  };
}
