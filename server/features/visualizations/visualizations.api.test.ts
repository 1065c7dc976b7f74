import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { seedDefaultTemplates } from '../templates/seed.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');

const analysis = {
  category: 'risk_analysis',
  confidence: 0.9,
  data: {
    risks: [
      {
        name: 'Vendor lock-in',
        probability: 3,
        impact: 4,
        mitigation: 'Dual-source',
        owner: 'CTO',
      },
      {
        name: 'Key person leaves',
        probability: 2,
        impact: 5,
        mitigation: 'Pairing',
        owner: 'VP Eng',
      },
    ],
  },
  evidence: [
    {
      field: 'risks[0]',
      value: 'Vendor lock-in',
      snippet: 'Vendor lock-in | 3 | 4',
      location: 'table 1, row 2',
    },
  ],
};

describe.each(DB_KINDS)('visualizations API on %s', (kind) => {
  const t = useTestApp(kind);
  let alice: Awaited<ReturnType<typeof registerAccount>>;
  let mallory: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    alice = await registerAccount(t.app);
    mallory = await registerAccount(t.app);
  });

  /** A document as the pipeline leaves it: processed, with a category and the analyzer's result. */
  const processedDocument = async (
    token: string,
    category = 'risk_analysis',
    result: object | null = analysis,
  ) => {
    const id = (await uploadDocument(t.app, token, pdf, 'plan.pdf', 'Risk register')).json()
      .id as number;
    await t.database.db
      .update(documents)
      .set({
        status: 'processed',
        category,
        processedAt: new Date(),
        analysis: result ? JSON.stringify(result) : null,
      })
      .where(eq(documents.id, id));
    return id;
  };
  const createFor = async (
    token: string,
    documentId: number,
    title = 'Risk register - Visualization',
  ) => t.call('POST', `/api/documents/${documentId}/visualizations`, token, { title });

  it('creates a visualization from a processed document with the analyzer’s data and the category’s template', async () => {
    const documentId = await processedDocument(alice.token);
    const response = await createFor(alice.token, documentId);
    expect(response.statusCode).toBe(201);
    const viz = response.json();
    expect(viz).toMatchObject({
      title: 'Risk register - Visualization',
      category: 'risk_analysis',
      documentId,
    });
    expect(JSON.parse(viz.data).risks[0]).toMatchObject({
      name: 'Vendor lock-in',
      probability: 3,
      impact: 4,
    });

    const detail = (await t.call('GET', `/api/visualizations/${viz.id}`, alice.token)).json();
    expect(detail.visualization.id).toBe(viz.id);
    expect(detail.document).toMatchObject({
      id: documentId,
      name: 'Risk register',
      category: 'risk_analysis',
    });
    expect(detail.document.analysis.evidence[0].location).toBe('table 1, row 2');
    expect(detail.document).not.toHaveProperty('extractedText');
    expect(detail.template.category).toBe('risk_analysis');
    expect(detail.template.svgContent).toMatch(/^<svg/);

    const ofDocument = (
      await t.call('GET', `/api/documents/${documentId}/visualizations`, alice.token)
    ).json();
    expect(ofDocument.map((v: { id: number }) => v.id)).toEqual([viz.id]);
    const all = (await t.call('GET', '/api/visualizations', alice.token)).json();
    expect(all.find((v: { id: number }) => v.id === viz.id).category).toBe('risk_analysis');
  });

  it('starts from empty data when the analysis is missing', async () => {
    const documentId = await processedDocument(alice.token, 'product_roadmap', null);
    const response = await createFor(alice.token, documentId);
    expect(response.statusCode).toBe(201);
    expect(JSON.parse(response.json().data)).toBeTypeOf('object');
  });

  it('answers 409 for a document that is not processed or whose category is unknown', async () => {
    const waiting = (await uploadDocument(t.app, alice.token, pdf, 'w.pdf')).json().id;
    const notReady = await createFor(alice.token, waiting);
    expect(notReady.statusCode).toBe(409);
    expect(notReady.json().message).toMatch(/still being processed/);
    const unknown = await processedDocument(alice.token, 'unknown', null);
    const noTemplate = await createFor(alice.token, unknown);
    expect(noTemplate.statusCode).toBe(409);
    expect(noTemplate.json().message).toMatch(/not recognised/);
  });

  it('answers 400 for a missing or blank title', async () => {
    const documentId = await processedDocument(alice.token);
    expect((await createFor(alice.token, documentId, '   ')).statusCode).toBe(400);
    expect(
      (await t.call('POST', `/api/documents/${documentId}/visualizations`, alice.token, {}))
        .statusCode,
    ).toBe(400);
  });

  it('writes versions 1, 2, 3 and lists them newest first, keeping the latest data on the visualization', async () => {
    const viz = (await createFor(alice.token, await processedDocument(alice.token))).json();
    const data = JSON.parse(viz.data);
    for (const [index, name] of ['First', 'Second', 'Third'].entries()) {
      data.risks[0].name = name;
      const saved = await t.call('PUT', `/api/visualizations/${viz.id}`, alice.token, {
        data,
        ...(index === 2 && { changeDescription: 'Rolled back to Version 1' }),
      });
      expect(saved.statusCode).toBe(200);
      expect(saved.json().version).toBe(index + 1);
    }
    const versions = (
      await t.call('GET', `/api/visualizations/${viz.id}/versions`, alice.token)
    ).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0].changeDescription).toBe('Rolled back to Version 1');
    expect(versions[2].changeDescription).toBeNull();
    expect(JSON.parse(versions[1].data).risks[0].name).toBe('Second');
    const detail = (await t.call('GET', `/api/visualizations/${viz.id}`, alice.token)).json();
    expect(JSON.parse(detail.visualization.data).risks[0].name).toBe('Third');
  });

  it('numbers 20 concurrent saves 1 to 20 with no gap and no duplicate', async () => {
    const viz = (await createFor(alice.token, await processedDocument(alice.token))).json();
    const data = JSON.parse(viz.data);
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.call('PUT', `/api/visualizations/${viz.id}`, alice.token, {
          data: { ...data, title: `Save ${i}` },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(responses.map((r) => r.json().version).sort((a: number, b: number) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    const versions = (
      await t.call('GET', `/api/visualizations/${viz.id}/versions`, alice.token)
    ).json();
    expect(versions.map((v: { version: number }) => v.version)).toEqual(
      Array.from({ length: 20 }, (_, i) => 20 - i),
    );
  });

  it('accepts the data as a JSON string too', async () => {
    const viz = (await createFor(alice.token, await processedDocument(alice.token))).json();
    const saved = await t.call('PUT', `/api/visualizations/${viz.id}`, alice.token, {
      data: viz.data,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().version).toBe(1);
  });

  it.each([
    ['a probability outside 1-5', { risks: [{ name: 'X', probability: 9, impact: 2 }] }],
    ['a list that is not a list', { risks: 'many' }],
    ['broken JSON text', '{"risks": ['],
    ['a non-object', 42],
  ])('answers 400 for %s and writes no version', async (_label, data) => {
    const viz = (await createFor(alice.token, await processedDocument(alice.token))).json();
    const response = await t.call('PUT', `/api/visualizations/${viz.id}`, alice.token, { data });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBeTruthy();
    expect(
      (await t.call('GET', `/api/visualizations/${viz.id}/versions`, alice.token)).json(),
    ).toEqual([]);
  });

  it('refuses data over 256 KB', async () => {
    const viz = (await createFor(alice.token, await processedDocument(alice.token))).json();
    const extractedData = Object.fromEntries(
      Array.from({ length: 200 }, (_, i) => [`NOTE_${i}`, 'x'.repeat(1500)]),
    );
    const response = await t.call('PUT', `/api/visualizations/${viz.id}`, alice.token, {
      data: { extractedData },
    });
    expect([400, 413]).toContain(response.statusCode);
    expect(
      (await t.call('GET', `/api/visualizations/${viz.id}/versions`, alice.token)).json(),
    ).toEqual([]);
  });

  it('answers 404 to another organization for every call, exactly like a missing id', async () => {
    const documentId = await processedDocument(alice.token);
    const viz = (await createFor(alice.token, documentId)).json();
    const attempts = [
      t.call('GET', `/api/visualizations/${viz.id}`, mallory.token),
      t.call('PUT', `/api/visualizations/${viz.id}`, mallory.token, { data: {} }),
      t.call('GET', `/api/visualizations/${viz.id}/versions`, mallory.token),
      t.call('DELETE', `/api/visualizations/${viz.id}`, mallory.token),
      t.call('GET', `/api/documents/${documentId}/visualizations`, mallory.token),
      t.call('POST', `/api/documents/${documentId}/visualizations`, mallory.token, {
        title: 'Stolen',
      }),
    ];
    for (const response of await Promise.all(attempts)) expect(response.statusCode).toBe(404);
    const missing = await t.call('GET', '/api/visualizations/999999', mallory.token);
    expect(missing.statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/visualizations/${viz.id}`, mallory.token)).json().message,
    ).toBe(missing.json().message);
    expect((await t.call('GET', '/api/visualizations', mallory.token)).json()).toEqual([]);
    expect((await t.call('GET', `/api/visualizations/${viz.id}`, alice.token)).statusCode).toBe(
      200,
    );
  });

  it('deletes a visualization and its versions (204)', async () => {
    const viz = (await createFor(alice.token, await processedDocument(alice.token))).json();
    await t.call('PUT', `/api/visualizations/${viz.id}`, alice.token, {
      data: JSON.parse(viz.data),
    });
    expect((await t.call('DELETE', `/api/visualizations/${viz.id}`, alice.token)).statusCode).toBe(
      204,
    );
    expect((await t.call('GET', `/api/visualizations/${viz.id}`, alice.token)).statusCode).toBe(
      404,
    );
    expect(
      (await t.call('GET', `/api/visualizations/${viz.id}/versions`, alice.token)).statusCode,
    ).toBe(404);
  });
});
