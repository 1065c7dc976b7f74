import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { runEvery } from '../../periodic-task.js';
import { deleteExpiredSessionsAndResets } from './expired-repo.js';

export const PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes expired sessions and password-reset links, which can never be used again, and idle
 * sign-in counters. Invitations
 * are kept on purpose: the members page lists an expired invitation as "expired" until the admin
 * resends or deletes it. Idempotent, so every app process may run it.
 */
export function purgeExpired(db: Db, now = new Date()) {
  return deleteExpiredSessionsAndResets(db, now);
}

/** Purges once the app is ready, then every hour until it closes. */
export function schedulePurgeExpired(app: FastifyInstance, db: Db, intervalMs = PURGE_INTERVAL_MS) {
  runEvery(app, intervalMs, 'could not purge expired sessions', async () => {
    const removed = await purgeExpired(db);
    if (removed.sessions || removed.passwordResets || removed.signInCounters)
      app.log.info({ removed }, 'purged expired sessions, reset links and sign-in counters');
  });
}
