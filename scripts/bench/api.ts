/**
 * npm run bench:api — the API under load (issue 15): autocannon against the polled documents list
 * (304 and full 200), /api/stats, /api/visualizations and /api/documents/{id}, for an organization
 * with 200 and one with 5,000 documents, on the embedded PGlite and on PostgreSQL, next to a bare
 * Fastify hello-world measured in the same run with the same client.
 *
 * The app (server/main.ts, as `npm start` runs it) and the hello-world each run in a child process,
 * so neither shares an event loop with autocannon, which runs here. The hello-world is measured
 * right before each organization's rows and the ratios use that run. On a small machine the client
 * still competes for the same cores: compare figures only within one run.
 *
 * Targets: the polled 304 at least 50 % of the hello-world's req/s with p99 ≤ 25 ms; the full list
 * and stats p99 ≤ 100 ms (all at BENCH_CONNECTIONS, default 100).
 *
 * Environment: BENCH_SECONDS (10) per measurement, after BENCH_WARMUP_SECONDS (2) of unmeasured
 * load (and, once after the app starts, that long on every path); BENCH_CONNECTIONS (100);
 * BENCH_DATABASES (pglite,postgres); BENCH_ORG_SIZES (200,5000);
 * BENCH_PATHS (all; e.g. list-304,stats); BENCH_LOG_LEVEL (info, as npm start);
 * BENCH_ADMIN_DATABASE_URL (postgres://postgres@127.0.0.1:5432/postgres, to create and drop the
 * PostgreSQL database); BENCH_PORT (4180: hello-world, +1 the app); BENCH_CPU_PROFILE_DIR (the app
 * child writes a V8 .cpuprofile there on exit); BENCH_SERVER_LOG (a file for the app's log).
 */
import autocannon, { type Result } from 'autocannon';
import { prepareDatabase, type BenchDbKind } from './api-database.js';
import { startServer } from './api-processes.js';
import { seedOrganization, type SeededOrganization } from './api-seed.js';

const env = process.env;
const SECONDS = Number(env.BENCH_SECONDS ?? 10);
const WARMUP_SECONDS = Number(env.BENCH_WARMUP_SECONDS ?? 2);
const CONNECTIONS = Number(env.BENCH_CONNECTIONS ?? 100);
const DATABASES = (env.BENCH_DATABASES ?? 'pglite,postgres').split(',') as BenchDbKind[];
const ORG_SIZES = (env.BENCH_ORG_SIZES ?? '200,5000').split(',').map(Number);
const ADMIN_URL = env.BENCH_ADMIN_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const HELLO_PORT = Number(env.BENCH_PORT ?? 4180);
const APP_PORT = HELLO_PORT + 1;

interface Target {
  /** Minimum share of the hello-world's req/s. */
  minRatio?: number;
  maxP99Ms?: number;
}

interface Probe {
  name: string;
  status: number;
  target: Target;
  path: (org: SeededOrganization) => string;
  headers?: (org: SeededOrganization, etag: string) => Record<string, string>;
}

const PROBES: Probe[] = [
  {
    name: 'list-304',
    status: 304,
    target: { minRatio: 0.5, maxP99Ms: 25 },
    path: () => '/api/documents',
    headers: (_org, etag) => ({ 'if-none-match': etag }),
  },
  { name: 'list-200', status: 200, target: { maxP99Ms: 100 }, path: () => '/api/documents' },
  { name: 'stats', status: 200, target: { maxP99Ms: 100 }, path: () => '/api/stats' },
  { name: 'visualizations', status: 200, target: {}, path: () => '/api/visualizations' },
  { name: 'detail', status: 200, target: {}, path: (org) => `/api/documents/${org.detailId}` },
];
const selectedProbes = env.BENCH_PATHS
  ? PROBES.filter((probe) => env.BENCH_PATHS!.split(',').includes(probe.name))
  : PROBES;

interface Row {
  path: string;
  db: string;
  docs: string;
  rps: number;
  p50: number;
  p99: number;
  ratio: number | null;
  verdict: string;
}

async function load(url: string, headers: Record<string, string>, seconds: number) {
  return autocannon({ url, connections: CONNECTIONS, duration: seconds, headers });
}

/** Warm-up, then the measured run; any answer but the expected status makes the row fail. */
async function measure(url: string, headers: Record<string, string>, status: number) {
  if (WARMUP_SECONDS > 0) await load(url, headers, WARMUP_SECONDS);
  const result = await load(url, headers, SECONDS);
  const wrong = Object.entries(result.statusCodeStats)
    .filter(([code]) => Number(code) !== status)
    .map(([code, { count }]) => `${count}×${code}`);
  if (result.errors) wrong.push(`${result.errors} errors`);
  if (result.timeouts) wrong.push(`${result.timeouts} timeouts`);
  if (result.requests.total === 0) wrong.push('no answers');
  return { result, wrong };
}

function verdict(target: Target, result: Result, ratio: number, wrong: string[]): string {
  if (wrong.length) return `FAIL (${wrong.join(', ')})`;
  const misses: string[] = [];
  if (target.minRatio !== undefined && ratio < target.minRatio)
    misses.push(`ratio < ${target.minRatio}`);
  if (target.maxP99Ms !== undefined && result.latency.p99 > target.maxP99Ms)
    misses.push(`p99 > ${target.maxP99Ms} ms`);
  if (target.minRatio === undefined && target.maxP99Ms === undefined) return '— (no target)';
  return misses.length ? `FAIL (${misses.join(', ')})` : 'PASS';
}

