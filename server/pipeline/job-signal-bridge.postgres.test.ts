import pg from 'pg';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test-support/test-db.js';
import { pollUntil } from '../test-support/poll.js';
import { bridgeJobSignal, type JobSignalBridge } from './job-signal-bridge.js';
import { JobSignal } from './job-signal.js';

/**
 * Two processes' job signals, bridged through one PostgreSQL (LISTEN/NOTIFY), as main.ts and
 * worker-main.ts wire them. PostgreSQL only: PGlite serves one process, whose uploads wake its
 * workers in memory (JobSignal alone).
 */
describe('job signal across processes (PostgreSQL LISTEN/NOTIFY)', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const bridges: JobSignalBridge[] = [];
  const log = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
  });
  afterAll(async () => {
    for (const bridge of bridges) await bridge.close();
    await database?.close();
  });

  const bridged = async (listen: boolean) => {
    const signal = new JobSignal();
    bridges.push(
      await bridgeJobSignal({
        signal,
        db: database.db,
        databaseUrl: database.url!,
        listen,
        log,
        retryMs: 100,
      }),
    );
    return signal;
  };

  /** Resolves to whether `wait` ended within `ms`. */
  const endsWithin = (wait: Promise<void>, ms: number) =>
    Promise.race([
      wait.then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms)),
    ]);

  it('wakes an idle worker in another process on an upload, and not the uploader twice', async () => {
    const web = await bridged(true);
    const worker = await bridged(true);
    const workerWait = worker.wait(60_000);
    web.notify();
    // The uploading process wakes its own worker in memory, at once (kept, as no loop waited)…
    expect(await endsWithin(web.wait(60_000), 50)).toBe(true);
    const webWait = web.wait(60_000);
    // …the other process hears of it through PostgreSQL, long before its poll…
    expect(await endsWithin(workerWait, 5_000)).toBe(true);
    // …and the uploader's own NOTIFY, delivered back to it too, wakes nothing more there.
    expect(await endsWithin(webWait, 300)).toBe(false);
  });

  it('lets a web process without workers announce uploads without listening', async () => {
    const web = await bridged(false);
    const worker = await bridged(true);
    const workerWait = worker.wait(60_000);
    web.notify();
    expect(await endsWithin(workerWait, 5_000)).toBe(true);
  });

  it('listens again after losing its connection, and looks once for what it missed', async () => {
    const web = await bridged(false);
    const worker = await bridged(true);
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      const listeners = () =>
        admin.query<{ pid: number }>(
          `select pid from pg_stat_activity where datname = current_database() and query like 'LISTEN%'`,
        );
      const before = (await listeners()).rows.map((row) => row.pid);
      expect(before.length).toBeGreaterThan(0);
      const idle = worker.wait(60_000);
      // Every listening connection of this database dies, as in a PostgreSQL restart or failover.
      await admin.query('select pg_terminate_backend(pid) from unnest($1::int[]) pid', [before]);
      // Back in place, the worker looks once: an upload made while it was deaf is not left waiting.
      expect(await endsWithin(idle, 5_000)).toBe(true);
      await pollUntil(
        async () => (await listeners()).rows.map((row) => row.pid),
        (pids) => pids.length >= before.length && pids.every((pid) => !before.includes(pid)),
        { timeoutMs: 5_000, describe: () => 'listening connections reopened' },
      );
      const next = worker.wait(60_000);
      web.notify();
      expect(await endsWithin(next, 5_000)).toBe(true);
    } finally {
      await admin.end();
    }
  });
});
