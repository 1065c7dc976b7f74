import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { brandColorMap } from '../../../common/brand/palette-mapping.js';
import { extractColors } from '../../../common/render/colors.js';
import { documents } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import { linkFromOutbox } from '../../test-support/outbox.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { seedDefaultTemplates } from '../templates/seed.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');
const URL = '/api/organization/brand-palette';
const palette = { primary: '#0F766E', secondary: '#b45309', accent: '#be185d', text: '#1c1917' };
const stored = { ...palette, primary: '#0f766e' };

describe.each(DB_KINDS)('organization brand palette on %s', (kind) => {
  const t = useTestApp(kind, { env: { APP_URL: 'https://docviz.example.com' } });
  let admin: Awaited<ReturnType<typeof registerAccount>>;
  let other: Awaited<ReturnType<typeof registerAccount>>;
  let memberToken: string;

  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    admin = await registerAccount(t.app, { organizationName: 'Brand Co' });
    other = await registerAccount(t.app, { organizationName: 'Plain Co' });
    const email = `member-${Date.now()}@example.com`;
    const role = 'organization_user';
    await t.call('POST', '/api/user/organization/invite', admin.token, { email, role });
    const link = linkFromOutbox(t.config.mail.outboxDir, email, '/register?invite=')!;
    const registered = await t.call('POST', '/api/auth/register', undefined, {
      firstName: 'Mem',
      lastName: 'Ber',
      email,
      password: 'member-password',
      inviteToken: new globalThis.URL(link).searchParams.get('invite'),
    });
    expect(registered.statusCode).toBe(201);
    memberToken = registered.json().token;
  });

  const me = async (token: string) => (await t.call('GET', '/api/auth/me', token)).json();

  /** A processed risk-analysis document and a new visualization of it. */
  const newVisualization = async (token: string) => {
    const id = (await uploadDocument(t.app, token, pdf, 'plan.pdf', 'Risks')).json().id as number;
    await t.database.db
      .update(documents)
      .set({ status: 'processed', category: 'risk_analysis', processedAt: new Date() })
      .where(eq(documents.id, id));
    const response = await t.call('POST', `/api/documents/${id}/visualizations`, token, {
      title: 'Risks',
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { id: number; data: string };
  };
  const detail = async (token: string, id: number) =>
    (await t.call('GET', `/api/visualizations/${id}`, token)).json();

  it('starts without a palette, which sign-in and /api/auth/me both answer', async () => {
    expect(admin.organization.brandPalette).toBeNull();
    expect((await me(admin.token)).organization.brandPalette).toBeNull();
  });

  it('lets an organization admin set it; members read it; another organization keeps none', async () => {
    const response = await t.call('PUT', URL, admin.token, palette);
    expect(response.statusCode).toBe(200);
    expect(response.json().organization).toMatchObject({ name: 'Brand Co', brandPalette: stored });
    expect((await me(admin.token)).organization.brandPalette).toEqual(stored);
    expect((await me(memberToken)).organization.brandPalette).toEqual(stored);
    expect((await me(other.token)).organization.brandPalette).toBeNull();
  });

  it('refuses an organization_user with 403 and a message, and leaves the palette', async () => {
    const response = await t.call('PUT', URL, memberToken, { ...palette, primary: '#000000' });
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toMatch(/permission/);
    expect((await t.call('DELETE', URL, memberToken)).statusCode).toBe(403);
    expect((await me(admin.token)).organization.brandPalette).toEqual(stored);
  });

  it('answers 400 with field errors for colours that are not 7-character hex', async () => {
    const response = await t.call('PUT', URL, admin.token, {
      ...palette,
      primary: '#fff',
      accent: 'red',
    });
    expect(response.statusCode).toBe(400);
    const { fieldErrors } = response.json();
    expect(fieldErrors.primary).toEqual(['Primary must be a 7-character hex color like #4f46e5']);
    expect(fieldErrors.accent).toEqual(['Accent must be a 7-character hex color like #4f46e5']);
    expect(fieldErrors).not.toHaveProperty('secondary');
  });

  it('answers 400 for an unreadable text colour or a fill too light for white labels', async () => {
    const lightText = await t.call('PUT', URL, admin.token, { ...palette, text: '#999999' });
    expect(lightText.statusCode).toBe(400);
    expect(lightText.json().fieldErrors.text[0]).toMatch(/needs 4.5:1 contrast, it has 2.8:1/);
    const lightFill = await t.call('PUT', URL, admin.token, { ...palette, secondary: '#fde047' });
    expect(lightFill.statusCode).toBe(400);
    expect(lightFill.json().fieldErrors.secondary[0]).toMatch(/too light for white labels/);
    expect((await me(admin.token)).organization.brandPalette).toEqual(stored);
  });

  it('starts new visualizations in the palette’s colours and leaves existing ones alone', async () => {
    await t.call('DELETE', URL, admin.token);
    const before = await newVisualization(admin.token);
    expect(JSON.parse(before.data).colors).toBeUndefined();

    await t.call('PUT', URL, admin.token, palette);
    const after = await newVisualization(admin.token);
    const { template } = await detail(admin.token, after.id);
    const expected = brandColorMap(extractColors(template.svgContent), stored);
    expect(JSON.parse(after.data).colors).toEqual(expected);
    expect(Object.values(expected)).toEqual(expect.arrayContaining(['#0f766e', '#1c1917']));

    // The older one still has no colours, and another organization's new one gets none.
    expect(JSON.parse((await detail(admin.token, before.id)).visualization.data).colors).toBe(
      undefined,
    );
    expect(JSON.parse((await newVisualization(other.token)).data).colors).toBeUndefined();
  });

  it('applies the palette to an existing visualization as a new version', async () => {
    await t.call('DELETE', URL, admin.token);
    const older = await newVisualization(admin.token);
    await t.call('PUT', URL, admin.token, palette);
    const { template, visualization } = await detail(admin.token, older.id);
    const colors = brandColorMap(extractColors(template.svgContent), stored);
    const saved = await t.call('PUT', `/api/visualizations/${older.id}`, admin.token, {
      data: { ...JSON.parse(visualization.data), colors },
      changeDescription: 'Applied brand colors',
    });
    expect(saved.statusCode).toBe(200);
    const versions = (
      await t.call('GET', `/api/visualizations/${older.id}/versions`, admin.token)
    ).json() as { version: number; changeDescription: string }[];
    expect(versions[0]).toMatchObject({ version: 1, changeDescription: 'Applied brand colors' });
    const now = await detail(admin.token, older.id);
    expect(JSON.parse(now.visualization.data).colors).toEqual(colors);
  });

  it('removes the palette: new visualizations use the template’s colours again', async () => {
    const response = await t.call('DELETE', URL, admin.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().organization.brandPalette).toBeNull();
    expect(JSON.parse((await newVisualization(admin.token)).data).colors).toBeUndefined();
  });
});