async function currentEtag(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/api/documents`, {
    headers: { authorization: `Bearer ${token}` },
  });
  await response.arrayBuffer();
  const etag = response.headers.get('etag');
  if (response.status !== 200 || !etag) throw new Error(`list answered ${response.status}`);
  return etag;
}

async function benchDatabase(kind: BenchDbKind, rows: Row[]): Promise<void> {
  const seedStarted = Date.now();
  const { database, seeded } = await prepareDatabase(kind, ADMIN_URL, async (db) => {
    const orgs: SeededOrganization[] = [];
    for (const size of ORG_SIZES) orgs.push(await seedOrganization(db, `Bench ${size}`, size));
    return orgs;
  });
  console.error(
    `[${kind}] seeded ${ORG_SIZES.join(' + ')} documents in ${Date.now() - seedStarted} ms`,
  );
  try {
    // The hello-world stays up, idle, and is measured right before each organization's rows, so
    // each ratio compares two runs taken moments apart on a machine whose load may drift.
    const hello = await startServer({
      script: 'scripts/bench/api-hello-server.ts',
      port: HELLO_PORT,
      readyPath: '/',
    });
    const app = await startServer({
      script: 'server/main.ts',
      port: APP_PORT,
      readyPath: '/api/health',
      env: {
        ...database.env,
        LOG_LEVEL: env.BENCH_LOG_LEVEL ?? 'info',
        // Every seeded document is settled: workers would only poll an empty queue.
        WORKER_CONCURRENCY: '0',
        PLATFORM_ADMIN_EMAIL: undefined,
        PLATFORM_ADMIN_PASSWORD: undefined,
      },
      cpuProfileDir: env.BENCH_CPU_PROFILE_DIR,
      logFile: env.BENCH_SERVER_LOG,
    });
    try {
      // A process just started runs unoptimized code and fills its pools: the first row measured
      // came out 20–40 % below the same row measured later. Warm every path once first, like a
      // server that has been up for a while.
      await load(`${hello.url}/`, {}, WARMUP_SECONDS);
      const first = seeded[0]!;
      const firstEtag = await currentEtag(app.url, first.token);
      for (const probe of selectedProbes) {
        const headers = {
          authorization: `Bearer ${first.token}`,
          ...probe.headers?.(first, firstEtag),
        };
        await load(app.url + probe.path(first), headers, WARMUP_SECONDS);
      }
      for (const org of seeded) {
        const helloRun = await measure(`${hello.url}/`, {}, 200);
        const helloRps = helloRun.result.requests.average;
        const helloVerdict = helloRun.wrong.length
          ? `FAIL (${helloRun.wrong.join(', ')})`
          : '(yardstick)';
        rows.push(
          row('hello-world', kind, String(org.documents), helloRun.result, 1, helloVerdict),
        );
        const etag = await currentEtag(app.url, org.token);
        for (const probe of selectedProbes) {
          const headers = { authorization: `Bearer ${org.token}`, ...probe.headers?.(org, etag) };
          const { result, wrong } = await measure(app.url + probe.path(org), headers, probe.status);
          const ratio = result.requests.average / helloRps;
          const verdictText = verdict(probe.target, result, ratio, wrong);
          rows.push(row(probe.name, kind, String(org.documents), result, ratio, verdictText));
          console.error(
            `[${kind}] ${probe.name} ${org.documents}: ${Math.round(result.requests.average)} req/s`,
          );
        }
      }
    } finally {
      await Promise.all([app.stop(), hello.stop()]);
    }
  } finally {
    await database.drop();
  }
}

function row(
  path: string,
  db: string,
  docs: string,
  result: Result,
  ratio: number | null,
  verdictText: string,
): Row {
  return {
    path,
    db,
    docs,
    rps: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    ratio,
    verdict: verdictText,
  };
}

function printTable(rows: Row[]): void {
  const header = ['path', 'db', 'org docs', 'req/s', 'p50 ms', 'p99 ms', '× hello', 'target'];
  const cells = rows.map((r) => [
    r.path,
    r.db,
    r.docs,
    String(Math.round(r.rps)),
    String(r.p50),
    String(r.p99),
    r.ratio === null ? '' : r.ratio.toFixed(2),
    r.verdict,
  ]);
  const widths = header.map((h, i) => Math.max(h.length, ...cells.map((c) => c[i]!.length)));
  const line = (values: string[]) => values.map((v, i) => v.padEnd(widths[i]!)).join('  ');
  console.log(line(header));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const c of cells) console.log(line(c));
}

async function main(): Promise<void> {
  console.log(
    `bench:api — ${CONNECTIONS} connections, ${SECONDS} s per row after ${WARMUP_SECONDS} s warm-up, ` +
      `Node ${process.version}; figures are indicative on a shared machine`,
  );
  const rows: Row[] = [];
  for (const kind of DATABASES) await benchDatabase(kind, rows);
  printTable(rows);
  if (rows.some((r) => r.verdict.startsWith('FAIL'))) process.exitCode = 1;
}

await main();
