import { beforeAll, describe, expect, it } from 'vitest';
import {
  HOSTILE_TEXTS,
  REFUSED_IN_NAMES,
  SQL_METACHARACTERS,
  uniqueEmail,
  WITH_NUL,
} from '../test-support/hostile-strings.js';
import { registerAccount, useTestApp, type HttpMethod } from '../test-support/test-app.js';
import { DB_KINDS } from '../test-support/test-db.js';

/**
 * Issue 14, Deliver 5 (accounts): SQL metacharacters and odd Unicode in every string field of the
 * registration, sign-in, password-reset, profile, password and invitation forms are stored
 * verbatim and read back the same, or refused with a clear 4xx; never a 500. Characters that
 * have no place in a name (NUL, line breaks, bidi controls, lone surrogates) get a field error.
 */
describe.each(DB_KINDS)('hostile strings in the account forms on %s', (kind) => {
  const t = useTestApp(kind);
  let admin: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    admin = await registerAccount(t.app);
  });

  /** One call; fails the test on any 5xx, whatever else the caller checks. */
  const call = async (method: HttpMethod, url: string, token?: string | null, body?: unknown) => {
    const response = await t.call(method, url, token, body);
    expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(500);
    return response;
  };

  it('registration keeps names verbatim; an apostrophe e-mail with a SQL password signs in', async () => {
    for (const text of HOSTILE_TEXTS) {
      const account = {
        firstName: text,
        lastName: text,
        organizationName: text,
        email: uniqueEmail(`o'brien`),
        password: `${text} ${WITH_NUL}`,
      };
      const registered = await call('POST', '/api/auth/register', null, account);
      expect(registered.statusCode, text).toBe(201);
      const login = await call('POST', '/api/auth/login', null, {
        email: account.email,
        password: account.password,
      });
      expect(login.statusCode, text).toBe(200);
      const me = (await call('GET', '/api/auth/me', login.json().token)).json();
      const expected = text.normalize('NFC');
      expect(me.user).toMatchObject({ firstName: expected, lastName: expected });
      expect(me.organization.name).toBe(expected);
    }
  });

  it('sign-in, password reset and invitation links answer 4xx for SQL in e-mails and tokens', async () => {
    const victim = await registerAccount(t.app);
    for (const text of [...SQL_METACHARACTERS, WITH_NUL]) {
      const asEmail = await call('POST', '/api/auth/login', null, { email: text, password: text });
      expect(asEmail.statusCode).toBe(400);
      // Wrong every time: 401, then the sign-in throttle's 429 after a few.
      const asPassword = await call('POST', '/api/auth/login', null, {
        email: victim.user.email,
        password: text,
      });
      expect([401, 429]).toContain(asPassword.statusCode);
      await call('POST', '/api/auth/forgot-password', null, { email: text });
      const reset = await call('POST', '/api/auth/reset-password', null, {
        token: text,
        password: 'a new password',
      });
      expect(reset.statusCode).toBeGreaterThanOrEqual(400);
      const preview = await call('GET', `/api/invitations/${encodeURIComponent(text)}`);
      expect(preview.statusCode).toBeGreaterThanOrEqual(400);
      const invited = await call('POST', '/api/auth/register', null, {
        firstName: 'Eve',
        lastName: 'Hacker',
        email: uniqueEmail(),
        password: 'correct horse battery',
        inviteToken: text,
      });
      expect(invited.statusCode).toBeGreaterThanOrEqual(400);
    }
    // Nobody got in or reset anything: another account still signs in with its own password.
    const login = await call('POST', '/api/auth/login', null, {
      email: admin.user.email,
      password: admin.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('the profile and the password change keep hostile text verbatim', async () => {
    const user = await registerAccount(t.app);
    for (const text of HOSTILE_TEXTS) {
      const saved = await call('PATCH', '/api/user/profile', user.token, {
        firstName: text,
        lastName: text,
        email: user.user.email,
      });
      expect(saved.statusCode, text).toBe(200);
      const me = (await call('GET', '/api/auth/me', user.token)).json();
      expect(me.user).toMatchObject({ firstName: text.normalize('NFC') });
    }
    // The password route allows 10 changes a minute: the SQL ones (7), each signed in with after.
    let password = user.password;
    for (const text of SQL_METACHARACTERS) {
      const newPassword = `${text} ${WITH_NUL}`;
      const changed = await call('POST', '/api/user/password', user.token, {
        currentPassword: password,
        newPassword,
      });
      expect(changed.statusCode, text).toBeLessThan(300);
      password = newPassword;
    }
    const login = await call('POST', '/api/auth/login', null, { email: user.user.email, password });
    expect(login.statusCode).toBe(200);
  });

  it.each(Object.entries(REFUSED_IN_NAMES))(
    'registration and profile answer 400 with a field error for a name with %s',
    async (_what, text) => {
      const registration = {
        firstName: 'Ada',
        lastName: 'Lovelace',
        organizationName: 'Engines',
        email: uniqueEmail(),
        password: 'correct horse battery',
      };
      for (const field of ['firstName', 'lastName', 'organizationName']) {
        const response = await call('POST', '/api/auth/register', null, {
          ...registration,
          [field]: text,
        });
        expect(response.statusCode, field).toBe(400);
        expect(response.json().fieldErrors[field], field).toHaveLength(1);
      }
      const profile = await call('PATCH', '/api/user/profile', admin.token, {
        firstName: text,
        lastName: admin.user.lastName,
        email: admin.user.email,
      });
      expect(profile.statusCode).toBe(400);
      expect(profile.json().fieldErrors.firstName).toHaveLength(1);
    },
  );

  it('over-long names answer 400 with a field error, and a 2 MB one 413', async () => {
    for (const [length, status] of [
      [101, 400],
      [100_000, 400],
      [2 * 1024 * 1024, 413],
    ] as const) {
      const long = '名'.repeat(length);
      const registered = await call('POST', '/api/auth/register', null, {
        firstName: long,
        lastName: 'Lovelace',
        organizationName: long,
        email: uniqueEmail(),
        password: 'correct horse battery',
      });
      expect(registered.statusCode, `${length}`).toBe(status);
      if (status === 400) {
        expect(registered.json().fieldErrors.firstName).toEqual([
          'First name must be at most 100 characters',
        ]);
      }
    }
    const fits = await call('PATCH', '/api/user/profile', admin.token, {
      firstName: '名'.repeat(100),
      lastName: admin.user.lastName,
      email: admin.user.email,
    });
    expect(fits.statusCode).toBe(200);
  });

  it('invitations take an apostrophe e-mail and list it exactly', async () => {
    const address = uniqueEmail(`o'hara+x`);
    const invited = await call('POST', '/api/user/organization/invite', admin.token, {
      email: address,
    });
    expect(invited.statusCode).toBe(201);
    const members = (await call('GET', '/api/user/organization/users', admin.token)).json();
    expect(members.pendingInvitations.map((i: { email: string }) => i.email)).toContain(address);
    const sqlEmail = await call('POST', '/api/user/organization/invite', admin.token, {
      email: `${SQL_METACHARACTERS[0]}@example.com`,
    });
    expect(sqlEmail.statusCode).toBe(400);
  });
});
