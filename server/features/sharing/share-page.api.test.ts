import { createHash, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { shareLinks } from '../../db/schema.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { seedDefaultTemplates } from '../templates/seed.js';
import {
  createLink,
  DOCUMENT_SECRETS,
  drawingOf,
  riskVisualization,
  visit,
} from './test-support/shared-world.js';

const TITLE = 'Q3 <risks> & "friends"';

/** The headers that must not tell one dead link from another (the date may tick). */
const comparable = (response: LightMyRequestResponse) => {
  const { date: _date, ...headers } = response.headers;
  return { status: response.statusCode, headers, body: response.body };
};

describe.each(DB_KINDS)('the public share page on %s', (kind) => {
  const t = useTestApp(kind, { env: { APP_URL: 'https://docviz.example.com' } });
  let admin: Awaited<ReturnType<typeof registerAccount>>;
  let visualization: number;

  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    admin = await registerAccount(t.app, { organizationName: 'Acme & Sons' });
    await registerAccount(t.app, { organizationName: 'Globex Unrelated' });
    visualization = await riskVisualization(t, admin.token, TITLE);
  });

  const rowOf = async (id: number) =>
    (await t.database.db.select().from(shareLinks).where(eq(shareLinks.id, id)))[0]!;

  it('shows a signed-out visitor the title, the organization and the drawing, and nothing else', async () => {
    const link = await createLink(t, admin.token, visualization);
    const response = await visit(t, 'GET', `/s/${link.token}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1>Q3 &lt;risks&gt; &amp; &quot;friends&quot;</h1>');
    expect(html).toContain('<p class="org">Acme &amp; Sons</p>');
    const drawing = drawingOf(html)!;
    expect(drawing).toMatch(/^<svg[\s>]/);
    expect(drawing).toContain('Vendor lock-in');
    expect(drawing).toContain("font-family:'Inter Variable'");

    for (const text of [html, drawing]) {
      for (const secret of Object.values(DOCUMENT_SECRETS)) expect(text).not.toContain(secret);
      expect(text).not.toContain('Globex');
      expect(text).not.toMatch(/<script|javascript:|\son\w+=/i);
    }
    // No app shell: no client bundle, no root element, no link into the app.
    expect(html).not.toMatch(/id="root"|src="\/assets\/|href=/);
  });

  it('sends a strict CSP, noindex, no referrer and no caching', async () => {
    const link = await createLink(t, admin.token, visualization);
    const response = await visit(t, 'GET', `/s/${link.token}`);
    const csp = String(response.headers['content-security-policy']);
    for (const directive of [
      "default-src 'none'",
      "frame-ancestors 'none'",
      "base-uri 'none'",
      "form-action 'self'",
      'img-src data:',
    ])
      expect(csp).toContain(directive);
    expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|script-src/);
    // The one stylesheet is allowed by its hash, and that hash is the page's stylesheet's.
    const css = /<style>([\s\S]*?)<\/style>/.exec(response.body)![1]!;
    expect(csp).toContain(
      `style-src 'sha256-${createHash('sha256').update(css).digest('base64')}'`,
    );
    expect(response.headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(response.body).toContain('<meta name="robots" content="noindex, nofollow">');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('answers an unknown, malformed, revoked or expired token with the same 404', async () => {
    const revoked = await createLink(t, admin.token, visualization);
    await t.call(
      'DELETE',
      `/api/visualizations/${visualization}/share-links/${revoked.id}`,
      admin.token,
    );
    const expired = await createLink(t, admin.token, visualization);
    await t.database.db
      .update(shareLinks)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(shareLinks.id, expired.id));

    const unknown = comparable(
      await visit(t, 'GET', `/s/${randomBytes(32).toString('base64url')}`),
    );
    expect(unknown.status).toBe(404);
    expect(unknown.body).toContain('This link is not available');
    expect(unknown.headers['content-security-policy']).toContain("default-src 'none'");
    expect(unknown.headers['x-robots-tag']).toBe('noindex, nofollow');
    for (const path of [
      `/s/${revoked.token}`,
      `/s/${expired.token}`,
      '/s/not-a-token',
      '/s/',
      `/s/${revoked.token}/more`,
    ])
      expect(comparable(await visit(t, 'GET', path)), path).toEqual(unknown);
    expect(
      (await visit(t, 'POST', `/s/${revoked.token}`, { form: { password: 'x' } })).statusCode,
    ).toBe(404);
  });

  it('counts a view (and its time) each time the drawing is shown, not for HEAD', async () => {
    const link = await createLink(t, admin.token, visualization);
    const before = Date.now();
    await visit(t, 'GET', `/s/${link.token}`);
    await visit(t, 'GET', `/s/${link.token}`);
    expect((await visit(t, 'HEAD', `/s/${link.token}`)).statusCode).toBe(200);
    const row = await rowOf(link.id);
    expect(row.viewCount).toBe(2);
    expect(row.lastViewedAt!.getTime()).toBeGreaterThanOrEqual(before - 1000);
    const listed = (
      await t.call('GET', `/api/visualizations/${visualization}/share-links`, admin.token)
    )
      .json()
      .find((entry: { id: number }) => entry.id === link.id);
    expect(listed).toMatchObject({ viewCount: 2, lastViewedAt: row.lastViewedAt!.toISOString() });
  });

  it('follows the latest saved version of the visualization', async () => {
    const id = await riskVisualization(t, admin.token, 'Living board');
    const link = await createLink(t, admin.token, id);
    expect(drawingOf((await visit(t, 'GET', `/s/${link.token}`)).body)).toContain('Vendor lock-in');
    const saved = await t.call('PUT', `/api/visualizations/${id}`, admin.token, {
      data: { risks: [{ name: 'Supplier insolvency', probability: 2, impact: 5 }] },
    });
    expect(saved.statusCode).toBe(200);
    const drawing = drawingOf((await visit(t, 'GET', `/s/${link.token}`)).body);
    expect(drawing).toContain('Supplier insolvency');
    expect(drawing).not.toContain('Vendor lock-in');
  });

  it('asks for the password first: a wrong one is a 401, the right one sets a cookie for this link', async () => {
    const link = await createLink(t, admin.token, visualization, { password: 'open sesame' });
    const path = `/s/${link.token}`;
    const form = await visit(t, 'GET', path);
    expect(form.statusCode).toBe(200);
    expect(form.body).toContain(`<form method="post" action="${path}">`);
    expect(drawingOf(form.body)).toBeNull();
    expect(form.body).not.toContain('Acme');
    expect(form.body).not.toContain('Q3');
    expect((await rowOf(link.id)).viewCount).toBe(0);

    const wrong = await visit(t, 'POST', path, { form: { password: 'open says me' } });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.body).toContain('That password is not correct');
    expect(wrong.headers['set-cookie']).toBeUndefined();
    expect((await visit(t, 'POST', path, { form: {} })).statusCode).toBe(401);

    const right = await visit(t, 'POST', path, { form: { password: 'open sesame' } });
    expect(right.statusCode).toBe(303);
    expect(right.headers.location).toBe(path);
    const setCookie = String(right.headers['set-cookie']);
    expect(setCookie).toMatch(/HttpOnly/);
    expect(setCookie).toMatch(/SameSite=Strict/);
    expect(setCookie).toContain(`Path=${path}`);
    expect(setCookie).not.toMatch(/Secure/); // plain http here
    const cookie = setCookie.split(';')[0]!;

    const page = await visit(t, 'GET', path, { cookie });
    expect(page.statusCode).toBe(200);
    expect(drawingOf(page.body)).toContain('Vendor lock-in');
    expect((await rowOf(link.id)).viewCount).toBe(1);

    // The cookie opens this link only, even one with the same password.
    const twin = await createLink(t, admin.token, visualization, { password: 'open sesame' });
    expect(drawingOf((await visit(t, 'GET', `/s/${twin.token}`, { cookie })).body)).toBeNull();
    // A forged or tampered cookie opens nothing.
    const tampered = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect(drawingOf((await visit(t, 'GET', path, { cookie: tampered })).body)).toBeNull();
  });

  it('serves the page font from its own origin', async () => {
    const font = await visit(t, 'GET', '/s/assets/inter-latin.woff2');
    expect(font.statusCode).toBe(200);
    expect(font.headers['content-type']).toBe('font/woff2');
    expect(font.rawPayload.subarray(0, 4).toString('latin1')).toBe('wOF2');
  });
});
