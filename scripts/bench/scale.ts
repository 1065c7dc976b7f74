/**
 * npm run bench:scale — does the dashboard stay as fast for a big organization in a big database
 * as for a small one? Target (issue 15): list, detail and stats within 2× of a small database.
 *
 * For each database kind (PGlite on disk, PostgreSQL) in one run: the big database seeded by
 * scripts/seed/seed-scale.ts (1,000 organizations, 100,000 documents, the first organization
 * 5,000 of them; seeded on first use, then kept) against a small one made for this run (one
 * organization, 200 documents). The big organization's admin and the small one's sign in; the
 * requests go through `app.inject` into the real app (buildApp: auth, validation, serialization,
 * database), one at a time, big and small interleaved so that noise from other processes hits
 * both alike. Prints p50/p99 per endpoint, the big/small ratios, and PASS when both are ≤ 2.
 *
 * Environment: SCALE_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/docviz_scale),
 * SCALE_DATA_DIR (default data/scale), BENCH_SCALE_DBS (default pglite,postgres),
 * BENCH_SCALE_REQUESTS (per endpoint and database, default 400), and the SCALE_* sizes of
 * scripts/seed/scale.ts for a first seeding.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { nextPageLink } from '../../common/contracts/paging.js';
import { buildApp } from '../../server/app.js';
import { loadConfig } from '../../server/config.js';
import type { Database } from '../../server/db/client.js';
import {
  DEFAULT_SIZES,
  SCALE_PASSWORD,
  scaleUserEmail,
  type ScaleSizes,
} from '../seed/seed-scale.js';
import { openBigDatabase, openSmallDatabase, type ScaleDbKind } from './scale-databases.js';

const BIG_URL = process.env.SCALE_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/docviz_scale';
const BIG_DATA_DIR = process.env.SCALE_DATA_DIR ?? 'data/scale';
const KINDS = (process.env.BENCH_SCALE_DBS ?? 'pglite,postgres').split(',') as ScaleDbKind[];
const REQUESTS = Number(process.env.BENCH_SCALE_REQUESTS ?? 400);
const WARM_UP = 30;
const TARGET_RATIO = 2;

const envSize = (name: string, fallback: number) => Number(process.env[name] ?? fallback);
const BIG_SIZES: ScaleSizes = {
  ...DEFAULT_SIZES,
  organizations: envSize('SCALE_ORGANIZATIONS', DEFAULT_SIZES.organizations),
  users: envSize('SCALE_USERS', DEFAULT_SIZES.users),
  documents: envSize('SCALE_DOCUMENTS', DEFAULT_SIZES.documents),
  visualizations: envSize('SCALE_VISUALIZATIONS', DEFAULT_SIZES.visualizations),
  bigOrganizationDocuments: envSize(
    'SCALE_BIG_ORG_DOCUMENTS',
    DEFAULT_SIZES.bigOrganizationDocuments,
  ),
};
const SMALL_SIZES: ScaleSizes = {
  ...DEFAULT_SIZES,
  organizations: 1,
  users: 5,
  documents: 200,
  visualizations: 100,
  bigOrganizationDocuments: 200,
};
const PREFIX = 'scale';

/** One signed-in admin on one app, and the URLs each endpoint asks. */
interface Target {
  app: FastifyInstance;
  token: string;
  urls: Record<Endpoint, () => string>;
  close(): Promise<void>;
}

const ENDPOINTS = ['list', 'list page 2', 'detail', 'stats', 'visualizations'] as const;
type Endpoint = (typeof ENDPOINTS)[number];

async function get(app: FastifyInstance, token: string, url: string) {
  const response = await app.inject({
    method: 'GET',
    url,
    headers: { authorization: `Bearer ${token}` },
  });
  if (response.statusCode !== 200)
    throw new Error(`GET ${url}: ${response.statusCode} ${response.body}`);
  return response;
}

