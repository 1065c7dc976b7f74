import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ActivityItem } from '../../../common/contracts/activity.js';
import { ACTIVITY_LIMIT_MESSAGE } from '../../../common/contracts/activity.js';
import { nextPageLink } from '../../../common/contracts/paging.js';
import { activityEvents } from '../../db/schema.js';
import { corpusFile } from '../../test-support/corpus.js';
import { uploadDocument } from '../../test-support/documents.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { purgeOldActivity } from './retention.js';

const pdf = corpusFile('business/pdf/01-gitea-git-hosting-comparison.pdf');
const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(DB_KINDS)('GET /api/activity on %s', (kind) => {
  const t = useTestApp(kind);
  let alice: Awaited<ReturnType<typeof registerAccount>>;
  let mallory: Awaited<ReturnType<typeof registerAccount>>;
  /** Alice's uploads, oldest first. */
  const uploaded: string[] = [];

  const page = async (token: string, url: string) => {
    const response = await t.call('GET', url, token);
    expect(response.statusCode, response.body).toBe(200);
    return {
      items: response.json() as ActivityItem[],
      next: nextPageLink(response.headers.link as string | undefined),
    };
  };
  /** Moves the events about the document named `name` back by `days`. */
  const age = (organizationId: number, name: string, days: number) =>
    t.database.db
      .update(activityEvents)
      .set({ createdAt: new Date(Date.now() - days * DAY_MS) })
      .where(
        and(
          eq(activityEvents.organizationId, organizationId),
          like(activityEvents.details, `%"name":"${name}"%`),
        ),
      );
  const names = (items: ActivityItem[]) =>
    items.map((item) => ('name' in item.details ? item.details.name : item.kind));

  beforeAll(async () => {
    alice = await registerAccount(t.app, { organizationName: 'Alice Co' });
    mallory = await registerAccount(t.app, { organizationName: 'Mallory Co' });
    for (let i = 1; i <= 23; i += 1) {
      const name = `Alice doc ${i}`;
      expect((await uploadDocument(t.app, alice.token, pdf, 'a.pdf', name)).statusCode).toBe(201);
      uploaded.push(name);
    }
    await uploadDocument(t.app, mallory.token, pdf, 'm.pdf', 'Mallory doc');
  });

  it('answers the organization’s events newest first, a page at a time', async () => {
    const newestFirst = [...uploaded].reverse();
    const first = await page(alice.token, '/api/activity?limit=10');
    expect(names(first.items)).toEqual(newestFirst.slice(0, 10));
    expect(first.next).toMatch(/^\/api\/activity\?before=[\w-]+&limit=10$/);
    const second = await page(alice.token, first.next!);
    expect(names(second.items)).toEqual(newestFirst.slice(10, 20));
    const last = await page(alice.token, second.next!);
    expect(names(last.items)).toEqual(newestFirst.slice(20));
    expect(last.next).toBeNull();

    // 20 a page unless asked otherwise; the link then carries no limit.
    const byDefault = await page(alice.token, '/api/activity');
    expect(byDefault.items).toHaveLength(20);
    expect(byDefault.next).toMatch(/^\/api\/activity\?before=[\w-]+$/);
    const times = byDefault.items.map((item) => Date.parse(item.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('keeps events of one instant in a stable order across pages', async () => {
    const fresh = await registerAccount(t.app);
    for (const name of ['One', 'Two', 'Three'])
      await uploadDocument(t.app, fresh.token, pdf, 'x.pdf', name);
    await t.database.db
      .update(activityEvents)
      .set({ createdAt: new Date('2026-01-01T00:00:00.000Z') })
      .where(eq(activityEvents.organizationId, fresh.organization.id));
    const first = await page(fresh.token, '/api/activity?limit=2');
    const second = await page(fresh.token, first.next!);
    expect(names([...first.items, ...second.items])).toEqual(['Three', 'Two', 'One']);
  });

  it('refuses a bad page size or cursor with a 400 and a message', async () => {
    for (const limit of ['0', '101', 'abc', '1.5', '010']) {
      const response = await t.call('GET', `/api/activity?limit=${limit}`, alice.token);
      expect(response.statusCode, limit).toBe(400);
      expect(response.json().message).toContain(ACTIVITY_LIMIT_MESSAGE);
    }
    const bad = await t.call('GET', '/api/activity?before=not-a-cursor', alice.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Invalid page cursor');
  });

  it('shows another organization nothing of it, even with its cursor', async () => {
    const own = await page(mallory.token, '/api/activity?limit=100');
    expect(names(own.items)).toEqual(['Mallory doc']);
    const aliceFirst = await page(alice.token, '/api/activity?limit=5');
    const borrowed = await page(mallory.token, aliceFirst.next!);
    expect(borrowed.items.some((item) => JSON.stringify(item).includes('Alice'))).toBe(false);
    const platform = await t.call('GET', '/api/admin/activity', mallory.token);
    expect(platform.statusCode).toBe(403);
  });

  it('counts the last 7 days of the log as the Recent Activity stat', async () => {
    const fresh = await registerAccount(t.app);
    const stat = async () =>
      (await t.call('GET', '/api/stats', fresh.token)).json().recentActivity as number;
    expect(await stat()).toBe(0);
    for (const name of ['A', 'B', 'C'])
      await uploadDocument(t.app, fresh.token, pdf, 'x.pdf', name);
    // Asked between the uploads above and the one below: a kept answer must not hide the next.
    expect(await stat()).toBe(3);
    await uploadDocument(t.app, fresh.token, pdf, 'x.pdf', 'D');
    expect(await stat()).toBe(4);
    await age(fresh.organization.id, 'A', 8);
    expect(await stat()).toBe(3);
  });

  it('forgets events after 90 days', async () => {
    const fresh = await registerAccount(t.app);
    for (const name of ['Old', 'Kept'])
      await uploadDocument(t.app, fresh.token, pdf, 'x.pdf', name);
    await age(fresh.organization.id, 'Old', 91);
    await age(fresh.organization.id, 'Kept', 89);
    expect(await purgeOldActivity(t.database.db)).toBeGreaterThanOrEqual(1);
    expect(names((await page(fresh.token, '/api/activity')).items)).toEqual(['Kept']);
  });
});
