import { beforeAll, describe, expect, it } from 'vitest';
import { makeSamplePdf } from '../../pipeline/extract/sample-pdf.js';
import { uploadDocument, uploadParts } from '../../test-support/documents.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

const pdf = makeSamplePdf(1);

/**
 * The bulk upload dialog sends one request per file: each is still one document, one file, and
 * counts against its member's per-minute upload limit, which answers 429 with a message a person
 * can act on and Retry-After.
 */
describe.each(DB_KINDS)('upload limits on %s', (kind) => {
  const t = useTestApp(kind, { env: { UPLOAD_RATE_LIMIT_PER_MINUTE: '3' } });
  let alice: Awaited<ReturnType<typeof registerAccount>>;
  let bob: Awaited<ReturnType<typeof registerAccount>>;
  beforeAll(async () => {
    alice = await registerAccount(t.app);
    bob = await registerAccount(t.app);
  });

  it('makes each request one document, and refuses a second file in one request', async () => {
    const twoFiles = await uploadParts(t.app, bob.token, [
      { name: 'name', value: 'Two in one' },
      { name: 'file', filename: 'a.pdf', content: pdf },
      { name: 'file', filename: 'b.pdf', content: pdf },
    ]);
    expect(twoFiles.statusCode).toBe(413);
    expect(twoFiles.json().message).toBe('Upload one file at a time');
    const list = (await t.call('GET', '/api/documents', bob.token)).json<unknown[]>();
    expect(list).toHaveLength(0);
  });

  it('answers 429 with a clear message and Retry-After past the per-minute limit, per member', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 3; i += 1)
      statuses.push((await uploadDocument(t.app, alice.token, pdf, `r${i}.pdf`)).statusCode);
    expect(statuses).toEqual([201, 201, 201]);

    const limited = await uploadDocument(t.app, alice.token, pdf, 'one-too-many.pdf');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(
      /^Too many uploads\. Please try again in \d+ seconds?\.$/,
    );
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    const names = (await t.call('GET', '/api/documents', alice.token))
      .json<{ originalFilename: string }[]>()
      .map((d) => d.originalFilename);
    expect(names).not.toContain('one-too-many.pdf');
    expect(names).toHaveLength(3);

    // Another member has a budget of their own.
    const other = await registerAccount(t.app);
    expect((await uploadDocument(t.app, other.token, pdf, 'mine.pdf')).statusCode).toBe(201);
  });
});
