import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase, DB_KINDS } from '../test-support/test-db.js';
import type { Database } from './client.js';
import { organizations } from './schema.js';
import { SharedRead } from './shared-read.js';
import { countWrites, seesEveryWrite, writeGeneration } from './write-generation.js';

/** A load the test finishes when it wants, counting how often the database would be asked. */
function controlledLoad() {
  const finishers: ((value: number) => void)[] = [];
  const load = vi.fn(() => new Promise<number>((resolve) => finishers.push(resolve)));
  return { load, finish: (index: number, value: number) => finishers[index]!(value) };
}

describe.each(DB_KINDS)('shared reads on %s', (kind) => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
    countWrites(database.db);
  });
  afterAll(() => database.close());
  const write = () => database.db.insert(organizations).values({ name: 'Written' });

  it('counts writes and transactions once they finish, and not reads', async () => {
    const before = writeGeneration(database.db);
    await database.db.select().from(organizations);
    expect(writeGeneration(database.db)).toBe(before);
    await write();
    expect(writeGeneration(database.db)).toBe(before + 1);
    await database.db.transaction(async (tx) => {
      await tx.update(organizations).set({ name: 'Renamed' }).where(eq(organizations.id, -1));
    });
    expect(writeGeneration(database.db)).toBeGreaterThan(before + 1);
    expect(seesEveryWrite(database.db)).toBe(kind === 'pglite');
  });

  it('lets requests that arrive during a read share it', async () => {
    const shared = new SharedRead<string, number>({ maxEntries: 10 });
    const { load, finish } = controlledLoad();
    const first = shared.read(database.db, 'k', load);
    const second = shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    finish(0, 5);
    expect([await first, await second]).toEqual([5, 5]);
  });

  it('never lets a request after a write here join a read that began before it', async () => {
    const shared = new SharedRead<string, number>({ maxEntries: 10 });
    const { load, finish } = controlledLoad();
    const before = shared.read(database.db, 'k', load);
    await write();
    const after = shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
    finish(0, 5);
    finish(1, 6);
    expect([await before, await after]).toEqual([5, 6]);
    // The read from before the write is not kept either.
    void shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(kind === 'pglite' ? 2 : 3);
  });

  it('keeps a value until the next write only where every write is seen (PGlite)', async () => {
    const shared = new SharedRead<string, number>({ maxEntries: 10 });
    const load = vi.fn(async () => 7);
    await shared.read(database.db, 'k', load);
    await shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(kind === 'pglite' ? 1 : 2);
    await write();
    await shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(kind === 'pglite' ? 2 : 3);
  });

  it('keeps a value for a short while even where other processes write (PostgreSQL)', async () => {
    const shared = new SharedRead<string, number>({ maxEntries: 10, othersWritesMaxAgeMs: 80 });
    const load = vi.fn(async () => 7);
    await shared.read(database.db, 'k', load);
    await shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(1);
    // Kept past the short while only where every write is seen.
    await new Promise((resolve) => setTimeout(resolve, 100));
    await shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(kind === 'pglite' ? 1 : 2);
    // A write here ends it at once on both.
    await write();
    await shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(kind === 'pglite' ? 2 : 3);
  });

  it('keeps a value no longer than its maximum age', async () => {
    const shared = new SharedRead<string, number>({ maxEntries: 10, maxAgeMs: 50 });
    const load = vi.fn(async () => 7);
    await shared.read(database.db, 'k', load);
    await new Promise((resolve) => setTimeout(resolve, 60));
    await shared.read(database.db, 'k', load);
    expect(load).toHaveBeenCalledTimes(2);
  });
});
