import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { organizations } from '../db/schema.js';

export const DB_KINDS = ['pglite', 'postgres'] as const;
export type DbKind = (typeof DB_KINDS)[number];

const ADMIN_URL = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

function withDatabaseName(url: string, name: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${name}`;
  return parsed.toString();
}

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

/** A freshly migrated database of the given kind: in-memory PGlite, or a new PostgreSQL database dropped on close. */
export async function createTestDatabase(kind: DbKind): Promise<Database & { url?: string }> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'pglite-memory' });
    await database.migrate();
    return database;
  }
  const name = `docviz_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = withDatabaseName(ADMIN_URL, name);
  const database = await openDatabase({ kind: 'postgres', url, poolSize: 5 });
  await database.migrate();
  return {
    ...database,
    url,
    close: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

/** An empty (unmigrated) PostgreSQL database, for migration tests. */
export async function createEmptyPostgresDatabase(): Promise<{
  url: string;
  drop: () => Promise<void>;
}> {
  const name = `docviz_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  return {
    url: withDatabaseName(ADMIN_URL, name),
    drop: () => adminQuery(`drop database if exists ${name} with (force)`),
  };
}

export interface TestOrganization {
  database: Database;
  db: Database['db'];
  orgId: number;
}

/**
 * A fresh database with one organization for the enclosing describe block: created in beforeAll,
 * closed in afterAll. The returned object is filled in when beforeAll runs, so tests read it,
 * never destructure it early.
 */
export function useTestOrganization(kind: DbKind, name: string): TestOrganization {
  const holder = {} as TestOrganization;
  beforeAll(async () => {
    holder.database = await createTestDatabase(kind);
    holder.db = holder.database.db;
    const [org] = await holder.db.insert(organizations).values({ name }).returning();
    holder.orgId = org!.id;
  });
  afterAll(async () => {
    await holder.database?.close();
  });
  return holder;
}
