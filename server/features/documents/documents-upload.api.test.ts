import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { UPLOAD_MESSAGES } from '../../../common/contracts/documents.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument, uploadParts } from '../../test-support/documents.js';
import { bearer, registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');
const docx = corpusFile('business/docx/02-kubeflow-2019.docx');
const doc = corpusFile('business/doc/03-fasttriage-canvas.doc');

describe.each(DB_KINDS)('uploading documents on %s', (kind) => {
  const t = useTestApp(kind);
  let alice: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    alice = await registerAccount(t.app, { organizationName: 'Alice Co' });
  });

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
        const response = await uploadDocument(
          t.app,
          alice.token,
          content,
          filename,
          '  Quarterly plan  ',
        );
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
      const response = await uploadDocument(t.app, alice.token, pdf, 'sneaky.docx');
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
      const response = await uploadDocument(t.app, alice.token, content, filename);
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
      const response = await uploadDocument(t.app, alice.token, big, 'big.pdf');
      expect(response.statusCode).toBe(413);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.tooLarge);
      expect(uploadsOf(alice.organization.id)).toHaveLength(before);
    });

    it('answers 400 without a file', async () => {
      const response = await uploadParts(t.app, alice.token, [
        { name: 'name', value: 'No file here' },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.noFile);
    });

    it.each([
      ['a blank name', [{ name: 'name', value: '   ' }]],
      ['no name field', []],
    ])('answers 400 for %s and keeps nothing', async (_label, nameParts) => {
      const before = uploadsOf(alice.organization.id).length;
      const response = await uploadParts(t.app, alice.token, [
        ...nameParts,
        { name: 'file', filename: 'a.pdf', content: pdf },
      ]);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(UPLOAD_MESSAGES.noName);
      expect(uploadsOf(alice.organization.id)).toHaveLength(before);
    });

    it('answers 400 for a name over 200 characters', async () => {
      const response = await uploadDocument(t.app, alice.token, pdf, 'a.pdf', 'n'.repeat(201));
      expect(response.statusCode).toBe(400);
      expect(response.json().fieldErrors.name[0]).toMatch(/200 characters/);
      expect(
        (await uploadDocument(t.app, alice.token, pdf, 'a.pdf', 'n'.repeat(200))).statusCode,
      ).toBe(201);
    });

    it('strips any path from the original file name', async () => {
      const response = await uploadDocument(t.app, alice.token, pdf, '../../etc/passwd.pdf');
      expect(response.json().originalFilename).toBe('passwd.pdf');
    });

    it('stores the original file name without bidi controls or other invisible characters', async () => {
      // U+202E would make this .exe display as 'invoiceexe.pdf'; the name field is typed apart.
      const response = await uploadDocument(
        t.app,
        alice.token,
        pdf,
        'invoice\u202Efdp.exe\u200B\u2066.pdf',
        'Invoice',
      );
      expect(response.statusCode).toBe(201);
      expect(response.json().originalFilename).toBe('invoicefdp.exe.pdf');
      const listed = (
        await t.call('GET', `/api/documents/${response.json().id}`, alice.token)
      ).json();
      expect(listed.originalFilename).toBe('invoicefdp.exe.pdf');
    });

    it('answers 401 without a token, before reading the upload', async () => {
      const response = await uploadParts(t.app, null, [
        { name: 'file', filename: 'a.pdf', content: pdf },
      ]);
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
});
