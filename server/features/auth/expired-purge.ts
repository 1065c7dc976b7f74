import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
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

/** Purges once the app is ready, then every hour until it closes (the timer never keeps Node alive). */
export function schedulePurgeExpired(app: FastifyInstance, db: Db, intervalMs = PURGE_INTERVAL_MS) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = purgeExpired(db).then(
      (removed) => {
        if (removed.sessions || removed.passwordResets || removed.signInCounters)
          app.log.info({ removed }, 'purged expired sessions, reset links and sign-in counters');
      },
      (error: unknown) => app.log.error({ err: error }, 'could not purge expired sessions'),
    );
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
