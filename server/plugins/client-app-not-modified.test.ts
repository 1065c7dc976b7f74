import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import type { Database } from '../db/client.js';
import { RawHttpConnection } from '../test-support/raw-http.js';
import { createTestDatabase } from '../test-support/test-db.js';

/** The other place that answers 304: revalidated client files, read off a real socket. */
describe('revalidating a client file on the wire', () => {
  let clientDir: string;
  let database: Database;
  let app: FastifyInstance;
  let port: number;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'docviz-client-'));
    mkdirSync(join(clientDir, 'assets'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><title>DocViz</title>');
    writeFileSync(join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
    database = await createTestDatabase('pglite');
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db: database.db,
      clientDir,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  it('answers a matching If-None-Match with a bare 304 and keeps the connection usable', async () => {
    const connection = await RawHttpConnection.open(port);
    try {
      const full = await connection.get('/favicon.svg');
      expect(full.status).toBe(200);
      const etag = full.headers.etag?.[0];
      expect(etag).toBeTruthy();

      const notModified = await connection.get('/favicon.svg', { 'If-None-Match': etag! });
      expect(notModified.status).toBe(304);
      expect(notModified.headers['content-length']).toBeUndefined();
      expect(notModified.headers['transfer-encoding']).toBeUndefined();
      expect((await connection.strayBytes(200)).length).toBe(0);

      const again = await connection.get('/favicon.svg');
      expect(again.body.equals(full.body)).toBe(true);
      expect(connection.closed).toBe(false);
    } finally {
      connection.close();
    }
  });
});
