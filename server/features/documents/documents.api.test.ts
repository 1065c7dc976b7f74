import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../common/contracts/documents.js';
import { documents, visualizationChanges, visualizations } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { multipartBody } from '../../test-support/multipart.js';
import {
  bearer,
  createTestApp,
  registerAccount,
  type TestApp,
} from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');
const docx = corpusFile('business/docx/02-kubeflow-2019.docx');
const doc = corpusFile('business/doc/03-fasttriage-canvas.doc');

describe.each(DB_KINDS)('documents API on %s', (kind) => {
  let t: TestApp;
  let alice: Awaited<ReturnType<typeof registerAccount>>;
  let mallory: Awaited<ReturnType<typeof registerAccount>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    alice = await registerAccount(t.app, { organizationName: 'Alice Co' });
    mallory = await registerAccount(t.app, { organizationName: 'Mallory Co' });
  });
  afterAll(async () => {
    await t?.close();
  });

  const upload = (token: string | null, parts: Parameters<typeof multipartBody>[0]) => {
    const body = multipartBody(parts);
    return t.app.inject({
      method: 'POST',
      url: '/api/documents',
      payload: body.payload,
      headers: { ...body.headers, ...(token ? bearer(token) : {}) },
    });
  };
  const uploadFile = (token: string, content: Buffer, filename: string, name = 'Quarterly plan') =>
    upload(token, [
      { name: 'name', value: name },
      { name: 'file', filename, content },
    ]);
  const uploadsOf = (organizationId: number) => {
    const dir = join(t.config.uploadsDir, `org_${organizationId}`);
    return existsSync(dir) ? readdirSync(dir) : [];
  };

  describe('POST /api/documents', () => {
    it.each([
      ['a PDF', pdf, 'plan.pdf', 'application/pdf'],
      [
        'a DOCX',
        docx,
        'plan.docx',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      ],
      ['a DOC', doc, 'plan.doc', 'application/msword'],
    ])(
      'stores %s under a random name in the organization folder and answers 201',
      async (_label, content, filename, mime) => {
        const before = uploadsOf(alice.organization.id).length;
        const response = await uploadFile(alice.token, content, filename, '  Quarterly plan  ');
        expect(response.statusCode).toBe(201);
        const body = response.json();
        expect(body).toMatchObject({
          name: 'Quarterly plan',
          originalFilename: filename,
          fileSize: content.length,
          mimeType: mime,
          status: 'uploaded',
          category: 'unknown',
          organizationId: alice.organization.id,
          userId: alice.user.id,
          processedAt: null,
        });
        const stored = uploadsOf(alice.organization.id);
        expect(stored).toHaveLength(before + 1);
        expect(stored.some((file) => file.includes(filename))).toBe(false);
      },
    );

    it('decides the type by the bytes, not the name: a PDF called .docx is a PDF', async () => {
      const response = await uploadFile(alice.token, pdf, 'sneaky.docx');
      expect(response.statusCode).toBe(201);
      expect(response.json().mimeType).toBe('application/pdf');
    });

    it.each([
      ['a text file', Buffer.from('hello, this is plain text'), 'notes.pdf'],
      ['a PNG', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex'), 'image.docx'],
      [
        'a ZIP without word/document.xml',
        Buffer.from('504b0506000000000000000000000000000000000000', 'hex'),
        'archive.docx',
      ],
      ['an empty file', Buffer.alloc(0), 'empty.pdf'],
    ])('answers 415 for %s and keeps nothing', async (_label, content, filename) => {
      const before = uploadsOf(alice.organization.id).length;
      const response = await uploadFile(alice.token, content, filename);
      expect(response.statusCode).toBe(415);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.invalidType);
      expect(uploadsOf(alice.organization.id)).toHaveLength(before);
    });

    it('answers 413 for a file over 10 MB and keeps nothing', async () => {
      const before = uploadsOf(alice.organization.id).length;
      const big = Buffer.concat([
        Buffer.from('%PDF-1.4\n'),
        Buffer.alloc(10 * 1024 * 1024 + 10, 0x20),
      ]);
      const response = await uploadFile(alice.token, big, 'big.pdf');
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
      expect(uploadsOf(alice.organization.id)).toHaveLength(before);
    });

    it('answers 400 without a file', async () => {
      const response = await upload(alice.token, [{ name: 'name', value: 'No file here' }]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.noFile);
    });

    it.each([
      ['a blank name', [{ name: 'name', value: '   ' }]],
      ['no name field', []],
    ])('answers 400 for %s and keeps nothing', async (_label, nameParts) => {
      const before = uploadsOf(alice.organization.id).length;
      const response = await upload(alice.token, [
        ...nameParts,
        { name: 'file', filename: 'a.pdf', content: pdf },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.noName);
      expect(uploadsOf(alice.organization.id)).toHaveLength(before);
    });

    it('answers 400 for a name over 200 characters', async () => {
      const response = await uploadFile(alice.token, pdf, 'a.pdf', 'n'.repeat(201));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.name[0]).toMatch(/200 characters/);
      expect((await uploadFile(alice.token, pdf, 'a.pdf', 'n'.repeat(200))).statusCode).toBe(201);
    });

    it('strips any path from the original file name', async () => {
      const response = await uploadFile(alice.token, pdf, '../../etc/passwd.pdf');
      expect(response.json().originalFilename).toBe('passwd.pdf');
    });

    it('answers 401 without a token, before reading the upload', async () => {
      const response = await upload(null, [{ name: 'file', filename: 'a.pdf', content: pdf }]);
      expect(response.statusCode).toBe(401);
    });

    it('answers 415 for a JSON body and 400 for a broken multipart body', async () => {
      const json = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: bearer(alice.token),
        payload: { name: 'x' },
      });
      expect(json.statusCode).toBe(415);
      const broken = await t.app.inject({
        method: 'POST',
        url: '/api/documents',
        headers: { ...bearer(alice.token), 'content-type': 'multipart/form-data; boundary=abc' },
        payload:
          '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-1.4 trunc',
      });
      expect(broken.statusCode).toBeGreaterThanOrEqual(400);
      expect(broken.statusCode).toBeLessThan(500);
    });
  });

  describe('reading and deleting', () => {
    let docId: number;
    beforeAll(async () => {
      docId = (await uploadFile(alice.token, pdf, 'read.pdf', 'Readable')).json().id;
    });

    it('lists the organization’s documents newest first, without the extracted text', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: bearer(alice.token),
      });
      expect(response.statusCode).toBe(200);
      const list = response.json() as { id: number; createdAt: string; organizationId: number }[];
      expect(list.length).toBeGreaterThan(3);
      expect(list.every((item) => item.organizationId === alice.organization.id)).toBe(true);
      const times = list.map((item) => Date.parse(item.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(list[0]).not.toHaveProperty('extractedText');
    });

    it('answers 304 to a poll when nothing changed, and 200 again after a change', async () => {
      const first = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: bearer(alice.token),
      });
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { ...bearer(alice.token), 'if-none-match': etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe('');
      await uploadFile(alice.token, pdf, 'new.pdf');
      const changed = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { ...bearer(alice.token), 'if-none-match': etag },
      });
      expect(changed.statusCode).toBe(200);
      expect(changed.headers.etag).not.toBe(etag);
    });

    it('a change in another organization does not change this organization’s ETag', async () => {
      const first = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: bearer(alice.token),
      });
      await uploadFile(mallory.token, pdf, 'm.pdf');
      const again = await t.app.inject({
        method: 'GET',
        url: '/api/documents',
        headers: { ...bearer(alice.token), 'if-none-match': first.headers.etag as string },
      });
      expect(again.statusCode).toBe(304);
    });

    it('returns one document with its extracted text field', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${docId}`,
        headers: bearer(alice.token),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        id: docId,
        name: 'Readable',
        extractedText: null,
        analysis: null,
      });
    });

    it('answers 404 for another organization’s document exactly like a missing one', async () => {
      const foreign = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${docId}`,
        headers: bearer(mallory.token),
      });
      const missing = await t.app.inject({
        method: 'GET',
        url: '/api/documents/999999',
        headers: bearer(mallory.token),
      });
      expect(foreign.statusCode).toBe(404);
      expect(missing.statusCode).toBe(404);
      expect(foreign.json().message).toBe(missing.json().message);
      const del = await t.app.inject({
        method: 'DELETE',
        url: `/api/documents/${docId}`,
        headers: bearer(mallory.token),
      });
      expect(del.statusCode).toBe(404);
      const list = (
        await t.app.inject({ method: 'GET', url: '/api/documents', headers: bearer(mallory.token) })
      ).json();
      expect(list.some((item: { id: number }) => item.id === docId)).toBe(false);
    });

    it('answers 400 for a non-numeric id', async () => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/documents/abc',
        headers: bearer(alice.token),
      });
      expect(response.statusCode).toBe(400);
    });

    it('deletes the document, its file, its visualizations and their versions (204)', async () => {
      const created = (await uploadFile(alice.token, pdf, 'gone.pdf', 'To delete')).json();
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

      const response = await t.app.inject({
        method: 'DELETE',
        url: `/api/documents/${created.id}`,
        headers: bearer(alice.token),
      });
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
      const again = await t.app.inject({
        method: 'GET',
        url: `/api/documents/${created.id}`,
        headers: bearer(alice.token),
      });
      expect(again.statusCode).toBe(404);
    });
  });

  describe('GET /api/stats', () => {
    it('counts documents, visualizations, distinct detected categories and the last 7 days', async () => {
      const fresh = await registerAccount(t.app);
      const empty = await t.app.inject({
        method: 'GET',
        url: '/api/stats',
        headers: bearer(fresh.token),
      });
      expect(empty.json()).toEqual({
        totalDocuments: 0,
        visualizations: 0,
        categories: 0,
        recentActivity: 0,
        byCategory: {},
      });

      const ids: number[] = [];
      for (let i = 0; i < 3; i += 1)
        ids.push((await uploadFile(fresh.token, pdf, `s${i}.pdf`)).json().id);
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

      const stats = (
        await t.app.inject({ method: 'GET', url: '/api/stats', headers: bearer(fresh.token) })
      ).json();
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
