import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  DOCUMENTS_PAGE_SIZE,
  PAGE_CURSOR_MESSAGE,
  VISUALIZATIONS_PAGE_SIZE,
  nextPageLink,
} from '../../../common/contracts/paging.js';
import { encodePageCursor } from '../../db/page-cursor.js';
import { documents, visualizations } from '../../db/schema.js';
import { bearer, registerAccount, useTestApp, type TestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

type Account = Awaited<ReturnType<typeof registerAccount>>;
interface Listed {
  id: number;
  organizationId: number;
  createdAt: string;
}

/** 10 documents per instant, the instants 1 µs apart: ties everywhere, all inside one millisecond. */
const TIES = 10;
const ALICE_DOCUMENTS = 2 * DOCUMENTS_PAGE_SIZE + 50;
const BASE = '2026-03-01T12:00:00.500000Z';

async function insertDocuments(t: TestApp, account: Account, n: number, base = BASE) {
  const rows = Array.from({ length: n }, (_, i) => ({
    name: `Doc ${i}`,
    originalFilename: `doc-${i}.pdf`,
    fileSize: 1000,
    mimeType: 'application/pdf',
    storageKey: `org_${account.organization.id}/paging-${i}.pdf`,
    status: 'processed',
    userId: account.user.id,
    organizationId: account.organization.id,
    createdAt: sql`${base}::timestamptz + ${Math.floor(i / TIES)} * interval '1 microsecond'`,
  }));
  return t.database.db.insert(documents).values(rows).returning({ id: documents.id });
}

/** Every page of a list, following the Link headers as a client does. */
async function allPages(t: TestApp, token: string, url: string) {
  const pages: Listed[][] = [];
  for (let next: string | null = url; next;) {
    const response = await t.call('GET', next, token);
    expect(response.statusCode).toBe(200);
    pages.push(response.json());
    next = nextPageLink(response.headers.link as string | undefined);
  }
  return pages;
}

describe.each(DB_KINDS)('paged lists on %s', (kind) => {
  const t = useTestApp(kind);
  let alice: Account;
  let mallory: Account;
  /** Alice's document ids in the list's order: created_at, then id, both descending. */
  let expected: number[];
  beforeAll(async () => {
    alice = await registerAccount(t.app, { organizationName: 'Paging Alice' });
    mallory = await registerAccount(t.app, { organizationName: 'Paging Mallory' });
    const ids = (await insertDocuments(t, alice, ALICE_DOCUMENTS)).map((row) => row.id);
    await insertDocuments(t, mallory, 30);
    // Inserted in one statement in ascending order: group g holds ids[10g … 10g+9] at BASE + g µs.
    expected = [...ids].sort((a, b) => {
      const group = (id: number) => Math.floor(ids.indexOf(id) / TIES);
      return group(b) - group(a) || b - a;
    });
  });

  it('returns every document exactly once, newest first, a bounded page at a time', async () => {
    const pages = await allPages(t, alice.token, '/api/documents');
    expect(pages.map((page) => page.length)).toEqual([
      DOCUMENTS_PAGE_SIZE,
      DOCUMENTS_PAGE_SIZE,
      ALICE_DOCUMENTS - 2 * DOCUMENTS_PAGE_SIZE,
    ]);
    const listed = pages.flat();
    expect(listed.map((d) => d.id)).toEqual(expected);
    expect(listed.every((d) => d.organizationId === alice.organization.id)).toBe(true);
  });

  it('neither repeats nor skips a document when one is uploaded between two pages', async () => {
    const first = await t.call('GET', '/api/documents', alice.token);
    const [added] = await insertDocuments(t, alice, 1, '2026-03-02T00:00:00Z');
    const rest = await allPages(t, alice.token, nextPageLink(first.headers.link as string)!);
    const ids = [...(first.json() as Listed[]), ...rest.flat()].map((d) => d.id);
    expect(ids).toEqual(expected);
    // The new one heads the next first page.
    const again = (await t.call('GET', '/api/documents', alice.token)).json() as Listed[];
    expect(again[0]!.id).toBe(added!.id);
    await t.call('DELETE', `/api/documents/${added!.id}`, alice.token);
  });

  it('gives each page its own ETag, and a page answers 304 until the list changes', async () => {
    const first = await t.call('GET', '/api/documents', alice.token);
    const url = nextPageLink(first.headers.link as string)!;
    const second = await t.call('GET', url, alice.token);
    expect(second.headers.etag).toBeTruthy();
    expect(second.headers.etag).not.toBe(first.headers.etag);
    const poll = (target: string, etag: string) =>
      t.app.inject({
        method: 'GET',
        url: target,
        headers: { ...bearer(alice.token), 'if-none-match': etag },
      });
    expect((await poll(url, second.headers.etag as string)).statusCode).toBe(304);
    expect((await poll(url, first.headers.etag as string)).statusCode).toBe(200);
    const [added] = await insertDocuments(t, alice, 1, '2026-03-03T00:00:00Z');
    expect((await poll(url, second.headers.etag as string)).statusCode).toBe(200);
    await t.call('DELETE', `/api/documents/${added!.id}`, alice.token);
  });

  it('a cursor taken from another organization’s list shows nothing of it', async () => {
    const aliceFirst = await t.call('GET', '/api/documents', alice.token);
    const aliceCursor = nextPageLink(aliceFirst.headers.link as string)!;
    const answer = await t.call('GET', aliceCursor, mallory.token);
    expect(answer.statusCode).toBe(200);
    const listed = answer.json() as Listed[];
    expect(listed.every((d) => d.organizationId === mallory.organization.id)).toBe(true);
    expect(listed.some((d) => expected.includes(d.id))).toBe(false);
    // Exactly what a cursor to the same instant naming no document at all gives.
    const lastOfPage = (aliceFirst.json() as Listed[]).at(-1)!;
    const madeUp = encodePageCursor(`${instantOf(lastOfPage.id)}_2147483647`);
    const reference = await t.call('GET', `/api/documents?before=${madeUp}`, mallory.token);
    expect(listed).toEqual(reference.json());
  });

  /** When one of Alice's documents was inserted (see insertDocuments), to the microsecond. */
  function instantOf(id: number): string {
    const ascending = [...expected].sort((a, b) => a - b);
    const group = Math.floor(ascending.indexOf(id) / TIES);
    return `${BASE.slice(0, 20)}${500000 + group}Z`;
  }

  it.each([
    ['not base64url', 'not a cursor!'],
    ['empty', ''],
    ['no id', encodePageCursor('2026-03-01T12:00:00.500000Z')],
    ['an impossible date', encodePageCursor('2026-02-31T12:00:00.000000Z_5')],
    ['milliseconds only', encodePageCursor('2026-03-01T12:00:00.500Z_5')],
    ['an id out of range', encodePageCursor('2026-03-01T12:00:00.500000Z_99999999999')],
    ['too long', 'A'.repeat(200)],
  ])('answers 400 with a message for a cursor that is %s', async (_, cursor) => {
    for (const list of ['/api/documents', '/api/visualizations']) {
      const response = await t.call('GET', `${list}?before=${cursor}`, alice.token);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ message: PAGE_CURSOR_MESSAGE });
    }
  });

  it('pages the visualizations the same way', async () => {
    const total = VISUALIZATIONS_PAGE_SIZE + 12;
    await t.database.db.insert(visualizations).values(
      Array.from({ length: total }, (_, i) => ({
        title: `Viz ${i}`,
        category: 'risk_analysis',
        data: '{}',
        documentId: expected[0]!,
        userId: alice.user.id,
        organizationId: alice.organization.id,
        createdAt: sql`${BASE}::timestamptz + ${Math.floor(i / TIES)} * interval '1 microsecond'`,
      })),
    );
    const pages = await allPages(t, alice.token, '/api/visualizations');
    expect(pages.map((page) => page.length)).toEqual([VISUALIZATIONS_PAGE_SIZE, 12]);
    const listed = pages.flat();
    expect(new Set(listed.map((v) => v.id)).size).toBe(total);
    const keys = listed.map((v) => [Date.parse(v.createdAt), v.id] as const);
    const sorted = [...keys].sort((a, b) => b[0] - a[0] || b[1] - a[1]);
    expect(keys).toEqual(sorted);
    expect((await t.call('GET', '/api/visualizations', mallory.token)).json()).toEqual([]);
  });
});
