import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { sessions, users } from '../../db/schema.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

describe.each(DB_KINDS)('registration API on %s', (kind) => {
  const t = useTestApp(kind);
  /** A valid registration body with a fresh e-mail, changed by `overrides`. */
  const registration = (prefix: string, overrides: Record<string, unknown>) => ({
    firstName: 'A',
    lastName: 'B',
    email: `${prefix}-${Date.now()}@example.com`,
    organizationName: 'Org',
    password: 'password123',
    ...overrides,
  });
  const register = (body: unknown) => t.call('POST', '/api/auth/register', null, body);
  /** A registration request whose body is not JSON the route's schema can read. */
  const registerRaw = (headers: Record<string, string>, payload?: string) =>
    t.app.inject({ method: 'POST', url: '/api/auth/register', headers, payload });
  const userCount = async () => (await t.database.db.select({ n: count() }).from(users))[0]!.n;

  describe('POST /api/auth/register', () => {
    it('creates the organization and its first member as organization admin', async () => {
      const response = await register({
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
      const response = await register({
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
      const response = await register({
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
      const response = await register(registration('long', override));
      expect(response.statusCode).toBe(400);
      expect(Object.keys(response.json().fieldErrors)).toEqual([field]);
      expect(await userCount()).toBe(before);
    });

    it('refuses extra fields such as a role (no way to grant platform_admin)', async () => {
      const response = await register(registration('sneaky', { role: 'platform_admin' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/unrecognized key/i);
    });

    it('answers 400 for malformed JSON, an empty body and a non-object body', async () => {
      const malformed = await registerRaw({ 'content-type': 'application/json' }, '{"email": ');
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json().message).toBe('The request body is not valid JSON');

      const empty = await registerRaw({});
      expect(empty.statusCode).toBe(400);
      expect(empty.json().message).toBe('The request body must be a JSON object');

      const array = await register([1, 2]);
      expect(array.statusCode).toBe(400);
    });

    it('answers 415 for a wrong content type', async () => {
      const response = await registerRaw({ 'content-type': 'text/plain' }, 'email=a@b.co');
      expect(response.statusCode).toBe(415);
      expect(response.json()).toHaveProperty('message');
    });

    it('refuses an invitation token that does not exist and creates nothing', async () => {
      const before = await userCount();
      const response = await register(registration('invited', { inviteToken: 'not-a-real-token' }));
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/invitation/i);
      expect(await userCount()).toBe(before);
    });
  });
});
