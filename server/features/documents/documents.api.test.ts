import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, visualizationChanges, visualizations } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import { bearer, registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');

describe.each(DB_KINDS)('documents API on %s', (kind) => {
  const t = useTestApp(kind);
  let alice: Awaited<ReturnType<typeof registerAccount>>;
  let mallory: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    alice = await registerAccount(t.app, { organizationName: 'Alice Co' });
    mallory = await registerAccount(t.app, { organizationName: 'Mallory Co' });
  });

  /** The dashboard's poll: GET /api/documents with the ETag of the last answer. */
  const listIfChanged = (token: string, etag: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: { ...bearer(token), 'if-none-match': etag },
    });

  describe('reading and deleting', () => {
    let docId: number;
    beforeAll(async () => {
      // Several documents, so the list's order is worth checking.
      for (const name of ['First', 'Second', 'Third'])
        await uploadDocument(t.app, alice.token, pdf, `${name}.pdf`, name);
      docId = (await uploadDocument(t.app, alice.token, pdf, 'read.pdf', 'Readable')).json().id;
    });

    it('lists the organization’s documents newest first, without the extracted text', async () => {
      const response = await t.call('GET', '/api/documents', alice.token);
      expect(response.statusCode).toBe(200);
      const list = response.json() as { id: number; createdAt: string; organizationId: number }[];
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((item) => item.organizationId === alice.organization.id)).toBe(true);
      const times = list.map((item) => Date.parse(item.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(list[0]).not.toHaveProperty('extractedText');
    });

    it('answers 304 to a poll when nothing changed, and 200 again after a change', async () => {
      const first = await t.call('GET', '/api/documents', alice.token);
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await listIfChanged(alice.token, etag);
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await uploadDocument(t.app, alice.token, pdf, 'new.pdf');
      const changed = await listIfChanged(alice.token, etag);
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('a change in another organization does not change this organization’s ETag', async () => {
      const first = await t.call('GET', '/api/documents', alice.token);
      await uploadDocument(t.app, mallory.token, pdf, 'm.pdf');
      const again = await listIfChanged(alice.token, first.headers.etag as string);
      expect(again.statusCode).toBe(304);
    });

    it('returns one document with its extracted text field', async () => {
      const response = await t.call('GET', `/api/documents/${docId}`, alice.token);
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: docId,
        name: 'Readable',
        extractedText: null,
        analysis: null,
      });
    });

    it('answers 404 for another organization’s document exactly like a missing one', async () => {
      const foreign = await t.call('GET', `/api/documents/${docId}`, mallory.token);
      const missing = await t.call('GET', '/api/documents/999999', mallory.token);
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(foreign.json().message).toBe(missing.json().message);
      const del = await t.call('DELETE', `/api/documents/${docId}`, mallory.token);
      expect(del.statusCode).toBe(404);
      const list = (await t.call('GET', '/api/documents', mallory.token)).json();
      expect(list.some((item: { id: number }) => item.id === docId)).toBe(false);
    });

    it('answers 400 for a non-numeric id', async () => {
      const response = await t.call('GET', '/api/documents/abc', alice.token);
      expect(response.statusCode).toBe(400);
    });

    it('deletes the document, its file, its visualizations and their versions (204)', async () => {
      const created = (
        await uploadDocument(t.app, alice.token, pdf, 'gone.pdf', 'To delete')
      ).json();
      const [row] = await t.database.db
        .select()
        .from(documents)
        .where(eq(documents.id, created.id));
      const [viz] = await t.database.db
        .insert(visualizations)
        .values({
          title: 'V',
          data: '{}',
          documentId: created.id,
          organizationId: alice.organization.id,
        })
        .returning();
      await t.database.db
        .insert(visualizationChanges)
        .values({ visualizationId: viz!.id, version: 1, data: '{}' });
      const filePath = join(t.config.uploadsDir, row!.storageKey);
      expect(existsSync(filePath)).toBe(true);

      const response = await t.call('DELETE', `/api/documents/${created.id}`, alice.token);
      expect(response.statusCode).toBe(204);
      expect(existsSync(filePath)).toBe(false);
      expect(
        await t.database.db.select().from(visualizations).where(eq(visualizations.id, viz!.id)),
      ).toEqual([]);
      expect(
        await t.database.db
          .select()
          .from(visualizationChanges)
          .where(eq(visualizationChanges.visualizationId, viz!.id)),
      ).toEqual([]);
      const again = await t.call('GET', `/api/documents/${created.id}`, alice.token);
      expect(again.statusCode).toBe(404);
    });
  });

  describe('GET /api/stats', () => {
    it('counts documents, visualizations, distinct detected categories and the last 7 days', async () => {
      const fresh = await registerAccount(t.app);
      const empty = await t.call('GET', '/api/stats', fresh.token);
      expect(empty.json()).toEqual({
        totalDocuments: 0,
        visualizations: 0,
        categories: 0,
        recentActivity: 0,
        byCategory: {},
      });

      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1)
        ids.push((await uploadDocument(t.app, fresh.token, pdf, `s${i}.pdf`)).json().id);
      await t.database.db
        .update(documents)
        .set({ category: 'risk_analysis' })
        .where(eq(documents.id, ids[0]!));
      await t.database.db
        .update(documents)
        .set({ category: 'risk_analysis' })
        .where(eq(documents.id, ids[1]!));
      await t.database.db
        .update(documents)
        .set({ createdAt: new Date(Date.now() - 10 * 24 * 3600 * 1000) })
        .where(eq(documents.id, ids[2]!));
      await t.database.db.insert(visualizations).values({
        title: 'V',
        data: '{}',
        documentId: ids[0]!,
        organizationId: fresh.organization.id,
      });

      const stats = (await t.call('GET', '/api/stats', fresh.token)).json();
      expect(stats).toEqual({
        totalDocuments: 3,
        visualizations: 1,
        categories: 1,
        recentActivity: 3,
        byCategory: { risk_analysis: 2 },
      });
    });
  });
});
