import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.js';
import { loadConfig } from '../config.js';
import { openDatabase } from '../db/client.js';
import { ensurePlatformAdmin } from '../features/platform/platform-admin.js';
import { bearer, createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';

describe('route access declarations (deny by default)', () => {
  it('refuses to start with an /api route that declares no access level', async () => {
    const database = await openDatabase({ kind: 'pglite-memory' });
    const app = await buildApp({
      config: loadConfig({ LOG_LEVEL: 'silent' }),
      db: database.db,
      clientDir: null,
    });
    expect(() => app.get('/api/forgotten', async () => ({ secret: true }))).toThrow(
      /declares no access level/,
    );
    await app.close();
    await database.close();
  });
});

describe('role enforcement by the server', () => {
  let t: TestApp;
  let platformToken: string;
  beforeAll(async () => {
    t = await createTestApp('pglite', {
      beforeReady: (app) => {
        app.get('/api/test/member', { config: { access: 'user' } }, async (request) => ({
          actor: request.actor,
        }));
        app.get('/api/test/org-admin', { config: { access: 'orgAdmin' } }, async () => ({
          ok: true,
        }));
        app.get('/api/test/platform', { config: { access: 'platformAdmin' } }, async () => ({
          ok: true,
        }));
      },
    });
    await ensurePlatformAdmin(t.database.db, {
      email: 'root@example.com',
      password: 'root-password',
    });
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'root@example.com', password: 'root-password' },
    });
    platformToken = login.json().token;
  });
  afterAll(async () => {
    await t?.close();
  });

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? bearer(token) : {} });

  it('resolves the actor from the token: user, organization and role', async () => {
    const account = await registerAccount(t.app);
    const response = await get('/api/test/member', account.token);
    expect(response.json().actor).toMatchObject({
      userId: account.user.id,
      organizationId: account.organization.id,
      role: 'organization_admin',
    });
  });

  it('lets an organization admin through orgAdmin routes but not platformAdmin ones', async () => {
    const account = await registerAccount(t.app);
    expect((await get('/api/test/org-admin', account.token)).statusCode).toBe(200);
    const denied = await get('/api/test/platform', account.token);
    expect(denied.statusCode).toBe(403);
    expect(denied.json().message).toMatch(/permission/);
  });

  it('lets a platform admin through platformAdmin routes', async () => {
    expect((await get('/api/test/platform', platformToken)).statusCode).toBe(200);
  });

  it('answers 401 before any role check for anonymous callers', async () => {
    expect((await get('/api/test/platform')).statusCode).toBe(401);
    expect((await get('/api/test/org-admin')).statusCode).toBe(401);
  });

  it('bootstraps a platform admin idempotently and promotes an existing account', async () => {
    expect(
      await ensurePlatformAdmin(t.database.db, {
        email: 'ROOT@example.com',
        password: 'whatever1',
      }),
    ).toBe('unchanged');
    const account = await registerAccount(t.app);
    expect(
      await ensurePlatformAdmin(t.database.db, {
        email: account.user.email,
        password: 'x'.repeat(8),
      }),
    ).toBe('promoted');
    expect((await get('/api/test/platform', account.token)).statusCode).toBe(200);
  });
});
