import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { migrationsFolder } from '../paths.js';
import { lockDataDir } from './data-dir-lock.js';
import * as schema from './schema.js';

export type Schema = typeof schema;
/** One type for both drivers: services never know which PostgreSQL they talk to. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Applies the committed migrations, then runs `thenWhileLocked` (seeding) before another
   * process may start its own: two servers starting together would otherwise both insert
   * the same built-in templates and one would die on the unique seed key.
   */
  migrate(thenWhileLocked?: () => Promise<void>): Promise<void>;
  close(): Promise<void>;
}

export type DatabaseTarget =
  | { kind: 'postgres'; url: string; poolSize?: number }
  | { kind: 'pglite'; dataDir: string }
  | { kind: 'pglite-memory' };

/** Any number, any key: the advisory lock every process takes around migrations and seeding. */
const MIGRATION_LOCK_KEY = 727_431_001;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') return openPostgres(target.url, target.poolSize ?? 10);
  const release = target.kind === 'pglite' ? lockDataDir(target.dataDir) : () => {};
  try {
    const client =
      target.kind === 'pglite'
        ? await PGlite.create(join(target.dataDir, 'db'))
        : await PGlite.create();
    const db = drizzlePglite({ client, schema }) as unknown as Db;
    return {
      db,
      kind: 'pglite',
      // PGlite is single-process (guarded by the lock above), so no advisory lock is needed.
      migrate: async (thenWhileLocked) => {
        await migratePglite(db as never, { migrationsFolder });
        await thenWhileLocked?.();
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string, poolSize: number): Promise<Database> {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // An idle client losing its connection must not crash the process; the pool replaces it.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return {
    db,
    kind: 'postgres',
    migrate: async (thenWhileLocked) => {
      // Two processes starting together would both try to migrate and seed: serialize them on one session's lock.
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        try {
          await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
          await thenWhileLocked?.();
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
  };
}
