import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { INVITATION_MESSAGES } from '../../../common/contracts/members.js';
import { invitations } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import { linkFromOutbox, outboxMessages } from '../../test-support/outbox.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

describe.each(DB_KINDS)('members and invitations on %s', (kind) => {
  const t = useTestApp(kind, { env: { APP_URL: 'https://docviz.example.com' } });
  let admin: Awaited<ReturnType<typeof registerAccount>>;
  let otherAdmin: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    admin = await registerAccount(t.app, { organizationName: 'Acme' });
    otherAdmin = await registerAccount(t.app, { organizationName: 'Globex' });
  });

  const inviteLink = (email: string) =>
    linkFromOutbox(t.config.mail.outboxDir, email, '/register?invite=');
  const tokenOf = (link: string) => new URL(link).searchParams.get('invite')!;

  /** Invites, registers through the link, and returns the new member's session. */
  const addMember = async (
    role: 'organization_user' | 'organization_admin' = 'organization_user',
  ) => {
    const email = `member-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`;
    expect(
      (await t.call('POST', '/api/user/organization/invite', admin.token, { email, role }))
        .statusCode,
    ).toBe(201);
    const registered = await t.call('POST', '/api/auth/register', undefined, {
      firstName: 'Mem',
      lastName: 'Ber',
      email,
      password: 'member-password',
      inviteToken: tokenOf(inviteLink(email)!),
    });
    expect(registered.statusCode).toBe(201);
    return registered.json();
  };

  it('invites by e-mail: a pending invitation, a hashed token and an e-mail with the accept link', async () => {
    const response = await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'New.Person@example.com',
      role: 'organization_admin',
    });
    expect(response.statusCode).toBe(201);
    expect(response.json().invitation).toMatchObject({
      email: 'new.person@example.com',
      role: 'organization_admin',
      status: 'pending',
    });
    const expires = Date.parse(response.json().invitation.expiresAt);
    expect(expires - Date.now()).toBeGreaterThan(6.9 * 24 * 3600 * 1000);
    expect(expires - Date.now()).toBeLessThan(7.1 * 24 * 3600 * 1000);

    const link = inviteLink('new.person@example.com');
    expect(link).toMatch(/^https:\/\/docviz\.example\.com\/register\?invite=[A-Za-z0-9_-]{43}$/);
    const [row] = await t.database.db
      .select()
      .from(invitations)
      .where(eq(invitations.id, response.json().invitation.id));
    expect(row!.tokenHash).not.toContain(tokenOf(link!));
    const message = outboxMessages(t.config.mail.outboxDir, 'new.person@example.com').at(-1)!;
    expect(message).toMatch(/Content-Type: text\/plain/);
    expect(message).toMatch(/Content-Type: text\/html/);
    expect(message).toContain('Acme');

    const list = (await t.call('GET', '/api/user/organization/users', admin.token)).json();
    expect(list.users.map((u: { email: string }) => u.email)).toEqual([admin.user.email]);
    expect(list.pendingInvitations.map((i: { email: string }) => i.email)).toContain(
      'new.person@example.com',
    );
  });

  it('accepting creates the user in the inviting organization with the invited role, once', async () => {
    await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'joiner@example.com',
      role: 'organization_admin',
    });
    const token = tokenOf(inviteLink('joiner@example.com')!);
    const preview = await t.call('GET', `/api/invitations/${token}`);
    expect(preview.json()).toEqual({
      email: 'joiner@example.com',
      organizationName: 'Acme',
      role: 'organization_admin',
    });

    const body = {
      firstName: 'Jo',
      lastName: 'Iner',
      email: 'joiner@example.com',
      password: 'joiner-password',
      inviteToken: token,
    };
    const registered = await t.call('POST', '/api/auth/register', undefined, body);
    expect(registered.statusCode).toBe(201);
    expect(registered.json().user).toMatchObject({
      role: 'organization_admin',
      organizationId: admin.organization.id,
    });
    expect(registered.json().organization.name).toBe('Acme');

    const again = await t.call('POST', '/api/auth/register', undefined, {
      ...body,
      email: 'joiner2@example.com',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(INVITATION_MESSAGES.invalid);
    expect((await t.call('GET', `/api/invitations/${token}`)).statusCode).toBe(404);
    const list = (await t.call('GET', '/api/user/organization/users', admin.token)).json();
    expect(list.users.map((u: { email: string }) => u.email)).toContain('joiner@example.com');
    expect(list.pendingInvitations.map((i: { email: string }) => i.email)).not.toContain(
      'joiner@example.com',
    );
  });

  it('refuses an unknown token, an expired one, and a different e-mail, creating nothing', async () => {
    const base = { firstName: 'A', lastName: 'B', password: 'password123' };
    const unknown = await t.call('POST', '/api/auth/register', undefined, {
      ...base,
      email: 'x@example.com',
      inviteToken: 'nope',
    });
    expect(unknown.statusCode).toBe(400);

    await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'late@example.com',
    });
    const lateToken = tokenOf(inviteLink('late@example.com')!);
    await t.database.db
      .update(invitations)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invitations.email, 'late@example.com'));
    const late = await t.call('POST', '/api/auth/register', undefined, {
      ...base,
      email: 'late@example.com',
      inviteToken: lateToken,
    });
    expect(late.statusCode).toBe(400);
    expect(late.json().message).toBe(INVITATION_MESSAGES.invalid);
    const listed = (await t.call('GET', '/api/user/organization/users', admin.token)).json()
      .pendingInvitations;
    expect(listed.find((i: { email: string }) => i.email === 'late@example.com').status).toBe(
      'expired',
    );

    await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'right@example.com',
    });
    const wrong = await t.call('POST', '/api/auth/register', undefined, {
      ...base,
      email: 'wrong@example.com',
      inviteToken: tokenOf(inviteLink('right@example.com')!),
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fieldErrors.email).toEqual([INVITATION_MESSAGES.emailMismatch]);
    expect(
      (
        await t.call('POST', '/api/auth/login', undefined, {
          email: 'wrong@example.com',
          password: 'password123',
        })
      ).statusCode,
    ).toBe(401);
  });

  it('answers 409 for a member of this organization', async () => {
    const mine = await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: admin.user.email,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json().message).toBe(INVITATION_MESSAGES.alreadyMember);
  });

  it('answers an address with an account elsewhere exactly like a new one, and mails it no link', async () => {
    // Issue 14, hole 4: a 409 here told any org admin who has a DocViz account.
    const shape = (response: { statusCode: number; json: () => { invitation: object } }) => {
      const {
        id: _id,
        email: _email,
        createdAt: _c,
        expiresAt: _e,
        ...rest
      } = response.json().invitation as Record<string, unknown>;
      return { status: response.statusCode, keys: Object.keys(response.json()), rest };
    };
    const fresh = await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'nobody-yet@example.com',
    });
    const elsewhere = await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: otherAdmin.user.email,
    });
    expect(shape(elsewhere)).toEqual(shape(fresh));
    expect(elsewhere.statusCode).toBe(201);
    const resent = await t.call(
      'POST',
      `/api/user/organization/invites/${elsewhere.json().invitation.id}/resend`,
      admin.token,
    );
    expect(resent.statusCode).toBe(200);
    const mails = outboxMessages(t.config.mail.outboxDir, otherAdmin.user.email);
    expect(mails).toHaveLength(2);
    for (const mail of mails) {
      expect(mail).toContain('already has a DocViz account');
      expect(mail).not.toContain('/register?invite=');
    }
    const pending = (await t.call('GET', '/api/user/organization/users', admin.token)).json()
      .pendingInvitations as { email: string }[];
    expect(pending.map((p) => p.email)).toContain(otherAdmin.user.email);
  });

  it('re-inviting a pending address resends it: a new link, the old one stops working', async () => {
    await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'twice@example.com',
    });
    const first = tokenOf(inviteLink('twice@example.com')!);
    const again = await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'twice@example.com',
      role: 'organization_admin',
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().invitation.role).toBe('organization_admin');
    const second = tokenOf(inviteLink('twice@example.com')!);
    expect(second).not.toBe(first);
    expect((await t.call('GET', `/api/invitations/${first}`)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/invitations/${second}`)).statusCode).toBe(200);
    const pending = (await t.call('GET', '/api/user/organization/users', admin.token)).json()
      .pendingInvitations;
    expect(pending.filter((i: { email: string }) => i.email === 'twice@example.com')).toHaveLength(
      1,
    );
  });

  it('resends with a new token and expiry and deletes an invitation', async () => {
    const created = (
      await t.call('POST', '/api/user/organization/invite', admin.token, {
        email: 'resend@example.com',
      })
    ).json().invitation;
    const before = inviteLink('resend@example.com');
    const resent = await t.call(
      'POST',
      `/api/user/organization/invites/${created.id}/resend`,
      admin.token,
    );
    expect(resent.statusCode).toBe(200);
    expect(resent.json().invitation.status).toBe('pending');
    expect(inviteLink('resend@example.com')).not.toBe(before);
    expect(
      (await t.call('DELETE', `/api/user/organization/invites/${created.id}`, admin.token))
        .statusCode,
    ).toBe(204);
    const pending = (await t.call('GET', '/api/user/organization/users', admin.token)).json()
      .pendingInvitations;
    expect(pending.map((i: { id: number }) => i.id)).not.toContain(created.id);
    expect(
      (await t.call('GET', `/api/invitations/${tokenOf(inviteLink('resend@example.com')!)}`))
        .statusCode,
    ).toBe(404);
  });

  it('is for organization admins of that organization only', async () => {
    const created = (
      await t.call('POST', '/api/user/organization/invite', admin.token, {
        email: 'guarded@example.com',
      })
    ).json().invitation;
    const member = await addMember('organization_user');
    for (const [method, url, payload] of [
      ['GET', '/api/user/organization/users'],
      ['POST', '/api/user/organization/invite', { email: 'sneaky@example.com' }],
      ['DELETE', `/api/user/organization/invites/${created.id}`],
      ['POST', `/api/user/organization/invites/${created.id}/resend`],
    ] as const) {
      expect((await t.call(method, url, member.token, payload)).statusCode).toBe(403);
    }
    // Another organization's admin: the invitation does not exist for them.
    expect(
      (await t.call('DELETE', `/api/user/organization/invites/${created.id}`, otherAdmin.token))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await t.call(
          'POST',
          `/api/user/organization/invites/${created.id}/resend`,
          otherAdmin.token,
        )
      ).statusCode,
    ).toBe(404);
    const theirs = (await t.call('GET', '/api/user/organization/users', otherAdmin.token)).json();
    expect(theirs.pendingInvitations).toEqual([]);
    expect(theirs.users.map((u: { email: string }) => u.email)).toEqual([otherAdmin.user.email]);
  });

  it('validates the invite form: a valid e-mail and an invitable role only', async () => {
    const bad = await t.call('POST', '/api/user/organization/invite', admin.token, {
      email: 'nope',
      role: 'platform_admin',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual(['email', 'role']);
  });

  it('an invited member sees the organization’s documents', async () => {
    const uploaded = (
      await uploadDocument(
        t.app,
        admin.token,
        corpusFile('business/pdf/02-kubeflow-2019.pdf'),
        'k.pdf',
        'Shared plan',
      )
    ).json();
    const member = await addMember();
    const list = await t.call('GET', '/api/documents', member.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().map((d: { id: number }) => d.id)).toContain(uploaded.id);
    expect((await t.call('GET', `/api/documents/${uploaded.id}`, member.token)).statusCode).toBe(
      200,
    );
    expect(
      (await t.call('GET', `/api/documents/${uploaded.id}`, otherAdmin.token)).statusCode,
    ).toBe(404);
  });
});