async function targetOn(database: Database): Promise<Target> {
  const dataDir = mkdtempSync(join(tmpdir(), 'docviz-bench-scale-app-'));
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  });
  const app = await buildApp({ config, db: database.db, clientDir: null });
  await app.ready();
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/login',
    payload: { email: scaleUserEmail(PREFIX, 1), password: SCALE_PASSWORD },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in failed: ${login.body}`);
  const token = login.json<{ token: string }>().token;
  const first = await get(app, token, '/api/documents');
  const ids = first.json<{ id: number }[]>().map((d) => d.id);
  const page2 = nextPageLink(first.headers.link as string | undefined);
  if (!page2) throw new Error('the organization has a single page of documents');
  let n = 0;
  return {
    app,
    token,
    urls: {
      list: () => '/api/documents',
      'list page 2': () => page2,
      // A different document each time, from the newest page, as people open them.
      detail: () => `/api/documents/${ids[(n += 1) % ids.length]}`,
      stats: () => '/api/stats',
      visualizations: () => '/api/visualizations',
    },
    close: async () => {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function timeOne(target: Target, endpoint: Endpoint): Promise<number> {
  const url = target.urls[endpoint]();
  const started = performance.now();
  await get(target.app, target.token, url);
  return performance.now() - started;
}

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const ms = (value: number) => `${value.toFixed(2)} ms`.padStart(10);
const ratio = (value: number) => `${value.toFixed(2)}×`.padStart(7);

async function benchKind(kind: ScaleDbKind): Promise<boolean> {
  const label = kind === 'pglite' ? 'PGlite (embedded, on disk)' : 'PostgreSQL';
  console.log(`\n${label}`);
  const big = await openBigDatabase(
    kind,
    { url: BIG_URL, dataDir: BIG_DATA_DIR },
    BIG_SIZES,
    PREFIX,
  );
  const small = await openSmallDatabase(kind, BIG_URL, SMALL_SIZES, PREFIX);
  const bigTarget = await targetOn(big.database);
  const smallTarget = await targetOn(small.database);
  const timings = { big: new Map<Endpoint, number[]>(), small: new Map<Endpoint, number[]>() };
  try {
    for (let i = 0; i < WARM_UP + REQUESTS; i += 1) {
      for (const endpoint of ENDPOINTS) {
        // Alternate who goes first, so neither always runs right after the other's work.
        const order = i % 2 === 0 ? (['big', 'small'] as const) : (['small', 'big'] as const);
        for (const which of order) {
          const elapsed = await timeOne(which === 'big' ? bigTarget : smallTarget, endpoint);
          if (i >= WARM_UP)
            timings[which].set(endpoint, [...(timings[which].get(endpoint) ?? []), elapsed]);
        }
      }
    }
  } finally {
    await bigTarget.close();
    await smallTarget.close();
    await big.done();
    await small.done();
  }
  console.log(
    `  big: organization of ${BIG_SIZES.bigOrganizationDocuments.toLocaleString('en')} documents in ${BIG_SIZES.documents.toLocaleString('en')}; ` +
      `small: 1 organization, ${SMALL_SIZES.documents} documents; ${REQUESTS} requests each`,
  );
  console.log(
    `  ${'endpoint'.padEnd(15)}${'big p50'.padStart(10)}${'big p99'.padStart(10)}${'small p50'.padStart(10)}${'small p99'.padStart(10)}${'p50 ×'.padStart(7)}${'p99 ×'.padStart(7)}  verdict`,
  );
  let allPass = true;
  for (const endpoint of ENDPOINTS) {
    const b = timings.big.get(endpoint)!;
    const s = timings.small.get(endpoint)!;
    const r50 = percentile(b, 50) / percentile(s, 50);
    const r99 = percentile(b, 99) / percentile(s, 99);
    const pass = r50 <= TARGET_RATIO && r99 <= TARGET_RATIO;
    const gated = endpoint !== 'visualizations';
    if (gated) allPass &&= pass;
    console.log(
      `  ${endpoint.padEnd(15)}${ms(percentile(b, 50))}${ms(percentile(b, 99))}${ms(percentile(s, 50))}${ms(percentile(s, 99))}${ratio(r50)}${ratio(r99)}  ${pass ? 'PASS' : 'FAIL'}${gated ? '' : ' (not in the target)'}`,
    );
  }
  return allPass;
}

async function main(): Promise<void> {
  console.log(
    `Scale benchmark: big/small latency within ${TARGET_RATIO}× (app.inject, sequential).`,
  );
  let pass = true;
  for (const kind of KINDS) pass = (await benchKind(kind)) && pass;
  console.log(
    `\n${pass ? 'PASS' : 'FAIL'}: list, detail and stats within ${TARGET_RATIO}× of the small database.`,
  );
  process.exitCode = pass ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
