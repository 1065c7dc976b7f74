import type { Db } from '../../db/client.js';
import { SharedRead } from '../../db/shared-read.js';
import type { Actor } from '../../db/tenant.js';
import { recentActivityCount } from '../activity/service.js';
import { documentStats, documentsChangeCounter } from './repo.js';

/**
 * The reads every open dashboard repeats: it polls the first page of GET /api/documents every
 * 3 seconds (almost always a 304 from the organization's change counter) and reloads the stats
 * when the list changed. Per organization and per database handle (one per process):
 * - the counter and the stats are read once for everyone asking at once, and on the embedded
 *   database kept until the next write (shared-read.ts); on PostgreSQL a write elsewhere, such
 *   as a worker process, is seen by the counter within a quarter second;
 * - the first page is kept as the client gets it, for the counter value it was read under, so a
 *   changed list is read and mapped once, not once per polling client.
 */
const MAX_ORGANIZATIONS = 20_000;
/** Organizations whose first page is kept (about 37 KB each); beyond it the least recent goes. */
const MAX_PAGES = 200;
/** The stats count the last 7 days: a kept answer must not lag the clock by more than this. */
const STATS_MAX_AGE_MS = 10_000;

/**
 * On PostgreSQL a worker process's result reaches the counter read here after at most this
 * long: invisible next to the dashboard's 3-second poll, and one read per organization per
 * quarter second instead of one per request (issue 15's polled-304 target).
 */
const OTHERS_WRITES_MAX_AGE_MS = 250;
const counters = new SharedRead<number, number>({
  maxEntries: MAX_ORGANIZATIONS,
  othersWritesMaxAgeMs: OTHERS_WRITES_MAX_AGE_MS,
});
/** The dashboard's figures: the document counts and the activity log's last 7 days. */
async function dashboardStats(db: Db, actor: Actor) {
  const [counts, recentActivity] = await Promise.all([
    documentStats(db, actor),
    recentActivityCount(db, actor),
  ]);
  return { ...counts, recentActivity };
}

const stats = new SharedRead<number, Awaited<ReturnType<typeof dashboardStats>>>({
  maxEntries: MAX_ORGANIZATIONS,
  maxAgeMs: STATS_MAX_AGE_MS,
});

/**
 * The organization's documents change counter (the list's ETag), read first: a page read after
 * it is at least as new, so an ETag never claims a newer list than the body it came with.
 */
export function documentsVersion(db: Db, actor: Actor): Promise<number> {
  return counters.read(db, actor.organizationId, () => documentsChangeCounter(db, actor));
}

export function sharedDocumentStats(db: Db, actor: Actor) {
  // Kept until this process's next write (an activity event is one) or for 10 s at most.
  return stats.read(db, actor.organizationId, () => dashboardStats(db, actor));
}

interface KeptPage {
  version: number;
  tag: string;
  page: unknown;
}

const pages = new WeakMap<Db, Map<number, KeptPage>>();

/**
 * The first page for this counter value, read with `read` only when it is not kept yet. Keyed by
 * the counter read before it, a kept page is never older than its ETag says. Later pages
 * (`before` cursors) are not polled and are always read.
 */
export async function cachedFirstPage<T>(
  db: Db,
  actor: Actor,
  version: number,
  tag: string,
  read: () => Promise<T>,
): Promise<T> {
  let kept = pages.get(db);
  if (!kept) pages.set(db, (kept = new Map()));
  const key = actor.organizationId;
  const known = kept.get(key);
  // Most recently used last: the first key is the one to drop when full.
  kept.delete(key);
  if (known && known.version === version && known.tag === tag) {
    kept.set(key, known);
    return known.page as T;
  }
  const page = await read();
  kept.delete(key);
  if (kept.size >= MAX_PAGES) kept.delete(kept.keys().next().value!);
  kept.set(key, { version, tag, page });
  return page;
}
