import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.js';
import { runEvery } from '../../periodic-task.js';
import { deleteActivityBefore } from './repo.js';

/**
 * Activity is kept 90 days: the dashboard shows the latest ten and counts the last 7 days, and a
 * log of what happened a season ago is history nobody pages to; without a bound every save of
 * every visualization would stay forever. Older events are deleted hourly, by every app process
 * (idempotent), in batches so a backlog never holds a long lock.
 */
export const ACTIVITY_RETENTION_DAYS = 90;
export const ACTIVITY_PURGE_INTERVAL_MS = 60 * 60 * 1000;
const BATCH = 5_000;
/** At most this many batches a run; the rest waits an hour (a backlog after a long downtime). */
const MAX_BATCHES = 20;

/** Deletes the events older than the retention period; says how many went. */
export async function purgeOldActivity(db: Db, now = new Date()): Promise<number> {
  const cutoff = new Date(now.getTime() - ACTIVITY_RETENTION_DAYS * 24 * 60 * 60 * 1000);
  let removed = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const deleted = await deleteActivityBefore(db, cutoff, BATCH);
    removed += deleted;
    if (deleted < BATCH) break;
  }
  return removed;
}

/** Purges once the app is ready, then every hour until it closes. */
export function schedulePurgeOldActivity(
  app: FastifyInstance,
  db: Db,
  intervalMs = ACTIVITY_PURGE_INTERVAL_MS,
) {
  runEvery(app, intervalMs, 'could not purge old activity events', async () => {
    const removed = await purgeOldActivity(db);
    if (removed) app.log.info({ removed }, 'purged activity events past their retention');
  });
}
