import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { loginThrottles } from '../db/schema.js';

/**
 * Failure counters in fixed windows, one login_throttles row per key, shared by every app process:
 * the sign-in throttle, the taken-address probe (server/features/auth) and the share-link
 * password limit (server/features/sharing) each use their own key prefix.
 */

/** One counter row as the throttles read it. */
export interface Counter {
  /** Failures in the current window; 0 once the window has run out. */
  failures: number;
  windowStartedAt: Date;
  blockedUntil: Date | null;
}

export interface CountPolicy {
  windowMinutes: number;
  /** Reaching this many failures blocks the key for one window; undefined: the key only counts. */
  maxFailures?: number;
}

const windowOf = (minutes: number) => sql.raw(`interval '${Math.trunc(minutes)} minutes'`);

/** The rows of the keys that exist, with failures of a run-out window read as 0. */
export async function readCounters(
  db: Db,
  keys: string[],
  windowMinutes: number,
): Promise<Map<string, Counter>> {
  const stale = sql`${loginThrottles.windowStartedAt} < now() - ${windowOf(windowMinutes)}`;
  const rows = await db
    .select({
      key: loginThrottles.key,
      failures: sql<number>`(case when ${stale} then 0 else ${loginThrottles.failures} end)::int`,
      windowStartedAt: loginThrottles.windowStartedAt,
      blockedUntil: loginThrottles.blockedUntil,
    })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, keys));
  return new Map(
    rows.map(({ key, ...counter }) => [key, { ...counter, failures: Number(counter.failures) }]),
  );
}

/**
 * Counts one failure for a key in a fixed window and answers the counter as it now is. A single
 * upsert, so concurrent failures from several processes all count and each sees its own number.
 */
export async function countFailure(db: Db, key: string, policy: CountPolicy): Promise<Counter> {
  const window = windowOf(policy.windowMinutes);
  const stale = sql`${loginThrottles.windowStartedAt} < now() - ${window}`;
  const failures = sql`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`;
  const max = policy.maxFailures;
  const [row] = await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      blockedUntil: max !== undefined && max <= 1 ? sql`now() + ${window}` : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then now() else ${loginThrottles.windowStartedAt} end`,
        blockedUntil:
          max === undefined
            ? loginThrottles.blockedUntil
            : sql`case when ${failures} >= ${max} then now() + ${window} else ${loginThrottles.blockedUntil} end`,
      },
    })
    .returning({
      failures: loginThrottles.failures,
      windowStartedAt: loginThrottles.windowStartedAt,
      blockedUntil: loginThrottles.blockedUntil,
    });
  return row!;
}

/** Remembers when a key last happened (a successful sign-in), with no failures and no block. */
export async function touchKey(db: Db, key: string): Promise<void> {
  await db
    .insert(loginThrottles)
    .values({ key, failures: 0, windowStartedAt: sql`now()`, blockedUntil: null })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: { failures: 0, windowStartedAt: sql`now()`, blockedUntil: null },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, [key]));
}
