import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { createTestDatabase } from '../test-support/test-db.js';

const INDEX_HTML = '<!doctype html><title>DocViz</title><div id="root"></div>';

describe('the built client: files, and index.html for app routes', () => {
  let clientDir: string;
  let database: Database;
  let app: FastifyInstance;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'docviz-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), INDEX_HTML);
    writeFileSync(join(clientDir, 'assets', 'app-1234.js'), 'console.log(1);');
    // What scripts/build/precompress.ts writes beside each text asset.
    writeFileSync(
      join(clientDir, 'assets', 'app-1234.js.br'),
      brotliCompressSync('console.log(1);'),
    );
    writeFileSync(join(clientDir, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1);'));
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db: database.db,
      clientDir,
    });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  const get = (url: string) => app.inject({ method: 'GET', url });

  it('serves an existing asset with a year of caching', async () => {
    const response = await get('/assets/app-1234.js');
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('console.log(1);');
    expect(response.headers['cache-control']).toContain('immutable');
  });

  it.each([
    ['br, gzip', 'br', brotliDecompressSync],
    ['gzip', 'gzip', gunzipSync],
  ] as const)(
    'sends the precompressed copy to a browser accepting %s',
    async (accept, encoding, decode) => {
      const response = await app.inject({
        method: 'GET',
        url: '/assets/app-1234.js',
        headers: { 'accept-encoding': accept },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(decode(response.rawPayload).toString()).toBe('console.log(1);');
    },
  );

  it.each([
    '/assets/x.js',
    '/assets/old-build.css',
    '/assets/deep/none',
    '/favicon.ico',
    '/documents/12.map',
  ])('answers a missing file %s with a 404, not the page', async (url) => {
    const response = await get(url);
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('<div id="root">');
  });

  it.each(['/', '/dashboard', '/documents/12', '/reset-password?token=a.b', '/no-such-page'])(
    'answers the app route %s with index.html',
    async (url) => {
      const response = await get(url);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toBe(INDEX_HTML);
    },
  );

  it('keeps unknown API paths a JSON 404', async () => {
    const response = await get('/api/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/not found/i);
  });
});
