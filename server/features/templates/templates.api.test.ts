import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { templates } from '../../db/schema.js';
import {
  bearer,
  registerAccount,
  signInPlatformAdmin,
  useTestApp,
} from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { DEFAULT_TEMPLATES } from './defaults/default-templates.js';
import { seedDefaultTemplates } from './seed.js';

const SVG =
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 400 200"><text x="10" y="20">{{COMPANY_1}}</text><rect x="0" y="40" width="10" height="10" fill="#4f46e5"/></svg>';

describe.each(DB_KINDS)('templates API on %s', (kind) => {
  const t = useTestApp(kind);
  let adminToken: string;
  let member: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    adminToken = await signInPlatformAdmin(t);
    member = await registerAccount(t.app);
  });

  const send = (
    method: 'POST' | 'PUT' | 'DELETE' | 'GET',
    url: string,
    token: string,
    payload?: object,
  ) => t.app.inject({ method, url, headers: bearer(token), ...(payload && { payload }) });

  it('seeds one default template per category, readable by every signed-in user', async () => {
    const response = await send('GET', '/api/admin/templates', member.token);
    expect(response.statusCode).toBe(200);
    const list = response.json() as { category: string; svgContent: string; aiPrompt: string }[];
    expect(list.map((template) => template.category).sort()).toEqual([
      'competitor_analysis',
      'product_roadmap',
      'risk_analysis',
      'value_proposition',
    ]);
    for (const template of list) {
      expect(template.svgContent).toMatch(/^<svg/);
      expect(template.aiPrompt.length).toBeGreaterThan(100);
    }
    const one = await send(
      'GET',
      `/api/admin/templates/${(list[0] as unknown as { id: number }).id}`,
      member.token,
    );
    expect(one.statusCode).toBe(200);
  });

  it('answers 401 to anonymous reads', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/admin/templates' })).statusCode).toBe(
      401,
    );
  });

  it('answers 403 to writes by anyone but a platform admin, and changes nothing', async () => {
    const [first] = (await send('GET', '/api/admin/templates', member.token)).json();
    const body = { name: 'Mine', category: 'risk_analysis', content: SVG };
    expect((await send('POST', '/api/admin/templates', member.token, body)).statusCode).toBe(403);
    expect(
      (await send('PUT', `/api/admin/templates/${first.id}`, member.token, body)).statusCode,
    ).toBe(403);
    expect(
      (await send('DELETE', `/api/admin/templates/${first.id}`, member.token)).statusCode,
    ).toBe(403);
    expect(
      (
        await send('POST', '/api/admin/templates/analyze-svg', member.token, {
          svgContent: SVG,
          category: 'risk_analysis',
        })
      ).statusCode,
    ).toBe(403);
    const after = (await send('GET', `/api/admin/templates/${first.id}`, member.token)).json();
    expect(after).toEqual(first);
  });

  it('creates, reads, updates and deletes a template as a platform admin', async () => {
    const created = await send('POST', '/api/admin/templates', adminToken, {
      name: '  Compact competitors  ',
      category: 'competitor_analysis',
      content: SVG,
      svgContent: SVG,
      aiPrompt: 'Extract competitors',
    });
    expect(created.statusCode).toBe(201);
    const template = created.json();
    expect(template).toMatchObject({
      name: 'Compact competitors',
      category: 'competitor_analysis',
      aiPrompt: 'Extract competitors',
    });
    expect(template.svgContent).toContain('{{COMPANY_1}}');
    expect(template.svgContent).toContain('viewBox="0 0 400 200"');

    const updated = await send('PUT', `/api/admin/templates/${template.id}`, adminToken, {
      id: template.id,
      name: 'Renamed',
      category: 'competitor_analysis',
      content: '',
      aiPrompt: 'New prompt',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      name: 'Renamed',
      aiPrompt: 'New prompt',
      svgContent: template.svgContent,
    });
    expect(Date.parse(updated.json().updatedAt)).toBeGreaterThanOrEqual(
      Date.parse(template.updatedAt),
    );

    expect(
      (await send('DELETE', `/api/admin/templates/${template.id}`, adminToken)).statusCode,
    ).toBe(204);
    expect((await send('GET', `/api/admin/templates/${template.id}`, adminToken)).statusCode).toBe(
      404,
    );
  });

  it.each([
    [{ name: '   ', category: 'risk_analysis', content: SVG }, 'name', 'Template name is required'],
    [
      { name: 'No file', category: 'risk_analysis', content: '' },
      'file',
      'Template file is required for new templates',
    ],
    [
      { name: 'Bad category', category: 'weather', content: SVG },
      'category',
      'Choose one of the four categories',
    ],
    [
      {
        name: 'Broken',
        category: 'risk_analysis',
        content: '<svg><g></svg>',
        svgContent: '<svg><g></svg>',
      },
      'svgContent',
      'Failed to parse SVG file',
    ],
  ])('answers 400 with the field message (%#)', async (body, field, message) => {
    const response = await send('POST', '/api/admin/templates', adminToken, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().fieldErrors[field]).toEqual([message]);
  });

  it('refuses an SVG over 1 MB', async () => {
    const huge = `<svg xmlns="http://www.w3.org/2000/svg">${'<g/>'.repeat(300_000)}</svg>`;
    const response = await send('POST', '/api/admin/templates', adminToken, {
      name: 'Huge',
      category: 'risk_analysis',
      content: '',
      svgContent: huge,
    });
    expect(response.statusCode).toBe(400);
  });

  it('answers 404 for a missing id on read, update and delete', async () => {
    const body = { name: 'X', category: 'risk_analysis', content: SVG };
    expect((await send('GET', '/api/admin/templates/999999', adminToken)).statusCode).toBe(404);
    expect((await send('PUT', '/api/admin/templates/999999', adminToken, body)).statusCode).toBe(
      404,
    );
    expect((await send('DELETE', '/api/admin/templates/999999', adminToken)).statusCode).toBe(404);
  });

  it('sanitizes SVG on save: no script, handlers, foreignObject, external references or javascript: URLs', async () => {
    const hostile = `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10" onload="alert(1)">
      <script>alert(2)</script>
      <rect width="5" height="5" fill="#ff0000" onclick="alert(3)"/>
      <foreignObject><iframe srcdoc="&lt;script&gt;alert(4)&lt;/script&gt;"></iframe></foreignObject>
      <a xlink:href="javascript:alert(5)"><text>{{TITLE}}</text></a>
      <a href="javascript:alert(6)"><text>x</text></a>
      <image href="http://127.0.0.1:1/x.png" width="1" height="1"/>
      <rect style="fill:url(https://evil.example/x.svg#a)" width="1" height="1"/>
      <use href="data:image/svg+xml;base64,PHN2Zz48L3N2Zz4="/>
      <animate attributeName="href" to="javascript:alert(7)"/>
    </svg>`;
    const response = await send('POST', '/api/admin/templates', adminToken, {
      name: 'Hostile',
      category: 'risk_analysis',
      content: hostile,
    });
    expect(response.statusCode).toBe(201);
    const stored = response.json();
    for (const field of [stored.svgContent, stored.content]) {
      expect(field).not.toMatch(
        /<script|onload|onclick|foreignObject|iframe|javascript:|127\.0\.0\.1|evil\.example|<use|<animate/i,
      );
      expect(field).toContain('{{TITLE}}');
      expect(field).toContain('#ff0000');
    }
  });

  it('makes a prompt naming each merge tag of an SVG (built-in analyzer)', async () => {
    const response = await send('POST', '/api/admin/templates/analyze-svg', adminToken, {
      svgContent: '<svg><text>{{COMPANY_1}} {{PRICING_1}} {{COMPANY_COUNT}}</text></svg>',
      category: 'competitor_analysis',
    });
    expect(response.statusCode).toBe(200);
    const { aiPrompt } = response.json();
    expect(aiPrompt).toMatch(/- COMPANY_1: .*competitor/i);
    expect(aiPrompt).toMatch(/- PRICING_1: .*pricing/i);
    expect(aiPrompt).toMatch(/do not fill: COMPANY_COUNT/);
    const none = await send('POST', '/api/admin/templates/analyze-svg', adminToken, {
      svgContent: '<svg/>',
      category: 'risk_analysis',
    });
    expect(none.json()).toEqual({ aiPrompt: '' });
  });

  it('seeds idempotently and never overwrites a template an admin edited', async () => {
    const before = await t.database.db.select().from(templates);
    expect(await seedDefaultTemplates(t.database.db)).toEqual({
      created: 0,
      updated: 0,
      kept: DEFAULT_TEMPLATES.length,
    });
    expect(await t.database.db.select().from(templates)).toHaveLength(before.length);

    const risk = before.find((row) => row.seedKey === 'default-risk-analysis')!;
    await send('PUT', `/api/admin/templates/${risk.id}`, adminToken, {
      name: 'Our risk matrix',
      category: 'risk_analysis',
      content: '',
    });
    // A release that changes the default must not touch the edited copy.
    await t.database.db
      .update(templates)
      .set({ seedChecksum: 'older-release' })
      .where(eq(templates.id, risk.id));
    await seedDefaultTemplates(t.database.db);
    const [after] = await t.database.db.select().from(templates).where(eq(templates.id, risk.id));
    expect(after!.name).toBe('Our risk matrix');
  });
});
