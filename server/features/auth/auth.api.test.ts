import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestApp,
} from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

describe.each(DB_KINDS)('accounts API on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, {
      env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' },
    });
  });
  afterAll(async () => {
    await t?.close();
  });

  const post = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url, payload: payload as object, headers });
  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

  describe('POST /api/auth/register', () => {
    it('creates the organization and its first member as organization admin', async () => {
      const response = await post('/api/auth/register', {
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'Grace@Example.com',
        organizationName: 'Navy Labs',
        password: 'cobol-forever',
      });
      expect(response.statusCode).toBe(201);
      const body = response.json();
      expect(body.user).toMatchObject({
        firstName: 'Grace',
        lastName: 'Hopper',
        email: 'grace@example.com',
        role: 'organization_admin',
        organizationId: body.organization.id,
        profileImage: null,
      });
      expect(body.organization.name).toBe('Navy Labs');
      expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(JSON.stringify(body)).not.toMatch(/password|argon2/i);
    });

    it('stores an argon2id hash and only the hash of the session token', async () => {
      const account = await registerAccount(t.app);
      const [user] = await t.database.db.select().from(users).where(eq(users.id, account.user.id));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
      const stored = await t.database.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, account.user.id));
      expect(stored).toHaveLength(1);
      expect(stored[0]!.tokenHash).not.toContain(account.token);
      expect(stored[0]!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    });

    it('answers 409 for an e-mail that exists, whatever its case, and creates nothing', async () => {
      const account = await registerAccount(t.app);
      const before = await userCount();
      const response = await post('/api/auth/register', {
        firstName: 'Other',
        lastName: 'Person',
        email: account.user.email.toUpperCase(),
        organizationName: 'Copycat',
        password: 'password123',
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({
        message: 'An account with this email already exists',
        fieldErrors: { email: ['An account with this email already exists'] },
      });
      expect(await userCount()).toBe(before);
    });

    it('answers 400 with the form messages for each invalid field', async () => {
      const response = await post('/api/auth/register', {
        firstName: ' ',
        lastName: '',
        email: 'nope',
        organizationName: '',
        password: 'short',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        firstName: ['First name is required'],
        lastName: ['Last name is required'],
        email: ['Invalid email address'],
        organizationName: ['Organization name is required'],
        password: ['Password must be at least 8 characters'],
      });
    });

    it.each([
      ['an e-mail over 254 characters', { email: `${'a'.repeat(250)}@example.com` }, 'email'],
      ['a first name over 100 characters', { firstName: 'x'.repeat(101) }, 'firstName'],
      [
        'an organization name over 100 characters',
        { organizationName: 'x'.repeat(101) },
        'organizationName',
      ],
      ['a password over 1024 characters', { password: 'p'.repeat(1025) }, 'password'],
    ])('refuses %s with 400', async (_label, override, field) => {
      const before = await userCount();
      const response = await post('/api/auth/register', {
        firstName: 'A',
        lastName: 'B',
        email: `long-${Date.now()}@example.com`,
        organizationName: 'Org',
        password: 'password123',
        ...override,
      });
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
      expect(await userCount()).toBe(before);
    });

    it('refuses extra fields such as a role (no way to grant platform_admin)', async () => {
      const response = await post('/api/auth/register', {
        firstName: 'A',
        lastName: 'B',
        email: `sneaky-${Date.now()}@example.com`,
        organizationName: 'Org',
        password: 'password123',
        role: 'platform_admin',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/unrecognized key/i);
    });

    it('answers 400 for malformed JSON, an empty body and a non-object body', async () => {
      const malformed = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'application/json' },
        payload: '{"email": ',
      });
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('The request body is not valid JSON');

      const empty = await t.app.inject({ method: 'POST', url: '/api/auth/register' });
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('The request body must be a JSON object');

      const array = await post('/api/auth/register', [1, 2]);
      expect(array.statusCode).toBe(400);
    });

    it('answers 415 for a wrong content type', async () => {
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/auth/register',
        headers: { 'content-type': 'text/plain' },
        payload: 'email=a@b.co',
      });
      expect(response.statusCode).toBe(415);
      expect(response.json()).toHaveProperty('message');
    });

    it('refuses an invitation token that does not exist and creates nothing', async () => {
      const before = await userCount();
      const response = await post('/api/auth/register', {
        firstName: 'A',
        lastName: 'B',
        email: `invited-${Date.now()}@example.com`,
        organizationName: 'Org',
        password: 'password123',
        inviteToken: 'not-a-real-token',
      });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/invitation/i);
      expect(await userCount()).toBe(before);
    });
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, whatever the e-mail case', async () => {
      const account = await registerAccount(t.app);
      const response = await post('/api/auth/login', {
        email: account.user.email.toUpperCase(),
        password: account.password,
      });
      expect(response.statusCode).toBe(200);
      const body = response.json();
      expect(body.user.id).toBe(account.user.id);
      expect(body.organization.id).toBe(account.organization.id);
      expect(body.token).not.toBe(account.token);
    });

    it('answers the same 401 for a wrong password and an unknown e-mail', async () => {
      const account = await registerAccount(t.app);
      const wrongPassword = await post('/api/auth/login', {
        email: account.user.email,
        password: 'wrong password',
      });
      const unknownEmail = await post('/api/auth/login', {
        email: `nobody-${Date.now()}@example.com`,
        password: 'x',
      });
      expect(wrongPassword.statusCode).toBe(401);
      expect(unknownEmail.statusCode).toBe(401);
      expect(wrongPassword.json().message).toBe('Invalid email or password');
      expect(unknownEmail.json().message).toBe(wrongPassword.json().message);
    });

    it('keeps a session 24 hours, or 30 days with Remember me', async () => {
      const account = await registerAccount(t.app);
      const ttlOf = async (remember: boolean) => {
        const started = Date.now();
        const { token } = (
          await post('/api/auth/login', {
            email: account.user.email,
            password: account.password,
            remember,
          })
        ).json();
        const me = await t.app.inject({
          method: 'GET',
          url: '/api/auth/me',
          headers: bearer(token),
        });
        expect(me.statusCode).toBe(200);
        const rows = await t.database.db
          .select()
          .from(sessions)
          .where(eq(sessions.userId, account.user.id));
        const newest = rows.sort((a, b) => b.id - a.id)[0]!;
        return (newest.expiresAt.getTime() - started) / 3_600_000;
      };
      expect(await ttlOf(false)).toBeCloseTo(24, 1);
      expect(await ttlOf(true)).toBeCloseTo(30 * 24, 1);
    });

    it('throttles an account after repeated failures with 429 and Retry-After, even with the right password', async () => {
      const account = await registerAccount(t.app);
      const attempt = (password: string) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: account.user.email, password },
          remoteAddress: '10.1.0.1',
        });
      for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).statusCode).toBe(401);
      const blocked = await attempt(account.password);
      expect(blocked.statusCode).toBe(429);
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
      expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
    });

    it('throttles an IP that fails across many accounts', async () => {
      const attempt = (n: number) =>
        t.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          payload: { email: `spray-${n}-${Date.now()}@example.com`, password: 'guess' },
          remoteAddress: '10.2.0.2',
        });
      for (let i = 0; i < 6; i += 1) expect((await attempt(i)).statusCode).toBe(401);
      expect((await attempt(99)).statusCode).toBe(429);
      const account = await registerAccount(t.app);
      const otherIp = await t.app.inject({
        method: 'POST',
        url: '/api/auth/login',
        payload: { email: account.user.email, password: account.password },
        remoteAddress: '10.3.0.3',
      });
      expect(otherIp.statusCode).toBe(200);
    });

    it('answers 400 with field messages for invalid input', async () => {
      const response = await post('/api/auth/login', { email: 'x', password: '' });
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors).toEqual({
        email: ['Invalid email address'],
        password: ['Password is required'],
      });
    });
  });

  describe('GET /api/auth/me and POST /api/auth/logout', () => {
    it('returns the signed-in user and organization', async () => {
      const account = await registerAccount(t.app);
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(account.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ user: account.user, organization: account.organization });
    });

    it('answers 401 without a token, with a malformed one and with an unknown one', async () => {
      for (const headers of [{}, { authorization: 'Basic abc' }, bearer('x'.repeat(43))]) {
        const response = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
        expect(response.statusCode).toBe(401);
        expect(response.json().message).toMatch(/sign in/);
      }
    });

    it('revokes the session on the server at logout', async () => {
      const account = await registerAccount(t.app);
      const logout = await t.app.inject({
        method: 'POST',
        url: '/api/auth/logout',
        headers: bearer(account.token),
      });
      expect(logout.statusCode).toBe(204);
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(account.token),
      });
      expect(me.statusCode).toBe(401);
    });

    it('does not accept an expired session', async () => {
      const account = await registerAccount(t.app);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, account.user.id));
      const me = await t.app.inject({
        method: 'GET',
        url: '/api/auth/me',
        headers: bearer(account.token),
      });
      expect(me.statusCode).toBe(401);
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
