/**
 * The scale benchmark's databases (scripts/bench/scale.ts): the big seeded one, kept between
 * runs because seeding it takes minutes, and a small one made afresh for every run and dropped.
 */
import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { resolve } from 'node:path';
import { eq } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.js';
import { users } from '../../server/db/schema.js';
import { scaleUserEmail, seedScale, type ScaleSizes } from '../seed/seed-scale.js';

export type ScaleDbKind = 'pglite' | 'postgres';

export interface OpenedDatabase {
  database: Database;
  /** Closes it; a throw-away database is also removed. */
  done(): Promise<void>;
}

async function adminQuery(url: string, statement: string): Promise<void> {
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

const databaseName = (url: string) => decodeURIComponent(new URL(url).pathname.slice(1));

async function createPostgresIfMissing(url: string): Promise<void> {
  const name = databaseName(url);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`Unusual database name: ${name}`);
  try {
    await adminQuery(url, `create database ${name}`);
  } catch (error) {
    // 42P04: it exists already, which is what a second run expects.
    if ((error as { code?: string }).code !== '42P04') throw error;
  }
}

const log = (line: string) => console.log(`    ${line}`);

/** Migrates, and seeds unless the seed's first admin is already there. */
async function ensureSeeded(database: Database, sizes: ScaleSizes, prefix: string, label: string) {
  await database.migrate();
  const [seeded] = await database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, scaleUserEmail(prefix, 1)));
  if (seeded) return;
  console.log(`  seeding the ${label} database ${JSON.stringify(sizes)}`);
  const started = performance.now();
  await seedScale(database.db, sizes, { prefix, batchSize: 1000, seed: 1, log });
  console.log(`  seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The big database: opened where it was seeded before, or created and seeded now. */
export async function openBigDatabase(
  kind: ScaleDbKind,
  where: { url: string; dataDir: string },
  sizes: ScaleSizes,
  prefix: string,
): Promise<OpenedDatabase> {
  let database: Database;
  if (kind === 'postgres') {
    await createPostgresIfMissing(where.url);
    database = await openDatabase({ kind: 'postgres', url: where.url, poolSize: 10 });
  } else {
    mkdirSync(resolve(where.dataDir), { recursive: true });
    database = await openDatabase({ kind: 'pglite', dataDir: resolve(where.dataDir) });
  }
  await ensureSeeded(database, sizes, prefix, 'big');
  return { database, done: () => database.close() };
}

/** A small database for this run only: PGlite in a temporary folder, or a new PostgreSQL database. */
export async function openSmallDatabase(
  kind: ScaleDbKind,
  adminUrl: string,
  sizes: ScaleSizes,
  prefix: string,
): Promise<OpenedDatabase> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(resolve(tmpdir(), 'docviz-bench-scale-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await ensureSeeded(database, sizes, prefix, 'small');
    return {
      database,
      done: async () => {
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  }
  const url = new URL(adminUrl);
  url.pathname = `/docviz_bench_scale_small_${randomBytes(4).toString('hex')}`;
  await createPostgresIfMissing(url.toString());
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 10 });
  await ensureSeeded(database, sizes, prefix, 'small');
  return {
    database,
    done: async () => {
      await database.close();
      await adminQuery(url.toString(), `drop database if exists ${databaseName(url.toString())}`);
    },
  };
}
