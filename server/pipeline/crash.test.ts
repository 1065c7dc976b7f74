import { spawn, type ChildProcess } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../db/client.js';
import { documents } from '../db/schema.js';
import { projectRoot } from '../paths.js';
import { corpusFile } from '../test-support/corpus.js';
import { pollUntil } from '../test-support/poll.js';
import { uploadDocument } from '../test-support/documents.js';
import { createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';

/**
 * A separate `npm run worker` process is killed (SIGKILL) while it holds a document; once the
 * lease runs out another worker process takes the document over and finishes it.
 */
describe('a worker process killed mid-job', () => {
  let t: TestApp & { database: Database & { url?: string } };
  let workerDb: Database;
  const children: ChildProcess[] = [];

  beforeAll(async () => {
    // The web process runs no workers (WORKER_CONCURRENCY=0), exactly like a scaled-out deployment.
    t = (await createTestApp('postgres', { env: { WORKER_CONCURRENCY: '0' } })) as typeof t;
    workerDb = await openDatabase({ kind: 'postgres', url: t.database.url!, poolSize: 2 });
  });
  afterAll(async () => {
    for (const child of children) child.kill('SIGKILL');
    await workerDb?.close();
    await t?.close();
  });

  const startWorker = () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/worker-main.ts'], {
      cwd: projectRoot,
      stdio: 'ignore',
      env: {
        ...process.env,
        DATABASE_URL: t.database.url!,
        DATA_DIR: t.config.dataDir,
        WORKER_CONCURRENCY: '1',
        WORKER_POLL_MS: '100',
        JOB_LEASE_MS: '2000',
        // Read all 10,000 pages so the job lasts long enough to be killed in the middle.
        MAX_PDF_PAGES: '10000',
        LOG_LEVEL: 'silent',
      },
    });
    children.push(child);
    return child;
  };
  const row = async (id: number) =>
    (await workerDb.db.select().from(documents).where(eq(documents.id, id)))[0]!;
  const waitFor = (id: number, test: (r: Awaited<ReturnType<typeof row>>) => boolean, ms: number) =>
    pollUntil(() => row(id), test, {
      timeoutMs: ms,
      describe: (last) => `document ${id} (status ${last.status})`,
    });

  it(
    'is reclaimed after its lease expires and finishes on another worker',
    { timeout: 120_000 },
    async () => {
      const account = await registerAccount(t.app);
      const uploaded = await uploadDocument(
        t.app,
        account.token,
        corpusFile('robustness/pdf/synthetic__many-pages-10000.pdf'),
        'many-pages.pdf',
      );
      expect(uploaded.statusCode).toBe(201);
      const id = uploaded.json().id as number;

      const first = startWorker();
      const claimed = await waitFor(id, (r) => r.status === 'processing', 60_000);
      expect(claimed.attempts).toBe(1);
      first.kill('SIGKILL');
      await new Promise((resolve) => first.once('exit', resolve));
      expect((await row(id)).status).toBe('processing');

      startWorker();
      const done = await waitFor(
        id,
        (r) => r.status === 'processed' || r.status === 'failed',
        90_000,
      );
      expect(done.status).toBe('processed');
      expect(done.attempts).toBe(2);
      expect(done.leaseOwner).toBeNull();
      expect(done.extractedText).toContain('Synthetic page 10000 of 10000');
    },
  );
});
