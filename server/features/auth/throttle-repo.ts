import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { loginThrottles } from '../../db/schema.js';

export interface ThrottlePolicy {
  maxFailures: number;
  windowMinutes: number;
}

/** The latest moment any of the keys stays blocked, or null. */
export async function blockedUntil(db: Db, keys: string[]): Promise<Date | null> {
  const rows = await db
    .select({ blockedUntil: loginThrottles.blockedUntil })
    .from(loginThrottles)
    .where(inArray(loginThrottles.key, keys));
  const now = Date.now();
  const until = rows
    .map((row) => row.blockedUntil?.getTime() ?? 0)
    .filter((time) => time > now)
    .sort((a, b) => b - a)[0];
  return until ? new Date(until) : null;
}

/**
 * Counts one failure for a key in a fixed window; reaching the limit blocks the key for one window.
 * A single upsert, so concurrent failures from several processes all count.
 */
export async function recordFailure(db: Db, key: string, policy: ThrottlePolicy): Promise<void> {
  const window = sql.raw(`interval '${Math.trunc(policy.windowMinutes)} minutes'`);
  const stale = sql`${loginThrottles.windowStartedAt} < now() - ${window}`;
  const failures = sql`case when ${stale} then 1 else ${loginThrottles.failures} + 1 end`;
  await db
    .insert(loginThrottles)
    .values({
      key,
      failures: 1,
      windowStartedAt: sql`now()`,
      blockedUntil: policy.maxFailures <= 1 ? sql`now() + ${window}` : null,
    })
    .onConflictDoUpdate({
      target: loginThrottles.key,
      set: {
        failures,
        windowStartedAt: sql`case when ${stale} then now() else ${loginThrottles.windowStartedAt} end`,
        blockedUntil: sql`case when ${failures} >= ${policy.maxFailures} then now() + ${window} else ${loginThrottles.blockedUntil} end`,
      },
    });
}

export async function clearFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginThrottles).where(inArray(loginThrottles.key, [key]));
}
