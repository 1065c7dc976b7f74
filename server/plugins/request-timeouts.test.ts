import { once } from 'node:events';
import { connect, type AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';
import { REQUEST_TIMEOUT_MESSAGE } from './request-timeouts.js';

// Small limits so the slow clients below are cut within a few seconds; MARGIN absorbs a busy CI.
const HEADERS_MS = 500;
const REQUEST_MS = 800;
const UPLOAD_MS = 2500;
const MARGIN = 1500;

interface Outcome {
  closed: boolean;
  elapsedMs: number;
  response: string;
}

/**
 * Opens a raw connection, sends `head`, then one byte of `trickle` every `everyMs`, and waits up
 * to `waitMs` for the server to close it: what an attacker holding connections open does.
 */
async function slowClient(
  port: number,
  head: string,
  trickle: string,
  everyMs: number,
  waitMs: number,
): Promise<Outcome> {
  const socket = connect(port, '127.0.0.1');
  await once(socket, 'connect');
  const started = Date.now();
  let response = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (response += chunk));
  socket.on('error', () => undefined); // writing after the server closed: expected here
  socket.write(head);
  let sent = 0;
  const ticker = setInterval(() => {
    if (sent < trickle.length && !socket.destroyed) socket.write(trickle[sent++]!);
  }, everyMs);
  const closed = await Promise.race([
    once(socket, 'close').then(() => true),
    sleep(waitMs).then(() => false),
  ]);
  clearInterval(ticker);
  socket.destroy();
  return { closed, elapsedMs: Date.now() - started, response };
}

const requestHead = (path: string, headers: Record<string, string | number>) =>
  `POST ${path} HTTP/1.1\r\nHost: localhost\r\n` +
  Object.entries(headers)
    .map(([name, value]) => `${name}: ${value}\r\n`)
    .join('') +
  '\r\n';

const loginBody = JSON.stringify({ email: 'victim@example.com', password: 'guess-guess' });

describe('slow clients are cut off (request timeouts)', () => {
  let t: TestApp;
  let port: number;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      env: {
        HEADERS_TIMEOUT_MS: String(HEADERS_MS),
        REQUEST_TIMEOUT_MS: String(REQUEST_MS),
        UPLOAD_TIMEOUT_MS: String(UPLOAD_MS),
      },
    });
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
    token = (await registerAccount(t.app)).token;
  });
  afterAll(async () => {
    await t.close();
  });

  it('answers 408 to a client that never finishes its headers', async () => {
    const outcome = await slowClient(
      port,
      'POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\n',
      'X-Slow: aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
      100,
      HEADERS_MS + MARGIN * 2,
    );
    expect(outcome.closed).toBe(true);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.elapsedMs).toBeLessThan(HEADERS_MS + MARGIN);
  });

  it('answers 408 to an anonymous sign-in whose body trickles in a byte at a time', async () => {
    const head = requestHead('/api/auth/login', {
      'Content-Type': 'application/json',
      'Content-Length': loginBody.length,
    });
    const outcome = await slowClient(port, head, loginBody, 100, REQUEST_MS + MARGIN * 2);
    expect(outcome.closed).toBe(true);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.response).toContain(REQUEST_TIMEOUT_MESSAGE);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(outcome.elapsedMs).toBeLessThan(REQUEST_MS + MARGIN);
  });

  it('answers 408 to a request that sends its headers and never its body', async () => {
    const head = requestHead('/api/auth/login', {
      'Content-Type': 'application/json',
      'Content-Length': 64,
    });
    const outcome = await slowClient(port, head, '', 100, REQUEST_MS + MARGIN * 2);
    expect(outcome.closed).toBe(true);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
    expect(outcome.elapsedMs).toBeLessThan(REQUEST_MS + MARGIN);
  });

  it('gives a signed-in upload the longer upload limit, then cuts it', async () => {
    const head = requestHead('/api/documents', {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'multipart/form-data; boundary=XYZ',
      'Content-Length': 100_000,
    });
    const trickle =
      '--XYZ\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n';
    const outcome = await slowClient(
      port,
      head,
      trickle.padEnd(500, 'x'),
      100,
      UPLOAD_MS + MARGIN * 2,
    );
    expect(outcome.closed).toBe(true);
    // Still receiving well past the ordinary request limit: bytes kept coming.
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(UPLOAD_MS - 50);
    expect(outcome.elapsedMs).toBeLessThan(UPLOAD_MS + MARGIN);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 408 /);
  });

  it('cuts an upload that stops sending for the request limit', async () => {
    const head = requestHead('/api/documents', {
      Authorization: `Bearer ${token}`,
      'Content-Type': 'multipart/form-data; boundary=XYZ',
      'Content-Length': 100_000,
    });
    const outcome = await slowClient(port, `${head}--XYZ\r\n`, '', 100, UPLOAD_MS + MARGIN);
    expect(outcome.closed).toBe(true);
    expect(outcome.elapsedMs).toBeGreaterThanOrEqual(REQUEST_MS - 50);
    expect(outcome.elapsedMs).toBeLessThan(REQUEST_MS * 1.5 + MARGIN);
  });

  it('still answers a client that sends at normal speed', async () => {
    const head = requestHead('/api/auth/login', {
      'Content-Type': 'application/json',
      'Content-Length': loginBody.length,
      Connection: 'close',
    });
    const outcome = await slowClient(port, head + loginBody, '', 100, 5000);
    expect(outcome.closed).toBe(true);
    expect(outcome.response).toMatch(/^HTTP\/1\.1 401 /);
  });
});
