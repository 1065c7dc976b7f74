import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documents } from '../db/schema.js';
import { pollUntil } from '../test-support/poll.js';
import {
  processedIds,
  registerOverHttp,
  startDocVizProcess,
  stopDocVizProcesses,
  uploadOverHttp,
  type DocVizProcess,
} from '../test-support/process-cluster.js';
import { createTestDatabase } from '../test-support/test-db.js';
import { makeSamplePdf } from './extract/sample-pdf.js';

/**
 * A scaled-out deployment, for real: two web processes (`npm start` with WORKER_CONCURRENCY=0)
 * and two `npm run worker` processes (two loops each) on one PostgreSQL and one DATA_DIR, started
 * from source as separate OS processes. PostgreSQL only: the embedded PGlite database belongs to
 * one process by design (a second one refuses to start), so there is nothing to share there.
 *
 * "Processed once" is read from two independent records: the row's `attempts` (every claim adds
 * one, so 1 means exactly one worker loop ever took it) and the workers' own logs (one
 * 'document processed' line per finished job, with the document id).
 *
 * WORKER_POLL_MS is a minute, so an idle worker only finds an upload made on another process
 * promptly if that upload wakes it (PostgreSQL NOTIFY, pipeline/job-signal-bridge.ts); a lost
 * wake-up shows as a document waiting for the poll, far past the bounds below.
 */
const DOCUMENTS = 200;
const UPLOADS_IN_FLIGHT = 8;
const POLL_MS = 60_000;

describe('two web and two worker processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  let servers: DocVizProcess[] = [];
  let workers: DocVizProcess[] = [];
  let token: string;

  beforeAll(async () => {
    database = await createTestDatabase('postgres');
    dataDir = mkdtempSync(join(tmpdir(), 'docviz-multi-'));
    const options = {
      databaseUrl: database.url!,
      dataDir,
      env: { WORKER_POLL_MS: String(POLL_MS) },
    };
    // Started together; each is kept as soon as it is up, so afterAll stops whatever started.
    const started = await Promise.allSettled([
      ...['web-a', 'web-b'].map(async (name) =>
        servers.push(
          await startDocVizProcess('server', name, { ...options, workerConcurrency: 0 }),
        ),
      ),
      ...['worker-1', 'worker-2'].map(async (name) =>
        workers.push(
          await startDocVizProcess('worker', name, { ...options, workerConcurrency: 2 }),
        ),
      ),
    ]);
    const failed = started.find((result) => result.status === 'rejected');
    if (failed) throw failed.reason;
    token = await registerOverHttp(servers[0]!.url);
  }, 180_000);

  afterAll(async () => {
    await stopDocVizProcesses([...servers, ...workers]);
    servers = [];
    workers = [];
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  const rows = (ids: number[]) =>
    database.db
      .select({
        id: documents.id,
        status: documents.status,
        attempts: documents.attempts,
        leaseOwner: documents.leaseOwner,
        createdAt: documents.createdAt,
        processedAt: documents.processedAt,
      })
      .from(documents)
      .where(inArray(documents.id, ids));

  it(
    'processes 200 documents uploaded through both web processes, each exactly once, none left behind',
    { timeout: 180_000 },
    async () => {
      const files = [makeSamplePdf(1), makeSamplePdf(2)];
      const ids: number[] = [];
      let next = 0;
      // Alternate the two web processes, a few uploads in flight at once, as many users would.
      await Promise.all(
        Array.from({ length: UPLOADS_IN_FLIGHT }, async () => {
          while (next < DOCUMENTS) {
            const index = next++;
            const server = servers[index % servers.length]!;
            ids.push(
              await uploadOverHttp(server.url, token, files[index % 2]!, `report-${index}.pdf`),
            );
          }
        }),
      );
      expect(new Set(ids).size).toBe(DOCUMENTS);

      const settled = await pollUntil(
        () => rows(ids),
        (found) => found.every((row) => row.status === 'processed' || row.status === 'failed'),
        {
          timeoutMs: 120_000,
          intervalMs: 250,
          describe: (found) =>
            `all settled (${found.filter((row) => row.status === 'processed').length} processed)`,
        },
      );
      expect(settled).toHaveLength(DOCUMENTS);
      // None left behind: every one processed, and no lease still held.
      expect(settled.filter((row) => row.status !== 'processed')).toEqual([]);
      expect(settled.filter((row) => row.leaseOwner !== null)).toEqual([]);
      // None processed twice: claimed exactly once…
      expect(settled.filter((row) => row.attempts !== 1)).toEqual([]);
      // …and finished exactly once across all the processes' logs (a line is written just after
      // its row, so the last ones may still be on their way through the pipe).
      const finished = await pollUntil(
        async () => workers.flatMap(processedIds),
        (lines) => lines.length >= DOCUMENTS,
        { timeoutMs: 10_000, describe: (lines) => `${lines.length} 'document processed' lines` },
      );
      expect([...finished].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
      // The work was shared: each worker process did part of it, the web processes none.
      for (const worker of workers) expect(processedIds(worker).length).toBeGreaterThan(0);
      for (const server of servers) expect(processedIds(server)).toEqual([]);
      const queued = await database.db
        .select({ id: documents.id })
        .from(documents)
        .where(inArray(documents.status, ['uploaded', 'processing']));
      expect(queued).toEqual([]);
    },
  );

  it(
    'picks up an upload made on either web process at once, not at the next poll',
    { timeout: 60_000 },
    async () => {
      const file = makeSamplePdf(1);
      for (const server of servers) {
        // Let every worker loop find the queue empty and go back to its (minute-long) wait.
        await new Promise((resolve) => setTimeout(resolve, 500));
        const id = await uploadOverHttp(server.url, token, file, `late-${server.name}.pdf`);
        const [row] = await pollUntil(
          () => rows([id]),
          ([found]) => found?.status === 'processed',
          { timeoutMs: 20_000, intervalMs: 50, describe: () => `document ${id} processed` },
        );
        const waitedMs = row!.processedAt!.getTime() - row!.createdAt.getTime();
        expect(waitedMs).toBeLessThan(10_000); // the poll alone would take up to 60 s
        expect(row!.attempts).toBe(1);
      }
      const [anyQueued] = await database.db
        .select({ id: documents.id })
        .from(documents)
        .where(eq(documents.status, 'uploaded'));
      expect(anyQueued).toBeUndefined();
    },
  );
});
