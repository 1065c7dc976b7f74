import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { sql } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig, type AppConfig } from '../config.js';
import { openDatabase, type Database } from '../db/client.js';
import type { FileStorage } from '../storage/file-storage.js';
import { DB_KINDS, createTestDatabase } from '../test-support/test-db.js';
import { registerHealth, type ReadinessChecks } from './health.js';

const OK = { status: 'ok' };
const unavailable = (...failed: string[]) => ({ status: 'unavailable', failed });

/** What an answer may never contain: error text, paths, versions, stack frames. */
function expectNothingLeaked(body: string, dataDir: string) {
  for (const secret of [
    dataDir,
    'uploads',
    'EACCES',
    'ENOTDIR',
    'Error',
    'at ',
    'postgres',
    'PGlite',
    '0.1.0',
  ])
    expect(body).not.toContain(secret);
}

describe.each(DB_KINDS)('/healthz and /readyz on %s', (kind) => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let config: AppConfig;
  const apps: FastifyInstance[] = [];
  const logLines: string[] = [];
  let closed = false;

  /** The real app, with a built client so the SPA fallback is in place. */
  async function appOn(db: Database['db'], storage?: FileStorage) {
    const app = await buildApp({
      config,
      db,
      clientDir: join(dataDir, 'client'),
      ...(storage && { storage }),
      logDestination: new Writable({
        write(chunk: Buffer, _encoding, done) {
          logLines.push(chunk.toString());
          done();
        },
      }),
    });
    apps.push(app);
    return app;
  }
  const get = (app: FastifyInstance, url: string) => app.inject({ method: 'GET', url });

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    dataDir = mkdtempSync(join(tmpdir(), 'docviz-health-'));
    config = loadConfig({ LOG_LEVEL: 'info', DATA_DIR: dataDir, LOG_FORMAT: 'json' });
    const clientDir = join(dataDir, 'client');
    mkdirSync(clientDir);
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    if (!closed) await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers 200 without a session, as JSON (not the client app), and logs nothing', async () => {
    const app = await appOn(database.db);
    logLines.length = 0;
    for (const url of ['/healthz', '/readyz']) {
      const response = await get(app, url);
      expect(response.statusCode, url).toBe(200);
      expect(response.json(), url).toEqual(OK);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['cache-control']).toBe('no-store');
    }
    expect(logLines.filter((line) => /healthz|readyz/.test(line))).toEqual([]);
  });

  it('is not ready while the newest migration is not applied, and ready again once it is', async () => {
    const app = await appOn(database.db);
    const deleted = (await database.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations) returning hash, created_at`,
    )) as unknown as { rows: Array<{ hash: string; created_at: string }> };
    const newest = deleted.rows[0];
    try {
      const response = await get(app, '/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual(unavailable('migrations'));
      expect((await get(app, '/healthz')).statusCode).toBe(200);
    } finally {
      await database.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values (${newest!.hash}, ${newest!.created_at})`,
      );
    }
    expect((await get(app, '/readyz')).json()).toEqual(OK);
  });

  it('is not ready when the uploads folder cannot be written, and says only "storage"', async () => {
    // A file where the folder should be: mkdir fails even for root, which ignores permissions.
    const blockedDir = mkdtempSync(join(tmpdir(), 'docviz-health-blocked-'));
    const blocked = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: blockedDir });
    writeFileSync(blocked.uploadsDir, 'not a folder');
    const app = await buildApp({ config: blocked, db: database.db, clientDir: null });
    apps.push(app);
    const response = await get(app, '/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable('storage'));
    expectNothingLeaked(response.body, blockedDir);
    rmSync(blockedDir, { recursive: true, force: true });
  });

  it('is not ready when the file store refuses writes', async () => {
    const storage = {
      checkWritable: async () => {
        throw Object.assign(new Error(`EACCES: permission denied, open '${dataDir}/uploads/x'`), {
          code: 'EACCES',
        });
      },
    } as Partial<FileStorage> as FileStorage;
    const response = await get(await appOn(database.db, storage), '/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable('storage'));
    expectNothingLeaked(response.body, dataDir);
  });

  it('is not ready once its database is closed, and names only "database"', async () => {
    // PostgreSQL: a second pool on the same database, ended under the app. PGlite: the test's
    // own database, so this test runs last.
    const doomed =
      kind === 'postgres'
        ? await openDatabase({ kind: 'postgres', url: database.url!, poolSize: 1 })
        : database;
    const app = await appOn(doomed.db);
    expect((await get(app, '/readyz')).json()).toEqual(OK);
    await doomed.close();
    if (doomed === database) closed = true;
    const response = await get(app, '/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable('database'));
    expectNothingLeaked(response.body, dataDir);
    expect((await get(app, '/healthz')).statusCode).toBe(200);
  });

  it.runIf(kind === 'postgres')(
    'is not ready when the database server cannot be reached',
    async () => {
      const unreachable = await openDatabase({
        kind: 'postgres',
        url: 'postgres://postgres@127.0.0.1:1/nowhere',
        poolSize: 1,
      });
      try {
        const app = await appOn(unreachable.db);
        const response = await get(app, '/readyz');
        expect(response.statusCode).toBe(503);
        expect(response.json()).toEqual(unavailable('database'));
        expectNothingLeaked(response.body, dataDir);
      } finally {
        await unreachable.close();
      }
    },
  );
});

describe('/readyz with a check that never answers', () => {
  it('fails that check within the time limit instead of hanging', async () => {
    const app = Fastify();
    app.setSerializerCompiler(serializerCompiler);
    const checks: ReadinessChecks = {
      database: () => new Promise(() => {}),
      migrations: async () => {},
      storage: async () => {},
    };
    await registerHealth(app, { checks, timeoutMs: 100 });
    const started = Date.now();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual(unavailable('database'));
    await app.close();
  });
});
