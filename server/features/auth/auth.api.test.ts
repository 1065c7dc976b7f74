import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema.js';
import { bearer, registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

describe.each(DB_KINDS)('sign-in API on %s', (kind) => {
  const t = useTestApp(kind);

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
