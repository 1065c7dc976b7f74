import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusFile } from '../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../test-support/documents.js';
import { createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';
import { DB_KINDS } from '../test-support/test-db.js';

describe.each(DB_KINDS)('upload to processed, through the real pipeline, on %s', (kind) => {
  let t: TestApp;
  let account: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    t = await createTestApp(kind, { withPipeline: true });
    account = await registerAccount(t.app);
  });
  afterAll(async () => {
    await t?.close();
  });

  it.each([
    ['pdf', 'business/pdf/04-k8s-admission-control-threat-model.pdf'],
    ['docx', 'business/docx/04-k8s-admission-control-threat-model.docx'],
    ['doc', 'business/doc/04-k8s-admission-control-threat-model.doc'],
  ])(
    'a %s reaches processed with its text extracted and processedAt set',
    async (_format, path) => {
      const uploaded = await uploadDocument(
        t.app,
        account.token,
        corpusFile(path),
        path.split('/').pop()!,
      );
      expect(uploaded.statusCode).toBe(201);
      const settled = await waitUntilSettled(t.app, account.token, uploaded.json().id);
      expect(settled.status).toBe('processed');
      expect(settled.errorMessage).toBeNull();
      expect(settled.processedAt).not.toBeNull();
      expect(settled.extractedText).toMatch(/admission control/i);
    },
  );

  it('fails a password-protected PDF with a message a user understands', async () => {
    const uploaded = await uploadDocument(
      t.app,
      account.token,
      corpusFile('robustness/pdf/pypdf__libreoffice-writer-password.pdf'),
      'locked.pdf',
    );
    if (uploaded.statusCode !== 201) throw new Error(uploaded.body);
    const settled = await waitUntilSettled(t.app, account.token, uploaded.json().id);
    expect(settled.status).toBe('failed');
    expect(settled.errorMessage).toMatch(/password|protected|encrypt/i);
  });
});
