import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { bearer, registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

describe.each(DB_KINDS)('sign-in API on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' },
  });

  describe('POST /api/auth/login', () => {
    it('signs in with the right password, whatever the e-mail case', async () => {
      const account = await registerAccount(t.app);
      const response = await t.call('POST', '/api/auth/login', null, {
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
      const wrongPassword = await t.call('POST', '/api/auth/login', null, {
        email: account.user.email,
        password: 'wrong password',
      });
      const unknownEmail = await t.call('POST', '/api/auth/login', null, {
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
          await t.call('POST', '/api/auth/login', null, {
            email: account.user.email,
            password: account.password,
            remember,
          })
        ).json();
        const me = await t.call('GET', '/api/auth/me', token);
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
      const response = await t.call('POST', '/api/auth/login', null, { email: 'x', password: '' });
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
      const response = await t.call('GET', '/api/auth/me', account.token);
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
      const logout = await t.call('POST', '/api/auth/logout', account.token);
      expect(logout.statusCode).toBe(204);
      const me = await t.call('GET', '/api/auth/me', account.token);
      expect(me.statusCode).toBe(401);
    });

    it('does not accept an expired session', async () => {
      const account = await registerAccount(t.app);
      await t.database.db
        .update(sessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(sessions.userId, account.user.id));
      const me = await t.call('GET', '/api/auth/me', account.token);
      expect(me.statusCode).toBe(401);
    });
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/does-not-exist' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toHaveProperty('message');
  });
});
