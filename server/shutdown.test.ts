import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { documents } from './db/schema.js';
import { makeSamplePdf } from './pipeline/extract/sample-pdf.js';
import { startFakeLlm, type FakeLlmServer } from './pipeline/test-support/fake-llm-server.js';
import { multipartBody } from './test-support/multipart.js';
import { pollUntil } from './test-support/poll.js';
import {
  registerOverHttp,
  startDocVizProcess,
  stopDocVizProcesses,
  uploadOverHttp,
  type DocVizProcess,
} from './test-support/process-cluster.js';

/**
 * SIGTERM on the real entry points (`node --import tsx server/main.ts` and worker-main.ts), one
 * after the other on one DATA_DIR with the embedded database, as an operator restarts them:
 *
 *   1. web process, idle after a sign-in, a keep-alive connection left open: exits 0 within 2 s;
 *   2. web process with a document in progress (its LLM call never answers, so it is surely
 *      still running) and an upload arriving: the upload gets its 201, the document goes back in
 *      the queue when the grace period ends, and the process exits 0;
 *   3. worker process on the same data: processes both documents, then, idle, exits 0 within
 *      2 s of a SIGINT (Ctrl-C); the database then holds both, processed, none stuck 'processing'.
 *
 * Times are measured from the signal to the exit; the machine may be shared, so the bound is
 * the 2 s, not a tighter one.
 */
const IDLE_EXIT_MS = 2_000;
const GRACE_MS = 4_000;
/** A process start from source takes seconds, and much longer on a busy machine. */
const START_AND_RUN_MS = 150_000;

interface Exit {
  code: number | null;
  ms: number;
}

function terminate(process: DocVizProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<Exit> {
  const sent = Date.now();
  return new Promise((resolve) => {
    process.child.once('exit', (code) => resolve({ code, ms: Date.now() - sent }));
    process.child.kill(signal);
  });
}

const lastLines = (process: DocVizProcess) =>
  process.logs
    .slice(-12)
    .map((line) => JSON.stringify(line))
    .join('\n');

const logged = (process: DocVizProcess, message: string) =>
  process.logs.some((line) => line.msg?.startsWith(message));

/** A GET on a keep-alive connection that stays open, idle, after the answer. */
function keepAliveGet(url: string, token: string, agent: http.Agent): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent, headers: { authorization: `Bearer ${token}` } }, (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
      })
      .on('error', reject);
  });
}

/** An upload whose body is sent in two halves, so the test decides when it completes. */
function uploadInTwoHalves(url: string, token: string) {
  const body = multipartBody([
    { name: 'name', value: 'Arrived during shutdown' },
    {
      name: 'file',
      filename: 'late.pdf',
      content: makeSamplePdf(2),
      contentType: 'application/pdf',
    },
  ]);
  const request = http.request(`${url}/api/documents`, {
    method: 'POST',
    headers: {
      ...body.headers,
      authorization: `Bearer ${token}`,
      'content-length': String(body.payload.length),
    },
  });
  const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
    request.on('response', (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    request.on('error', reject);
  });
  const half = Math.floor(body.payload.length / 2);
  request.write(body.payload.subarray(0, half));
  return { answer, finish: () => request.end(body.payload.subarray(half)) };
}

