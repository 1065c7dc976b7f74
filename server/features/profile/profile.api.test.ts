import { describe, expect, it } from 'vitest';
import { FORGOT_PASSWORD_ANSWER, PROFILE_MESSAGES } from '../../../common/contracts/profile.js';
import { multipartBody } from '../../test-support/multipart.js';
import { linkFromOutbox, outboxMessages } from '../../test-support/outbox.js';
import { bearer, useTestApp, registerAccount } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

const PNG = Buffer.from(
  '89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c4890000000d49444154789c6360000002000154a24f5d0000000049454e44ae426082',
  'hex',
);

describe.each(DB_KINDS)('profile, password, avatar and password reset on %s', (kind) => {
  const t = useTestApp(kind, { env: { SUPPORT_EMAIL: 'help@docviz.example.com' } });

  const login = (email: string, password: string) =>
    t.call('POST', '/api/auth/login', undefined, { email, password });
  const saveProfile = (token: string, fields: Record<string, string>) =>
    t.call('PATCH', '/api/user/profile', token, fields);
  const uploadAvatar = (token: string, content: Buffer) => {
    const body = multipartBody([{ name: 'image', filename: 'me.png', content }]);
    return t.app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      payload: body.payload,
      headers: { ...body.headers, ...bearer(token) },
    });
  };

  it('saves first name, last name and e-mail, keeping e-mails unique', async () => {
    const me = await registerAccount(t.app);
    const other = await registerAccount(t.app);
    const saved = await saveProfile(me.token, {
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'Grace.H@example.com',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().user).toMatchObject({
      firstName: 'Grace',
      lastName: 'Hopper',
      email: 'grace.h@example.com',
    });
    expect((await t.call('GET', '/api/auth/me', me.token)).json().user.firstName).toBe('Grace');

    const taken = await saveProfile(me.token, {
      firstName: 'G',
      lastName: 'H',
      email: other.user.email,
    });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fieldErrors.email).toBeDefined();
    const invalid = await saveProfile(me.token, { firstName: '', lastName: '', email: 'x' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().fieldErrors).toEqual({
      firstName: ['First name is required'],
      lastName: ['Last name is required'],
      email: ['Invalid email address'],
    });
    const withRole = { firstName: 'A', lastName: 'B', email: 'a@b.co', role: 'platform_admin' };
    expect((await saveProfile(me.token, withRole)).statusCode).toBe(400);
  });

  it('changes the password after checking the current one and ends the other sessions', async () => {
    const me = await registerAccount(t.app);
    const otherSession = (await login(me.user.email, me.password)).json().token;
    const wrong = await t.call('POST', '/api/user/password', me.token, {
      currentPassword: 'not it',
      newPassword: 'brand-new-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.currentPassword).toEqual([
      PROFILE_MESSAGES.wrongCurrentPassword,
    ]);
    expect((await t.call('GET', '/api/auth/me', otherSession)).statusCode).toBe(200);

    const short = await t.call('POST', '/api/user/password', me.token, {
      currentPassword: me.password,
      newPassword: 'short',
    });
    expect(short.json().fieldErrors.newPassword).toEqual([
      'Password must be at least 8 characters',
    ]);

    const changed = await t.call('POST', '/api/user/password', me.token, {
      currentPassword: me.password,
      newPassword: 'brand-new-password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await t.call('GET', '/api/auth/me', me.token)).statusCode).toBe(200);
    expect((await t.call('GET', '/api/auth/me', otherSession)).statusCode).toBe(401);
    expect((await login(me.user.email, me.password)).statusCode).toBe(401);
    expect((await login(me.user.email, 'brand-new-password')).statusCode).toBe(200);
  });

  it('stores an avatar decided by its bytes and serves only current profile images', async () => {
    const me = await registerAccount(t.app);
    const uploaded = await uploadAvatar(me.token, PNG);
    expect(uploaded.statusCode).toBe(200);
    const fileName = uploaded.json().user.profileImage as string;
    expect(fileName).toMatch(/^avatar-[0-9a-f-]{36}\.png$/);
    const served = await t.app.inject({
      method: 'GET',
      url: `/uploads/org_${me.organization.id}/${fileName}?t=1`,
    });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(PNG)).toBe(true);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/uploads/org_${me.organization.id + 1}/${fileName}`,
        })
      ).statusCode,
    ).toBe(404);
    // One address per file: a padded or spaced organization id is not the same folder.
    for (const organization of [`0${me.organization.id}`, `%20${me.organization.id}`]) {
      const padded = await t.app.inject({
        method: 'GET',
        url: `/uploads/org_${organization}/${fileName}`,
      });
      expect(padded.statusCode).toBe(400);
    }

    const replaced = (await uploadAvatar(me.token, PNG)).json().user.profileImage;
    expect(replaced).not.toBe(fileName);
    expect(
      (await t.app.inject({ method: 'GET', url: `/uploads/org_${me.organization.id}/${fileName}` }))
        .statusCode,
    ).toBe(404);
  });

  it('refuses an avatar that is not an image, an SVG, one over 5 MB, or none', async () => {
    const me = await registerAccount(t.app);
    const svg = await uploadAvatar(
      me.token,
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>'),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().message).toBe(PROFILE_MESSAGES.invalidImage);
    const big = await uploadAvatar(me.token, Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    const none = multipartBody([{ name: 'other', value: 'x' }]);
    const empty = await t.app.inject({
      method: 'POST',
      url: '/api/user/profile-image',
      payload: none.payload,
      headers: { ...none.headers, ...bearer(me.token) },
    });
    expect(empty.statusCode).toBe(400);
    expect((await t.call('GET', '/api/auth/me', me.token)).json().user.profileImage).toBeNull();
  });

  it('never serves a document from the uploads folder', async () => {
    const me = await registerAccount(t.app);
    const response = await t.app.inject({
      method: 'GET',
      url: `/uploads/org_${me.organization.id}/00000000-0000-0000-0000-000000000000`,
    });
    expect(response.statusCode).toBe(404);
  });

  it('resets a forgotten password through a single-use link and ends every session', async () => {
    const me = await registerAccount(t.app);
    const unknown = await t.call('POST', '/api/auth/forgot-password', undefined, {
      email: 'nobody-here@example.com',
    });
    const known = await t.call('POST', '/api/auth/forgot-password', undefined, {
      email: me.user.email,
    });
    expect(unknown.statusCode).toBe(202);
    expect(known.statusCode).toBe(202);
    expect(unknown.json()).toEqual({ message: FORGOT_PASSWORD_ANSWER });
    expect(known.json()).toEqual(unknown.json());
    expect(outboxMessages(t.config.mail.outboxDir, 'nobody-here@example.com')).toEqual([]);

    const link = linkFromOutbox(t.config.mail.outboxDir, me.user.email, '/reset-password?token=')!;
    const token = new URL(link).searchParams.get('token')!;
    const reset = await t.call('POST', '/api/auth/reset-password', undefined, {
      token,
      password: 'after-the-reset',
    });
    expect(reset.statusCode).toBe(204);
    expect((await t.call('GET', '/api/auth/me', me.token)).statusCode).toBe(401);
    expect((await login(me.user.email, 'after-the-reset')).statusCode).toBe(200);

    const reused = await t.call('POST', '/api/auth/reset-password', undefined, {
      token,
      password: 'another-password',
    });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(PROFILE_MESSAGES.invalidResetLink);
    expect(
      (await t.call('POST', '/api/auth/reset-password', undefined, { token, password: 'short' }))
        .statusCode,
    ).toBe(400);
  });

  it('tells the client the support address', async () => {
    expect((await t.call('GET', '/api/public-config')).json()).toEqual({
      supportEmail: 'help@docviz.example.com',
    });
  });
});
