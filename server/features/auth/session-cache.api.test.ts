import { describe, expect, it } from 'vitest';
import { ensurePlatformAdmin } from '../platform/platform-admin.js';
import { pollUntil } from '../../test-support/poll.js';
import { useSecondApp } from '../../test-support/second-app.js';
import { callApi, registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { SESSION_CACHE_TTL_MS } from './session-cache.js';

/**
 * Sessions are cached for a few seconds (session-cache.ts). These tests use each token just
 * before revoking it, so the session is in the cache when the revocation happens.
 */
describe.each(DB_KINDS)('revoking a cached session on %s', (kind) => {
  const t = useTestApp(kind);
  const me = (token: string) => t.call('GET', '/api/auth/me', token);

  it('refuses a token used a moment ago at once after sign-out', async () => {
    const account = await registerAccount(t.app);
    expect((await me(account.token)).statusCode).toBe(200);
    expect((await t.call('POST', '/api/auth/logout', account.token)).statusCode).toBe(204);
    expect((await me(account.token)).statusCode).toBe(401);
  });

  it('grants a new role at once: a promoted user reaches the platform pages', async () => {
    const account = await registerAccount(t.app);
    expect((await t.call('GET', '/api/admin/users', account.token)).statusCode).toBe(403);
    await ensurePlatformAdmin(t.database.db, { email: account.user.email, password: 'unused' });
    expect((await t.call('GET', '/api/admin/users', account.token)).statusCode).toBe(200);
  });
});

describe('a session revoked by another app process on the same PostgreSQL database', () => {
  const t = useTestApp('postgres');
  const other = useSecondApp(t);

  it('stops working there at once and here within the session cache time', async () => {
    const account = await registerAccount(t.app);
    const meHere = () => t.call('GET', '/api/auth/me', account.token);
    const meThere = () => callApi(other.app, 'GET', '/api/auth/me', account.token);
    expect((await meHere()).statusCode).toBe(200);
    expect((await meThere()).statusCode).toBe(200);

    const revokedAt = Date.now();
    expect((await callApi(other.app, 'POST', '/api/auth/logout', account.token)).statusCode).toBe(
      204,
    );
    expect((await meThere()).statusCode).toBe(401);
    await pollUntil(meHere, (response) => response.statusCode === 401, {
      timeoutMs: SESSION_CACHE_TTL_MS + 2_000,
      describe: (response) => `the other process still answers ${response.statusCode}`,
    });
    expect(Date.now() - revokedAt).toBeLessThanOrEqual(SESSION_CACHE_TTL_MS + 2_000);
  });
});
