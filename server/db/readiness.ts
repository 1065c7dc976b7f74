import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrationsFolder } from '../paths.js';
import type { Db } from './client.js';

/** The database answers a query at all. */
export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}

/**
 * The newest migration this build ships, dated as drizzle's migrator dates it: the journal's
 * `when`, which it stores as `created_at` of the row it writes for the migration.
 */
export function newestShippedMigration(folder = migrationsFolder): number {
  const journal = JSON.parse(readFileSync(join(folder, 'meta', '_journal.json'), 'utf8')) as {
    entries: Array<{ when: number }>;
  };
  return Math.max(0, ...journal.entries.map((entry) => entry.when));
}

/**
 * Every shipped migration is applied, judged the way drizzle's migrator decides what to run: by
 * the newest `created_at` it recorded. False (not an error) when one is missing; throws when
 * the bookkeeping table itself is unreadable (a database never migrated).
 */
export async function migrationsApplied(db: Db, newestShipped: number): Promise<boolean> {
  const result = (await db.execute(
    sql`select max(created_at) as applied from drizzle.__drizzle_migrations`,
  )) as unknown as { rows: Array<{ applied: string | number | bigint | null }> };
  const applied = result.rows[0]?.applied;
  return applied !== null && applied !== undefined && Number(applied) >= newestShipped;
}
