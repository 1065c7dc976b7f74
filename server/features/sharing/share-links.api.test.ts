import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { SHARE_MESSAGES } from '../../../common/contracts/sharing.js';
import { shareLinks } from '../../db/schema.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { seedDefaultTemplates } from '../templates/seed.js';
import { addMember, createLink, riskVisualization, visit } from './test-support/shared-world.js';

const APP_URL = 'https://docviz.example.com';
const MISSING = '2147483647';
const inADay = () => new Date(Date.now() + 24 * 3600 * 1000).toISOString();

describe.each(DB_KINDS)('share links API on %s', (kind) => {
  const t = useTestApp(kind, { env: { APP_URL } });
  let admin: Awaited<ReturnType<typeof registerAccount>>;
  let member: Awaited<ReturnType<typeof addMember>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let visualization: number;
  let otherVisualization: number;

  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    admin = await registerAccount(t.app, { organizationName: 'Acme Sharing' });
    other = await registerAccount(t.app, { organizationName: 'Globex Sharing' });
    member = await addMember(t, admin.token);
    visualization = await riskVisualization(t, admin.token);
    otherVisualization = await riskVisualization(t, other.token, 'Globex board');
  });

  const linksUrl = (id: number | string) => `/api/visualizations/${id}/share-links`;
  const rowOf = async (id: number) =>
    (await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, id)))[0]!;

  it('lets a plain member create a link: a 256-bit token in the URL, only its SHA-256 stored', async () => {
    const response = await t.call('POST', linksUrl(visualization), member.token, {});
    expect(response.statusCode).toBe(201);
    const link = response.json();
    expect(link.url).toMatch(new RegExp(`^${APP_URL}/s/[A-Za-z0-9_-]{43}$`));
    const token = link.url.split('/s/')[1] as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    expect(link).toMatchObject({
      status: 'active',
      hasPassword: false,
      expiresAt: null,
      revokedAt: null,
      viewCount: 0,
      lastViewedAt: null,
      createdByName: 'Sam Sharer',
    });

    const row = await rowOf(link.id);
    expect(row.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.passwordHash).toBeNull();
  });

  it('stores an optional password as an argon2 hash and an optional expiry', async () => {
    const expiresAt = inADay();
    const link = await createLink(t, admin.token, visualization, {
      expiresAt,
      password: 'open sesame',
    });
    const row = await rowOf(link.id);
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.passwordHash).not.toContain('open sesame');
    expect(row.expiresAt?.toISOString()).toBe(expiresAt);
  });

  it('refuses an expiry in the past, a bad date, a short password and unknown fields with a 400', async () => {
    const cases: [object, string][] = [
      [{ expiresAt: new Date(Date.now() - 60_000).toISOString() }, SHARE_MESSAGES.expiryInPast],
      [{ expiresAt: 'next tuesday' }, 'The expiry must be a date and time (ISO 8601)'],
      [{ password: 'short' }, SHARE_MESSAGES.passwordLength],
      [{ password: 'x'.repeat(129) }, SHARE_MESSAGES.passwordLength],
    ];
    for (const [body, message] of cases) {
      const response = await t.call('POST', linksUrl(visualization), admin.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.values(response.json().fieldErrors).flat()).toContain(message);
    }
    const unknown = await t.call('POST', linksUrl(visualization), admin.token, { token: 'mine' });
    expect(unknown.statusCode).toBe(400);
  });

  it('lists the links newest first with status and counts, never a token or a hash', async () => {
    const first = await createLink(t, admin.token, visualization);
    const second = await createLink(t, admin.token, visualization, { password: 'long enough' });
    const response = await t.call('GET', linksUrl(visualization), member.token);
    expect(response.statusCode).toBe(200);
    const links = response.json() as { id: number }[];
    expect(links.map((link) => link.id).slice(0, 2)).toEqual([second.id, first.id]);
    expect(links[0]).toMatchObject({ hasPassword: true, status: 'active', viewCount: 0 });
    expect(response.body).not.toMatch(/token|hash|argon2|\/s\//i);
    expect(response.body).not.toContain(first.token);
  });

  it('revokes a link (any member may): it stays listed as revoked with its views, and its page is gone', async () => {
    const link = await createLink(t, admin.token, visualization);
    expect((await visit(t, 'GET', `/s/${link.token}`)).statusCode).toBe(200);

    const revoked = await t.call('DELETE', `${linksUrl(visualization)}/${link.id}`, member.token);
    expect(revoked.statusCode).toBe(204);
    const listed = (await t.call('GET', linksUrl(visualization), admin.token))
      .json()
      .find((entry: { id: number }) => entry.id === link.id);
    expect(listed).toMatchObject({ status: 'revoked', viewCount: 1 });
    expect(listed.revokedAt).not.toBeNull();
    expect((await visit(t, 'GET', `/s/${link.token}`)).statusCode).toBe(404);

    // Revoking again changes nothing, the first time stays.
    expect(
      (await t.call('DELETE', `${linksUrl(visualization)}/${link.id}`, admin.token)).statusCode,
    ).toBe(204);
    expect((await rowOf(link.id)).revokedAt?.toISOString()).toBe(listed.revokedAt);
  });

  it('shows a link past its expiry as expired', async () => {
    const link = await createLink(t, admin.token, visualization, { expiresAt: inADay() });
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, link.id));
    const listed = (await t.call('GET', linksUrl(visualization), admin.token))
      .json()
      .find((entry: { id: number }) => entry.id === link.id);
    expect(listed.status).toBe('expired');
  });

  it('answers another organization’s visualization or link exactly like a missing one', async () => {
    const theirs = await createLink(t, other.token, otherVisualization);
    const pairs: [string, string, string, object?][] = [
      ['GET', linksUrl(otherVisualization), linksUrl(MISSING)],
      ['POST', linksUrl(otherVisualization), linksUrl(MISSING), {}],
      ['DELETE', `${linksUrl(otherVisualization)}/${theirs.id}`, `${linksUrl(MISSING)}/${MISSING}`],
      // Our own visualization with their link's id.
      [
        'DELETE',
        `${linksUrl(visualization)}/${theirs.id}`,
        `${linksUrl(visualization)}/${MISSING}`,
      ],
    ];
    for (const [method, foreignUrl, missingUrl, body] of pairs) {
      const foreign = await t.call(method as 'GET', foreignUrl, admin.token, body);
      const missing = await t.call(method as 'GET', missingUrl, admin.token, body);
      expect(foreign.statusCode, `${method} ${foreignUrl}`).toBe(404);
      const { requestId: _a, ...foreignBody } = foreign.json();
      const { requestId: _b, ...missingBody } = missing.json();
      expect(foreignBody).toEqual(missingBody);
    }
    expect((await rowOf(theirs.id)).revokedAt).toBeNull();
    expect((await visit(t, 'GET', `/s/${theirs.token}`)).statusCode).toBe(200);
  });

  it('needs a signed-in member', async () => {
    expect((await t.call('GET', linksUrl(visualization))).statusCode).toBe(401);
    expect((await t.call('POST', linksUrl(visualization), null, {})).statusCode).toBe(401);
  });
});
