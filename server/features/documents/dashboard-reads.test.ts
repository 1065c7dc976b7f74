import { describe, expect, it, vi } from 'vitest';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../db/tenant.js';
import { cachedFirstPage } from './dashboard-reads.js';

const actor = { organizationId: 7 } as unknown as Actor;

describe('the kept first page of the polled list', () => {
  it('is read once per counter value and page size', async () => {
    const db = {} as Db;
    const read = vi.fn(async () => ['page']);
    await cachedFirstPage(db, actor, 5, 'p100', read);
    await cachedFirstPage(db, actor, 5, 'p100', read);
    expect(read).toHaveBeenCalledTimes(1);
    await cachedFirstPage(db, actor, 6, 'p100', read);
    await cachedFirstPage(db, actor, 6, 'p50', read);
    expect(read).toHaveBeenCalledTimes(3);
    // Another database handle (another app in this process) keeps its own.
    await cachedFirstPage({} as Db, actor, 6, 'p50', read);
    expect(read).toHaveBeenCalledTimes(4);
  });
});
