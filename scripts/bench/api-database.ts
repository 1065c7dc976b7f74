/**
 * The API benchmark's databases: the embedded PGlite on disk in a temporary DATA_DIR (as
 * `npm start` runs it) or a throw-away PostgreSQL database; migrated and seeded from this process,
 * then closed, so the server child opens it the way it would in production.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openDatabase, type Db } from '../../server/db/client.js';

export type BenchDbKind = 'pglite' | 'postgres';

export interface BenchDatabase {
  kind: BenchDbKind;
  /** What the server child needs in its environment to open this database. */
  env: Record<string, string | undefined>;
  drop(): Promise<void>;
}

async function adminQuery(adminUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** Creates, migrates and seeds a database of the given kind; `seed` runs on an open connection. */
export async function prepareDatabase<T>(
  kind: BenchDbKind,
  adminUrl: string,
  seed: (db: Db) => Promise<T>,
): Promise<{ database: BenchDatabase; seeded: T }> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docviz-bench-api-'));
  const removeDataDir = () => rmSync(dataDir, { recursive: true, force: true });
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await database.migrate();
    const seeded = await seed(database.db);
    await database.close();
    return {
      seeded,
      database: {
        kind,
        env: { DATA_DIR: dataDir, DATABASE_URL: undefined },
        drop: async () => removeDataDir(),
      },
    };
  }
  const name = `docviz_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString() });
  await database.migrate();
  const seeded = await seed(database.db);
  await database.close();
  return {
    seeded,
    database: {
      kind,
      env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
      drop: async () => {
        await adminQuery(adminUrl, `drop database if exists ${name} with (force)`);
        removeDataDir();
      },
    },
  };
}
