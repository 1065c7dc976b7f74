import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import type { TestApp } from './test-app.js';

export interface SecondApp {
  app: FastifyInstance;
}

/**
 * Another app process on the PostgreSQL database of a test app made with useTestApp('postgres')
 * before it: its own pool, config, data directory and in-memory caches, as a second web process
 * has. Created in beforeAll, closed in afterAll; read it in tests, never destructure it early.
 */
export function useSecondApp(t: TestApp): SecondApp {
  const holder = {} as SecondApp;
  let database: Database | undefined;
  let dataDir: string | undefined;
  beforeAll(async () => {
    const url = (t.database as Database & { url?: string }).url;
    if (!url) throw new Error('useSecondApp needs a test app on PostgreSQL');
    dataDir = mkdtempSync(join(tmpdir(), 'docviz-test-'));
    database = await openDatabase({ kind: 'postgres', url, poolSize: 2 });
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: dataDir });
    holder.app = await buildApp({ config, db: database.db, clientDir: null });
    await holder.app.ready();
  });
  afterAll(async () => {
    await holder.app?.close();
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });
  return holder;
}
