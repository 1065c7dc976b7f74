import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_FORMAT_MESSAGE } from '../../../common/contracts/exports.js';
import { documents, templates, visualizations } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { inspectPdfFile, inspectSvgFile } from '../../test-support/vector-export.js';
import { seedDefaultTemplates } from '../templates/seed.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');
const TITLE = 'Q3 Risk Review';
const risks = [
  { name: 'Vendor lock-in', probability: 3, impact: 4, mitigation: 'Dual-source', owner: 'CTO' },
  { name: 'Key person leaves', probability: 2, impact: 5, mitigation: 'Pairing', owner: 'HR' },
];

describe.each(DB_KINDS)('vector export API on %s', (kind) => {
  const t = useTestApp(kind);
  let alice: Awaited<ReturnType<typeof registerAccount>>;
  let mallory: Awaited<ReturnType<typeof registerAccount>>;
  let id: number;

  /** A processed risk register of `token`'s organization, and a visualization of it. */
  const visualization = async (token: string, data: object = { risks }, title = TITLE) => {
    const documentId = (await uploadDocument(t.app, token, pdf, 'plan.pdf', 'Risks')).json()
      .id as number;
    await t.database.db
      .update(documents)
      .set({ status: 'processed', category: 'risk_analysis', processedAt: new Date() })
      .where(eq(documents.id, documentId));
    const created = await t.call('POST', `/api/documents/${documentId}/visualizations`, token, {
      title,
    });
    expect(created.statusCode).toBe(201);
    const vizId = created.json().id as number;
    expect((await t.call('PUT', `/api/visualizations/${vizId}`, token, { data })).statusCode).toBe(
      200,
    );
    return vizId;
  };
  const exportOf = (vizId: number, format: string, token = alice.token) =>
    t.call('GET', `/api/visualizations/${vizId}/export?format=${format}`, token);

  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    alice = await registerAccount(t.app);
    mallory = await registerAccount(t.app);
    id = await visualization(alice.token);
  });

  it('downloads an SVG file: parses, inert, sized, titled, its text as Inter outlines', async () => {
    const response = await exportOf(id, 'svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="q3-risk-review.svg"; filename*=UTF-8''q3-risk-review.svg`,
    );
    expect(response.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n<svg')).toBe(true);
    const svg = inspectSvgFile(response.body);
    expect(svg.problems).toEqual([]);
    // The default risk template is 720 wide; two risks of five leave a shorter drawing.
    expect(svg.width).toBe(720);
    expect(svg.viewBox).toBe(`0 0 720 ${svg.height}`);
    expect(svg.height).toBeGreaterThan(400);
    expect(svg.title).toBe(TITLE);
    // Every character is Inter's: all of it outlined, none left to the viewer's fonts.
    expect(svg.texts).toBe(0);
    expect(svg.paths).toBeGreaterThan(20);
    expect(response.body).not.toContain('Vendor lock-in');
  });

  it('downloads a one-page vector PDF of the same size, titled, with its text extractable', async () => {
    const svg = inspectSvgFile((await exportOf(id, 'svg')).body);
    const response = await exportOf(id, 'pdf');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toContain('filename="q3-risk-review.pdf"');
    const file = await inspectPdfFile(response.rawPayload);
    expect(file.pages).toBe(1);
    // Points = CSS pixels × 0.75: the page prints at the size the drawing shows.
    expect(file.width).toBeCloseTo(svg.width * 0.75, 3);
    expect(file.height).toBeCloseTo(svg.height * 0.75, 3);
    expect(file.info).toMatchObject({ Title: TITLE, Producer: 'DocViz', Creator: 'DocViz' });
    for (const text of ['Risk Analysis', 'Vendor lock-in', 'Key person leaves', 'Dual-source'])
      expect(file.text).toContain(text);
    expect(file.images).toBe(0);
    expect(file.paths).toBeGreaterThan(20);
  });

  it('draws characters beyond Latin: other subsets and symbols outlined, CJK left as text', async () => {
    const vizId = await visualization(alice.token, {
      risks: [{ name: 'Łódź → Zürich', probability: 2, impact: 3 }, { name: 'Поставки 東京' }],
    });
    const svg = (await exportOf(vizId, 'svg')).body;
    const report = inspectSvgFile(svg);
    expect(report.problems).toEqual([]);
    // Only the two CJK characters, which no bundled font has, stay text for the viewer's fonts.
    expect(report.texts).toBe(1);
    expect(svg).toContain('東京</text>');
    expect(svg).not.toContain('Łódź');
    const file = await inspectPdfFile((await exportOf(vizId, 'pdf')).rawPayload);
    expect(file.text).toContain('Łódź → Zürich');
    expect(file.text).toContain('Поставки');
  });

  it('sanitizes the drawing again: a template saved around the sanitizer cannot script the file', async () => {
    const vizId = await visualization(alice.token);
    const hostile =
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 300 100" onload="alert(1)">' +
      '<script>alert(2)</script><image href="https://evil.example/x.png" width="10" height="10"/>' +
      '<a xlink:href="javascript:alert(3)"><text x="10" y="50" onclick="alert(4)">{{TITLE}}</text></a></svg>';
    const [own] = await t.database.db
      .insert(templates)
      .values({ name: 'Hostile', category: 'risk_analysis', content: hostile, svgContent: hostile })
      .returning();
    await t.database.db
      .update(visualizations)
      .set({ templateId: own!.id })
      .where(eq(visualizations.id, vizId));
    const svg = (await exportOf(vizId, 'svg')).body;
    const report = inspectSvgFile(svg);
    expect(report.problems).toEqual([]);
    expect(svg).not.toMatch(/alert|evil\.example|script/i);
    expect(report.width).toBe(300);
    expect(report.height).toBe(100);
    expect(report.paths).toBe(1);
    const file = await inspectPdfFile((await exportOf(vizId, 'pdf')).rawPayload);
    expect(file.text).toContain('Risk Analysis');
    expect([file.width, file.height]).toEqual([225, 75]);
  });

  it('answers another organization’s visualization exactly like a missing one', async () => {
    const foreign = await exportOf(id, 'svg', mallory.token);
    const missing = await exportOf(2_000_000_000, 'svg', mallory.token);
    expect(foreign.statusCode).toBe(404);
    const { requestId: _a, ...foreignBody } = foreign.json();
    const { requestId: _b, ...missingBody } = missing.json();
    expect(foreignBody).toEqual(missingBody);
    expect(foreign.body).not.toContain(TITLE);
    expect((await exportOf(id, 'pdf', mallory.token)).statusCode).toBe(404);
  });

  it('refuses an unknown or missing format with a clear 400, and anonymous callers with 401', async () => {
    for (const query of ['?format=png', '?format=', '']) {
      const response = await t.call('GET', `/api/visualizations/${id}/export${query}`, alice.token);
      expect(response.statusCode, query).toBe(400);
      expect(response.json().message, query).toBe(EXPORT_FORMAT_MESSAGE);
    }
    expect((await exportOf(id, 'svg', null as unknown as string)).statusCode).toBe(401);
  });
});
