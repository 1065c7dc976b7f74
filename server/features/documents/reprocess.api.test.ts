import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DocumentDetail } from '../../../common/contracts/documents.js';
import { CHOSEN_CATEGORY_NOTE, REPROCESS_MESSAGES } from '../../../common/contracts/reprocess.js';
import { documents } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../../test-support/documents.js';
import { bearer, registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { seedDefaultTemplates } from '../templates/seed.js';

/** A risk analysis the classifier reads as one (business/labels.json). */
const THREAT_MODEL = corpusFile('business/pdf/04-k8s-admission-control-threat-model.pdf');

describe.each(DB_KINDS)('POST /api/documents/:id/reprocess on %s', (kind) => {
  const t = useTestApp(kind, { withPipeline: true });
  let alice: Awaited<ReturnType<typeof registerAccount>>;
  let mallory: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    alice = await registerAccount(t.app, { organizationName: 'Alice Co' });
    mallory = await registerAccount(t.app, { organizationName: 'Mallory Co' });
  });

  const reprocess = (token: string, id: number, body?: object) =>
    t.call('POST', `/api/documents/${id}/reprocess`, token, body);
  const detail = async (id: number) =>
    (await t.call('GET', `/api/documents/${id}`, alice.token)).json<DocumentDetail>();
  const processedThreatModel = async () => {
    const uploaded = await uploadDocument(t.app, alice.token, THREAT_MODEL, 'threat-model.pdf');
    expect(uploaded.statusCode).toBe(201);
    const id = uploaded.json<{ id: number }>().id;
    const settled = await waitUntilSettled(t.app, alice.token, id);
    expect(settled).toMatchObject({ status: 'processed', category: 'risk_analysis' });
    return id;
  };
  const categoryEvidence = (document: DocumentDetail) =>
    document.analysis?.evidence.find((item) => item.field === 'category');

  it('runs again with a chosen category, then classifies afresh; visualizations and versions stay', async () => {
    const id = await processedThreatModel();
    const before = await detail(id);
    expect(before.chosenCategory).toBeNull();

    // A visualization with a second version, made from the first result.
    const made = await t.call('POST', `/api/documents/${id}/visualizations`, alice.token, {
      title: 'Threats - Visualization',
    });
    expect(made.statusCode).toBe(201);
    const viz = made.json<{ id: number; data: string }>();
    const edited = { ...JSON.parse(viz.data), risks: [{ name: 'Edited by hand', probability: 2 }] };
    const put = await t.call('PUT', `/api/visualizations/${viz.id}`, alice.token, {
      data: edited,
    });
    expect(put.statusCode).toBe(200);
    const versionsBefore = (
      await t.call('GET', `/api/visualizations/${viz.id}/versions`, alice.token)
    ).json<unknown[]>();
    expect(versionsBefore.length).toBeGreaterThan(0);
    const vizBefore = (await t.call('GET', `/api/visualizations/${viz.id}`, alice.token)).json();

    // The dashboard's poll must see the change.
    const list = await t.call('GET', '/api/documents', alice.token);
    const etag = list.headers.etag as string;

    const chosen = await reprocess(alice.token, id, { category: 'competitor_analysis' });
    expect(chosen.statusCode).toBe(202);
    expect(chosen.json()).toMatchObject({ id, status: 'uploaded', errorMessage: null });
    const polled = await t.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: { ...bearer(alice.token), 'if-none-match': etag },
    });
    expect(polled.statusCode).toBe(200);
    expect(
      polled.json<{ id: number; status: string }[]>().find((d) => d.id === id)?.status,
    ).toMatch(/^(uploaded|processing|processed)$/);
    expect(polled.headers.etag).not.toBe(etag);

    const asCompetitors = await waitUntilSettled(t.app, alice.token, id);
    expect(asCompetitors).toMatchObject({
      status: 'processed',
      category: 'competitor_analysis',
      chosenCategory: 'competitor_analysis',
      errorMessage: null,
    });
    expect(asCompetitors.analysis?.category).toBe('competitor_analysis');
    expect(asCompetitors.analysis?.confidence).toBe(1);
    expect(categoryEvidence(asCompetitors)?.note).toBe(CHOSEN_CATEGORY_NOTE);
    expect(Date.parse(asCompetitors.processedAt!)).toBeGreaterThanOrEqual(
      Date.parse(before.processedAt!),
    );

    // The visualization made before, and its versions, are untouched.
    const vizAfter = (await t.call('GET', `/api/visualizations/${viz.id}`, alice.token)).json();
    expect(vizAfter.visualization).toEqual(vizBefore.visualization);
    const versionsAfter = (
      await t.call('GET', `/api/visualizations/${viz.id}/versions`, alice.token)
    ).json();
    expect(versionsAfter).toEqual(versionsBefore);

    // A new visualization comes from the new result.
    const second = await t.call('POST', `/api/documents/${id}/visualizations`, alice.token, {
      title: 'Threats as competitors - Visualization',
    });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ category: 'competitor_analysis', documentId: id });
    const ofDocument = (
      await t.call('GET', `/api/documents/${id}/visualizations`, alice.token)
    ).json<{ id: number; category: string }[]>();
    expect(ofDocument.map((v) => v.category).sort()).toEqual([
      'competitor_analysis',
      'risk_analysis',
    ]);

    // 'Reprocess' without a category forgets the chosen one and classifies again.
    const plain = await reprocess(alice.token, id, {});
    expect(plain.statusCode).toBe(202);
    expect((await detail(id)).chosenCategory).toBeNull();
    const classified = await waitUntilSettled(t.app, alice.token, id);
    expect(classified).toMatchObject({
      status: 'processed',
      category: 'risk_analysis',
      chosenCategory: null,
    });
    expect(categoryEvidence(classified)?.note).not.toBe(CHOSEN_CATEGORY_NOTE);
  });

  it('takes a request without a body as a plain reprocess, and re-runs a failed document', async () => {
    const id = await processedThreatModel();
    await t.database.db
      .update(documents)
      .set({ status: 'failed', errorMessage: 'broken', attempts: 3 })
      .where(eq(documents.id, id));
    const response = await t.app.inject({
      method: 'POST',
      url: `/api/documents/${id}/reprocess`,
      headers: bearer(alice.token),
    });
    expect(response.statusCode).toBe(202);
    expect(response.json()).toMatchObject({ status: 'uploaded', errorMessage: null });
    expect(await waitUntilSettled(t.app, alice.token, id)).toMatchObject({
      status: 'processed',
      category: 'risk_analysis',
      errorMessage: null,
    });
  });

  it('refuses with 409 while the document is waiting or being processed, and changes nothing', async () => {
    const id = await processedThreatModel();
    for (const status of ['uploaded', 'processing'] as const) {
      // Held by a worker that is not there: the row stays as set while the request is refused.
      await t.database.db
        .update(documents)
        .set({
          status,
          attempts: 9,
          leaseOwner: 'elsewhere',
          leaseExpiresAt: new Date(Date.now() + 60_000),
        })
        .where(eq(documents.id, id));
      const refused = await reprocess(alice.token, id, { category: 'product_roadmap' });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(REPROCESS_MESSAGES.stillProcessing);
      const [row] = await t.database.db.select().from(documents).where(eq(documents.id, id));
      expect(row).toMatchObject({ status, leaseOwner: 'elsewhere', chosenCategory: null });
    }
  });

  it('answers another organization’s document exactly like a missing one, and leaves it be', async () => {
    const id = await processedThreatModel();
    const foreign = await reprocess(mallory.token, id, { category: 'risk_analysis' });
    const missing = await reprocess(mallory.token, 2_147_483_647, { category: 'risk_analysis' });
    expect(foreign.statusCode).toBe(404);
    const { requestId: _a, ...foreignBody } = foreign.json();
    const { requestId: _b, ...missingBody } = missing.json();
    expect(foreignBody).toEqual(missingBody);
    expect(await detail(id)).toMatchObject({ status: 'processed', chosenCategory: null });
  });

  it('answers 400 with a message for a category that is not one of the four, or other fields', async () => {
    const id = await processedThreatModel();
    for (const category of ['unknown', 'marketing', 3, null]) {
      const response = await reprocess(alice.token, id, { category });
      expect(response.statusCode, String(category)).toBe(400);
      expect(response.json()).toMatchObject({
        message: REPROCESS_MESSAGES.invalidCategory,
        fieldErrors: { category: [REPROCESS_MESSAGES.invalidCategory] },
      });
    }
    const extra = await reprocess(alice.token, id, { category: 'risk_analysis', force: true });
    expect(extra.statusCode).toBe(400);
    expect(extra.json().message).toMatch(/force/);
    expect(await detail(id)).toMatchObject({ status: 'processed', chosenCategory: null });
  });
});
