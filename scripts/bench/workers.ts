/**
 * npm run bench:workers — document throughput with 1, 2 and 4 `npm run worker` processes.
 *
 * One scaled-out deployment, started from source as separate OS processes: a fresh PostgreSQL
 * database, two web processes (WORKER_CONCURRENCY=0) and one shared DATA_DIR. Each round uploads
 * BENCH_DOCUMENTS small PDFs (1 and 2 pages) through both web processes, holds them, starts the
 * round's worker processes, lets them warm up on a few documents of their own (thread start,
 * pdf.js, classifier: a fixed cost per process, not throughput), then opens the held documents
 * to all of them at one moment (one NOTIFY per document, as the uploads sent). Throughput is the
 * documents over the time from that moment to the last processedAt; every document must end
 * processed and claimed once. Each worker process runs in its own session, as a separate service
 * would: where Linux shares CPU per session (autogroup), the processes of one session get one
 * share of a busy machine however many they are. Rounds alternate (1, 2, 4, 1, 2, 4 …) and the
 * best of each count is judged, so a burst of load from other programs does not decide alone.
 * PASS when each step up to the machine's core count raises throughput by 20 % or more; steps
 * beyond the core count are shown, not judged (more processes than cores cannot add CPU). Each
 * round also shows how much of the machine's CPU stayed idle: a step that falls short while other
 * programs left less than half a core idle is INCONCLUSIVE, not FAIL (there was no core to add).
 *
 * Environment: BENCH_DOCUMENTS (200), BENCH_WORKERS (1,2,4), BENCH_REPEATS (2),
 * BENCH_WORKER_CONCURRENCY (loops and threads per worker process; 1: a process per core is the
 * unit scaled here), BENCH_ADMIN_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres).
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { openDatabase, type Database } from '../../server/db/client.js';
import { documents } from '../../server/db/schema.js';
import { makeSamplePdf } from '../../server/pipeline/extract/sample-pdf.js';
import { MAX_ATTEMPTS } from '../../server/pipeline/job-repo.js';
import { JOBS_CHANNEL } from '../../server/pipeline/job-signal-bridge.js';
import {
  processedIds,
  registerOverHttp,
  startDocVizProcess,
  stopDocVizProcesses,
  uploadOverHttp,
  type ClusterOptions,
  type DocVizProcess,
} from '../../server/test-support/process-cluster.js';

const env = process.env;
const DOCUMENTS = Number(env.BENCH_DOCUMENTS ?? 200);
const WORKER_COUNTS = (env.BENCH_WORKERS ?? '1,2,4').split(',').map(Number);
const REPEATS = Number(env.BENCH_REPEATS ?? 2);
const CONCURRENCY = Number(env.BENCH_WORKER_CONCURRENCY ?? 1);
const ADMIN_URL = env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CORES = availableParallelism();
const MIN_GAIN = 1.2;
const FILES = [makeSamplePdf(1), makeSamplePdf(2)];
/** Below this share of idle CPU there was no spare core for one more worker: a step is not judged. */
const MIN_SPARE_IDLE = 0.5 / CORES;

interface Round {
  rate: number;
  /** Share of the machine's CPU time left idle while the round ran (undefined off Linux). */
  idle: number | undefined;
}

/** The machine's CPU time so far, idle and total (Linux /proc/stat), to see what other programs took. */
function cpuTimes(): { idle: number; total: number } | undefined {
  try {
    const ticks = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1);
    const values = ticks.map(Number);
    return { idle: values[3]! + values[4]!, total: values.reduce((sum, value) => sum + value, 0) };
  } catch {
    return undefined;
  }
}

interface Deployment {
  database: Database;
  options: ClusterOptions;
  servers: DocVizProcess[];
  token: string;
}

async function adminQuery(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: ADMIN_URL });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

