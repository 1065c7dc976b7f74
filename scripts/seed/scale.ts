/**
 * npm run seed:scale [-- --organizations 1000 --users 10000 --documents 100000
 *   --visualizations 50000 --big-org-documents 5000 --versions 2 --text-chars 1200
 *   --batch 1000 --prefix scale --seed 1]
 *
 * Seeds the database the app would open (DATABASE_URL, else the embedded PGlite under DATA_DIR)
 * with many organizations for scale tests; migrates first. Every size also reads an environment
 * variable (SCALE_ORGANIZATIONS, SCALE_USERS, SCALE_DOCUMENTS, SCALE_VISUALIZATIONS,
 * SCALE_BIG_ORG_DOCUMENTS, SCALE_VERSIONS, SCALE_TEXT_CHARS, SCALE_BATCH). The first
 * organization gets --big-org-documents documents; its admin is `<prefix>-o1-u1@example.test`,
 * and every seeded user's password is SCALE_PASSWORD (seed-scale.ts). Only for throw-away
 * databases.
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../../server/config.js';
import { openConfiguredDatabase } from '../../server/db/open-from-config.js';
import { users } from '../../server/db/schema.js';
import {
  DEFAULT_SIZES,
  SCALE_PASSWORD,
  scaleUserEmail,
  seedScale,
  type ScaleSizes,
} from './seed-scale.js';

const FLAGS = {
  organizations: ['organizations', 'SCALE_ORGANIZATIONS'],
  users: ['users', 'SCALE_USERS'],
  documents: ['documents', 'SCALE_DOCUMENTS'],
  visualizations: ['visualizations', 'SCALE_VISUALIZATIONS'],
  bigOrganizationDocuments: ['big-org-documents', 'SCALE_BIG_ORG_DOCUMENTS'],
  versionsPerVisualization: ['versions', 'SCALE_VERSIONS'],
  textChars: ['text-chars', 'SCALE_TEXT_CHARS'],
} as const satisfies Record<keyof ScaleSizes, readonly [string, string]>;

function wholeNumber(name: string, raw: string | undefined, fallback: number): number {
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) throw new Error(`--${name} must be a whole number`);
  return value;
}

function readOptions() {
  const { values } = parseArgs({
    options: {
      ...Object.fromEntries(
        Object.values(FLAGS).map(([flag]) => [flag, { type: 'string' as const }]),
      ),
      batch: { type: 'string' },
      prefix: { type: 'string' },
      seed: { type: 'string' },
    },
  });
  const read = (flag: string, env: string, fallback: number) =>
    wholeNumber(
      flag,
      (values as Record<string, string | undefined>)[flag] ?? process.env[env],
      fallback,
    );
  const sizes = Object.fromEntries(
    Object.entries(FLAGS).map(([key, [flag, env]]) => [
      key,
      read(flag, env, DEFAULT_SIZES[key as keyof ScaleSizes]),
    ]),
  ) as unknown as ScaleSizes;
  if (sizes.organizations < 1) throw new Error('--organizations must be at least 1');
  return {
    sizes,
    batchSize: Math.max(1, read('batch', 'SCALE_BATCH', 1000)),
    prefix: values.prefix ?? 'scale',
    seed: read('seed', 'SCALE_SEED', 1),
  };
}

async function main(): Promise<void> {
  const options = readOptions();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const where = config.databaseUrl ? 'PostgreSQL' : `PGlite in ${config.dataDir}`;
  try {
    const started = performance.now();
    await database.migrate();
    const admin = scaleUserEmail(options.prefix, 1);
    const [existing] = await database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, admin));
    if (existing) {
      console.log(
        `Already seeded (${admin} exists) in ${where}; use another --prefix to add more.`,
      );
      return;
    }
    console.log(
      `Seeding ${where}: ${JSON.stringify(options.sizes)}, batches of ${options.batchSize}`,
    );
    const counts = await seedScale(database.db, options.sizes, { ...options, log: console.log });
    const seconds = (performance.now() - started) / 1000;
    console.log(`Seeded ${JSON.stringify(counts)} in ${seconds.toFixed(1)} s.`);
    console.log(`Sign in as ${admin} / ${SCALE_PASSWORD} (the big organization).`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
