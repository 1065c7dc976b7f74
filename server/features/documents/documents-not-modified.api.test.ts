import type { AddressInfo } from 'node:net';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import { RawHttpConnection } from '../../test-support/raw-http.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');

/**
 * The dashboard's poll over a real socket: a 304 must end at its blank line (RFC 9110 §8.6, §15.4.5),
 * or a keep-alive client (browser, proxy, autocannon) waits for body bytes that never come.
 */
describe.each(DB_KINDS)('the polled documents list on the wire, on %s', (kind) => {
  const t = useTestApp(kind);
  let port: number;
  let auth: Record<string, string>;
  let connection: RawHttpConnection | undefined;
  beforeAll(async () => {
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    const alice = await registerAccount(t.app);
    await uploadDocument(t.app, alice.token, pdf, 'one.pdf', 'One');
    auth = { Authorization: `Bearer ${alice.token}` };
  });
  afterEach(() => connection?.close());

  it('answers a matching If-None-Match with a bare 304 and keeps the connection usable', async () => {
    connection = await RawHttpConnection.open(port);
    const full = await connection.get('/api/documents', auth);
    expect(full.status).toBe(200);
    expect(Number(full.headers['content-length']?.[0])).toBe(full.body.length);
    expect(full.headers['content-type']).toEqual(['application/json; charset=utf-8']);
    expect(JSON.parse(full.body.toString('utf8'))).toHaveLength(1);
    const etag = full.headers.etag?.[0];
    expect(etag).toBeTruthy();

    const notModified = await connection.get('/api/documents', {
      ...auth,
      'If-None-Match': etag!,
    });
    expect(notModified.status).toBe(304);
    expect(notModified.headers['content-length']).toBeUndefined();
    expect(notModified.headers['transfer-encoding']).toBeUndefined();
    expect(notModified.headers['content-type']).toBeUndefined();
    expect(notModified.headers.etag).toEqual([etag]);
    expect((await connection.strayBytes(200)).length).toBe(0);

    // The same connection carries the next poll, and then a full answer, intact.
    const again = await connection.get('/api/documents', { ...auth, 'If-None-Match': etag! });
    expect(again.status).toBe(304);
    const refetched = await connection.get('/api/documents', auth);
    expect(refetched.status).toBe(200);
    expect(refetched.body.equals(full.body)).toBe(true);
    expect(connection.closed).toBe(false);
  });
});
