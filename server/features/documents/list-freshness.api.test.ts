import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import { bearer, registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');

interface Listed {
  id: number;
  status: string;
}

/**
 * The polled list shares counter reads between concurrent polls and keeps its first page
 * (list-cache.ts). Whatever changes a document, the next poll with the last ETag must see it.
 */
describe.each(DB_KINDS)('the polled list after every kind of change, on %s', (kind) => {
  const t = useTestApp(kind);
  let token: string;
  beforeAll(async () => {
    token = (await registerAccount(t.app)).token;
  });

  /** The dashboard's poll: the list, or 304 when the ETag still matches. */
  const poll = (etag: string) =>
    t.app.inject({
      method: 'GET',
      url: '/api/documents',
      headers: { ...bearer(token), 'if-none-match': etag },
    });
  const changedSince = async (etag: string) => {
    const response = await poll(etag);
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).not.toBe(etag);
    return { etag: response.headers.etag as string, list: response.json() as Listed[] };
  };
  /** A worker (here or in another process) writes the row directly, not through the API. */
  const workerSets = (id: number, status: string) =>
    t.database.db.update(documents).set({ status }).where(eq(documents.id, id));

  it('shows an upload, a worker’s claim and result, and a delete at the next poll', async () => {
    let { etag } = await changedSince('none');
    expect((await poll(etag)).statusCode).toBe(304);

    const id = (await uploadDocument(t.app, token, pdf, 'fresh.pdf')).json().id as number;
    let list: Listed[];
    ({ etag, list } = await changedSince(etag));
    expect(list[0]).toMatchObject({ id, status: 'uploaded' });

    await workerSets(id, 'processing');
    ({ etag, list } = await changedSince(etag));
    expect(list[0]).toMatchObject({ id, status: 'processing' });

    await workerSets(id, 'processed');
    ({ etag, list } = await changedSince(etag));
    expect(list[0]).toMatchObject({ id, status: 'processed' });
    expect((await poll(etag)).statusCode).toBe(304);

    expect((await t.call('DELETE', `/api/documents/${id}`, token)).statusCode).toBe(204);
    ({ etag, list } = await changedSince(etag));
    expect(list.some((doc) => doc.id === id)).toBe(false);
    expect((await poll(etag)).statusCode).toBe(304);
  });

  it('answers polls that arrive with an upload under way, then shows the upload', async () => {
    const { etag } = await changedSince('none');
    const during = Array.from({ length: 10 }, () => poll(etag));
    const uploaded = uploadDocument(t.app, token, pdf, 'burst.pdf');
    const answers = await Promise.all(during);
    expect(answers.every((a) => a.statusCode === 304 || a.statusCode === 200)).toBe(true);
    const id = (await uploaded).json().id as number;
    const { list } = await changedSince(etag);
    expect(list[0]!.id).toBe(id);
  });
});