describe('SIGTERM and SIGINT on the real processes (embedded database, one DATA_DIR)', () => {
  let dataDir: string;
  let llm: FakeLlmServer;
  const started: DocVizProcess[] = [];
  const env = (extra: Record<string, string> = {}) => ({
    databaseUrl: '',
    dataDir: dataDir,
    workerConcurrency: 1,
    startTimeoutMs: 120_000,
    env: { WORKER_POLL_MS: '100', ...extra },
  });
  let token = '';
  const ids: number[] = [];

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'docviz-shutdown-'));
    llm = await startFakeLlm(() => 'hang');
  });
  afterAll(async () => {
    await stopDocVizProcesses(started, 1_000);
    await llm?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it(
    'the web process, idle after a session with a keep-alive connection open, exits 0 within 2 s',
    async () => {
      const server = await startDocVizProcess('server', 'web-idle', env());
      started.push(server);
      token = await registerOverHttp(server.url);
      const agent = new http.Agent({ keepAlive: true });
      expect(await keepAliveGet(`${server.url}/api/auth/me`, token, agent)).toBe(200);

      const exit = await terminate(server);
      agent.destroy();
      expect(exit.code).toBe(0);
      expect(exit.ms).toBeLessThan(IDLE_EXIT_MS);
    },
    START_AND_RUN_MS,
  );

  it(
    'during processing, answers the request in flight, puts the document back and exits 0',
    async () => {
      const server = await startDocVizProcess(
        'server',
        'web-busy',
        env({
          SHUTDOWN_GRACE_MS: String(GRACE_MS),
          AI_BASE_URL: llm.baseUrl,
          AI_API_KEY: 'test-key',
          AI_MODEL: 'test-model',
          AI_TIMEOUT_MS: '120000',
        }),
      );
      started.push(server);
      ids.push(await uploadOverHttp(server.url, token, makeSamplePdf(3), 'review.pdf'));
      // The job has extracted and analysed the file and waits for the LLM: it is mid-processing.
      await pollUntil(
        async () => llm.requests.length,
        (count) => count > 0,
        { timeoutMs: 60_000, intervalMs: 50, describe: () => 'the job reached the LLM' },
      );
      const upload = uploadInTwoHalves(server.url, token);
      // In flight: the server has read its headers (a connection with no request yet is idle, and
      // closing rightly drops it).
      await pollUntil(
        async () =>
          server.logs.filter(
            (line) => line.msg === 'incoming request' && JSON.stringify(line.req).includes('POST'),
          ).length,
        (count) => count === 2,
        { timeoutMs: 10_000, describe: () => 'the second upload reached the server' },
      );

      const exited = terminate(server);
      await pollUntil(async () => logged(server, 'shutting down'), Boolean, {
        timeoutMs: 10_000,
        describe: () => 'the server began shutting down',
      });
      upload.finish();
      const answer = await upload.answer.catch((error: unknown) => {
        throw new Error(`${String(error)}; the server's last lines:\n${lastLines(server)}`);
      });
      expect(answer.status, answer.body).toBe(201);
      ids.push(JSON.parse(answer.body).id as number);

      const exit = await exited;
      expect(exit.code).toBe(0);
      expect(exit.ms).toBeGreaterThanOrEqual(GRACE_MS - 500);
      const released = server.logs.find((line) => line.msg?.includes('put back in the queue'));
      expect(released?.released).toBe(1);
    },
    START_AND_RUN_MS,
  );

  it(
    'a worker then processes both, nothing stuck or lost, and idle exits 0 on SIGINT within 2 s',
    async () => {
      const worker = await startDocVizProcess('worker', 'worker', env());
      started.push(worker);
      await pollUntil(
        async () =>
          worker.logs.filter((line) => line.msg === 'document processed').map((l) => l.documentId),
        (done) => ids.every((id) => done.includes(id)),
        { timeoutMs: 90_000, intervalMs: 100, describe: (done) => `processed ${done.join()}` },
      );
      const exit = await terminate(worker, 'SIGINT');
      expect(exit.code).toBe(0);
      expect(exit.ms).toBeLessThan(IDLE_EXIT_MS);

      const database = await openDatabase({ kind: 'pglite', dataDir });
      try {
        const rows = await database.db.select().from(documents);
        expect(rows.map((row) => row.id).sort()).toEqual([...ids].sort());
        for (const row of rows) expect(row.status, `document ${row.id}`).toBe('processed');
        // The interrupted attempt was not counted: one claim, the worker's.
        expect(rows.find((row) => row.id === ids[0])?.attempts).toBe(1);
      } finally {
        await database.close();
      }
    },
    START_AND_RUN_MS,
  );
});