/** Uploads through both web processes, eight at a time; no worker runs, so all stay queued. */
async function uploadBatch(deployment: Deployment, count: number, label: string) {
  const ids: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: 8 }, async () => {
      while (next < count) {
        const index = next++;
        const server = deployment.servers[index % deployment.servers.length]!;
        const file = FILES[index % FILES.length]!;
        ids.push(await uploadOverHttp(server.url, deployment.token, file, `${label}-${index}.pdf`));
      }
    }),
  );
  return ids;
}

/** Makes the documents claimable (or not: a claim skips rows at MAX_ATTEMPTS) and announces them. */
async function setClaimable(database: Database, ids: number[], claimable: boolean) {
  await database.db
    .update(documents)
    .set({ attempts: claimable ? 0 : MAX_ATTEMPTS })
    .where(inArray(documents.id, ids));
  if (!claimable) return;
  // Distinct payloads: PostgreSQL folds identical notifications of one transaction into one.
  await database.db.execute(
    sql`select pg_notify(${JOBS_CHANNEL}, 'bench-' || n) from generate_series(1, ${ids.length}) n`,
  );
}

/** Waits until every document is processed (claimed once); answers the last processedAt. */
async function waitUntilProcessed(database: Database, ids: number[]): Promise<number> {
  const deadline = Date.now() + 15 * 60_000;
  for (;;) {
    const rows = await database.db
      .select({ status: documents.status, attempts: documents.attempts, at: documents.processedAt })
      .from(documents)
      .where(inArray(documents.id, ids));
    if (rows.some((row) => row.status === 'failed')) throw new Error('a document failed');
    if (rows.every((row) => row.status === 'processed')) {
      const twice = rows.filter((row) => row.attempts !== 1).length;
      if (twice > 0) throw new Error(`${twice} documents were claimed more than once`);
      return Math.max(...rows.map((row) => row.at!.getTime()));
    }
    if (Date.now() > deadline) throw new Error('documents not processed within 15 minutes');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** One round: `count` fresh worker processes on a held queue of DOCUMENTS; answers documents/s. */
async function runRound(deployment: Deployment, count: number): Promise<Round> {
  const warmUp = await uploadBatch(deployment, 2 * count * CONCURRENCY, `warm-up-${count}`);
  const measured = await uploadBatch(deployment, DOCUMENTS, `doc-${count}`);
  await setClaimable(deployment.database, measured, false);
  const workers: DocVizProcess[] = [];
  try {
    await Promise.all(
      Array.from({ length: count }, async (_, index) => {
        workers.push(
          await startDocVizProcess('worker', `worker-${index + 1}`, {
            ...deployment.options,
            workerConcurrency: CONCURRENCY,
            ownSession: true,
          }),
        );
      }),
    );
    await waitUntilProcessed(deployment.database, warmUp);
    const cold = workers.filter((worker) => processedIds(worker).length === 0).length;
    const cpuBefore = cpuTimes();
    const opened = Date.now();
    await setClaimable(deployment.database, measured, true);
    const seconds = ((await waitUntilProcessed(deployment.database, measured)) - opened) / 1000;
    const cpuAfter = cpuTimes();
    const idle =
      cpuBefore && cpuAfter
        ? (cpuAfter.idle - cpuBefore.idle) / (cpuAfter.total - cpuBefore.total)
        : undefined;
    // A log line is written just after its row: give the last ones a moment to come through.
    const logged = () => workers.reduce((sum, worker) => sum + processedIds(worker).length, 0);
    for (let tries = 0; tries < 50 && logged() < warmUp.length + measured.length; tries += 1)
      await new Promise((resolve) => setTimeout(resolve, 100));
    const shares = workers.map((worker) => processedIds(worker).length).join(' / ');
    const rate = measured.length / seconds;
    console.log(
      `${String(count).padStart(2)} worker process(es): ${rate.toFixed(1).padStart(6)} documents/s` +
        ` (${seconds.toFixed(2)} s; documents per worker, warm-up included: ${shares}` +
        `${cold ? `; ${cold} worker(s) got no warm-up document` : ''}; ` +
        `machine CPU idle ${idle === undefined ? '?' : `${Math.round(idle * 100)} %`})`,
    );
    return { rate, idle };
  } finally {
    await stopDocVizProcesses(workers);
  }
}

async function withDeployment(run: (deployment: Deployment) => Promise<void>): Promise<void> {
  const name = `docviz_bench_workers_${randomBytes(4).toString('hex')}`;
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'docviz-bench-workers-'));
  await adminQuery(`create database ${name}`);
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize: 2 });
  const options: ClusterOptions = { databaseUrl: url.toString(), dataDir };
  const servers: DocVizProcess[] = [];
  try {
    await Promise.all(
      ['web-a', 'web-b'].map(async (web) =>
        servers.push(await startDocVizProcess('server', web, { ...options, workerConcurrency: 0 })),
      ),
    );
    await run({ database, options, servers, token: await registerOverHttp(servers[0]!.url) });
  } finally {
    await stopDocVizProcesses(servers);
    await database.close();
    await adminQuery(`drop database if exists ${name} with (force)`);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  console.log(
    `bench:workers — ${DOCUMENTS} PDFs (1–2 pages) a round, 2 web processes, worker processes ` +
      `with WORKER_CONCURRENCY=${CONCURRENCY}, one PostgreSQL. This machine has ${CORES} cores, ` +
      'shared with PostgreSQL, the web processes, this script and any other program running: ' +
      `the ratio is bounded by the cores (at most ~${CORES}×), and timings are indicative.\n`,
  );
  const load = loadavg()[0]!;
  if (load > CORES)
    console.log(
      `warning: load average ${load.toFixed(1)} on ${CORES} cores before the start: other programs ` +
        'hold the CPU, so the figures move with them; compare runs on a quiet machine.\n',
    );
  const best = new Map<number, number>();
  const spare = new Map<number, number>();
  await withDeployment(async (deployment) => {
    for (let repeat = 0; repeat < REPEATS; repeat += 1) {
      for (const count of WORKER_COUNTS) {
        const { rate, idle } = await runRound(deployment, count);
        best.set(count, Math.max(best.get(count) ?? 0, rate));
        spare.set(count, Math.max(spare.get(count) ?? 0, idle ?? 1));
      }
    }
  });
  const base = best.get(WORKER_COUNTS[0]!)!;
  console.log(`\nbest of ${REPEATS}:`);
  for (const count of WORKER_COUNTS) {
    const rate = best.get(count)!;
    console.log(
      `${String(count).padStart(2)} worker process(es): ${rate.toFixed(1).padStart(6)} documents/s, ×${(rate / base).toFixed(2)} vs ${WORKER_COUNTS[0]}`,
    );
  }
  // PASS, FAIL, or INCONCLUSIVE when other programs left no idle core for the added workers.
  const verdicts: string[] = [];
  for (let i = 1; i < WORKER_COUNTS.length; i += 1) {
    const [before, after] = [WORKER_COUNTS[i - 1]!, WORKER_COUNTS[i]!];
    const gain = best.get(after)! / best.get(before)!;
    const idle = spare.get(before)!;
    let verdict = gain >= MIN_GAIN ? 'PASS' : 'FAIL';
    let why = `target ≥ ×${MIN_GAIN}`;
    if (before >= CORES) [verdict, why] = ['not judged', `${before} ≥ ${CORES} cores`];
    else if (verdict === 'FAIL' && idle < MIN_SPARE_IDLE) {
      [verdict, why] = [
        'INCONCLUSIVE',
        `at most ${Math.round(idle * 100)} % CPU idle with ${before}`,
      ];
    }
    if (verdict !== 'not judged') verdicts.push(verdict);
    console.log(`${before} → ${after}: ×${gain.toFixed(2)} (${why}) ${verdict}`);
  }
  const overall = verdicts.includes('FAIL')
    ? 'FAIL'
    : verdicts.includes('INCONCLUSIVE')
      ? 'INCONCLUSIVE (other programs held the CPU; run again on a quiet machine)'
      : 'PASS';
  console.log(`\nthroughput grows with workers: ${overall}`);
  if (overall === 'FAIL') process.exitCode = 1;
}

await main();
