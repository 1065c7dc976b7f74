/**
 * Fills a migrated database with many organizations, users, documents, visualizations and their
 * versions, in batched multi-row inserts through Drizzle. Used by `npm run seed:scale` and by
 * `npm run bench:scale` (which also seeds its small comparison database with it).
 */
import { isNotNull, sql } from 'drizzle-orm';
import { hashPassword } from '../../server/accounts/passwords.js';
import type { Db } from '../../server/db/client.js';
import {
  documents,
  organizations,
  templates,
  users,
  visualizationChanges,
  visualizations,
} from '../../server/db/schema.js';
import { seedDefaultTemplates } from '../../server/features/templates/seed.js';
import {
  documentRow,
  documentsPerOrganization,
  randomSource,
  type NewDocumentRow,
  type NewVisualizationRow,
  type Random,
  type SeededDocument,
  visualizationRow,
} from './scale-rows.js';

export interface ScaleSizes {
  organizations: number;
  users: number;
  documents: number;
  visualizations: number;
  /** Documents of the first organization, the one the benchmark signs in to. */
  bigOrganizationDocuments: number;
  /** Average saved versions per visualization (each gets 1 … 2×average−1). */
  versionsPerVisualization: number;
  /** Characters of extracted text per processed document. */
  textChars: number;
}

export const DEFAULT_SIZES: ScaleSizes = {
  organizations: 1_000,
  users: 10_000,
  documents: 100_000,
  visualizations: 50_000,
  bigOrganizationDocuments: 5_000,
  versionsPerVisualization: 2,
  textChars: 1_200,
};

/** Every seeded user signs in with this password; only ever use it on throw-away databases. */
export const SCALE_PASSWORD = 'scale-password-1';

/** The admin of the n-th seeded organization (1 is the big one). */
export const scaleUserEmail = (prefix: string, organization: number, user = 1) =>
  `${prefix}-o${organization}-u${user}@example.test`;

export interface SeedOptions {
  prefix: string;
  batchSize: number;
  seed: number;
  log: (line: string) => void;
}

export interface SeedCounts {
  organizations: number;
  users: number;
  documents: number;
  visualizations: number;
  versions: number;
}

/** Runs `insert` over `rows` in slices of `size`, collecting what each slice returns. */
async function inBatches<Row, Out>(
  rows: readonly Row[],
  size: number,
  insert: (slice: Row[]) => Promise<Out[]>,
): Promise<Out[]> {
  const out: Out[] = [];
  for (let start = 0; start < rows.length; start += size)
    out.push(...(await insert(rows.slice(start, start + size))));
  return out;
}

async function timed<T>(log: (line: string) => void, label: string, run: () => Promise<T>) {
  const started = performance.now();
  const result = await run();
  const seconds = (performance.now() - started) / 1000;
  const n = Array.isArray(result) ? result.length : undefined;
  const rate =
    n === undefined
      ? ''
      : ` (${n.toLocaleString('en')} rows, ${Math.round(n / seconds).toLocaleString('en')}/s)`;
  log(`  ${label}: ${seconds.toFixed(1)} s${rate}`);
  return result;
}

/** Splits `total` into `parts` near-equal whole numbers. */
const share = (total: number, parts: number, index: number) =>
  Math.floor(total / parts) + (index < total % parts ? 1 : 0);

function shuffledPrefix<T>(random: Random, items: T[], n: number): T[] {
  const copy = [...items];
  const take = Math.min(n, copy.length);
  for (let i = 0; i < take; i += 1) {
    const j = i + Math.floor(random() * (copy.length - i));
    [copy[i], copy[j]] = [copy[j]!, copy[i]!];
  }
  return copy.slice(0, take);
}

export async function seedScale(
  db: Db,
  sizes: ScaleSizes,
  options: SeedOptions,
): Promise<SeedCounts> {
  const { log, batchSize, prefix } = options;
  const random = randomSource(options.seed);
  const now = Date.now();

  await seedDefaultTemplates(db);
  const templateRows = await db
    .select({ id: templates.id, category: templates.category })
    .from(templates)
    .where(isNotNull(templates.seedKey));
  const templateOf = new Map(templateRows.map((row) => [row.category, row.id]));
  // One hash for everybody: argon2 takes tens of milliseconds, ten thousand of them would take minutes.
  const passwordHash = await hashPassword(SCALE_PASSWORD);

  const orgIds = await timed(log, 'organizations', () =>
    inBatches(
      Array.from({ length: sizes.organizations }, (_, i) => ({
        name: i === 0 ? `${prefix} big organization` : `${prefix} organization ${i + 1}`,
      })),
      batchSize,
      (slice) => db.insert(organizations).values(slice).returning({ id: organizations.id }),
    ),
  );

  const userRows = orgIds.flatMap(({ id }, o) =>
    Array.from({ length: Math.max(1, share(sizes.users, sizes.organizations, o)) }, (_, u) => ({
      email: scaleUserEmail(prefix, o + 1, u + 1),
      passwordHash,
      firstName: `User${u + 1}`,
      lastName: `Org${o + 1}`,
      role: u === 0 ? 'organization_admin' : 'organization_user',
      organizationId: id,
    })),
  );
  const seededUsers = await timed(log, 'users', () =>
    inBatches(userRows, batchSize, (slice) =>
      db
        .insert(users)
        .values(slice)
        .returning({ id: users.id, organizationId: users.organizationId }),
    ),
  );
  const usersOf = new Map<number, number[]>();
  for (const user of seededUsers)
    usersOf.set(user.organizationId, [...(usersOf.get(user.organizationId) ?? []), user.id]);

  const counts = documentsPerOrganization(
    random,
    sizes.organizations,
    sizes.documents,
    sizes.bigOrganizationDocuments,
  );
  let serial = 0;
  const documentRows: NewDocumentRow[] = orgIds.flatMap(({ id }, o) =>
    Array.from({ length: counts[o] ?? 0 }, () =>
      documentRow(random, {
        organizationId: id,
        userIds: usersOf.get(id) ?? [],
        serial: (serial += 1),
        now,
        spanDays: 730,
        textChars: sizes.textChars,
      }),
    ),
  );
  const seededDocuments: (SeededDocument & { status: string })[] = await timed(
    log,
    'documents',
    () =>
      inBatches(documentRows, batchSize, (slice) =>
        db.insert(documents).values(slice).returning({
          id: documents.id,
          organizationId: documents.organizationId,
          userId: documents.userId,
          category: documents.category,
          processedAt: documents.processedAt,
          name: documents.name,
          status: documents.status,
        }),
      ),
  );

  const candidates = seededDocuments.filter(
    (d) => d.status === 'processed' && d.category !== 'unknown',
  );
  const visualizationRows: NewVisualizationRow[] = shuffledPrefix(
    random,
    candidates,
    sizes.visualizations,
  ).map((document) =>
    visualizationRow(random, document, templateOf.get(document.category) ?? null),
  );
  const seededVisualizations = await timed(log, 'visualizations', () =>
    inBatches(visualizationRows, batchSize, (slice) =>
      db.insert(visualizations).values(slice).returning({
        id: visualizations.id,
        data: visualizations.data,
        userId: visualizations.userId,
        createdAt: visualizations.createdAt,
      }),
    ),
  );

  const maxVersions = Math.max(1, 2 * sizes.versionsPerVisualization - 1);
  const versionRows = seededVisualizations.flatMap((v) =>
    Array.from({ length: 1 + Math.floor(random() * maxVersions) }, (_, n) => ({
      visualizationId: v.id,
      version: n + 1,
      data: v.data,
      changeDescription: n === 0 ? null : `Edited ${n} time${n === 1 ? '' : 's'}`,
      userId: v.userId,
      createdAt: new Date(Math.min(v.createdAt.getTime() + (n + 1) * 60_000, now)),
    })),
  );
  const seededVersions = await timed(log, 'versions', () =>
    inBatches(versionRows, batchSize * 2, (slice) =>
      db.insert(visualizationChanges).values(slice).returning({ id: visualizationChanges.id }),
    ),
  );

  // Fresh statistics and visibility map, as autovacuum would leave them after a while: the
  // planner then chooses the plans a settled production database gets.
  await timed(log, 'vacuum analyze', () => db.execute(sql`vacuum analyze`));

  return {
    organizations: orgIds.length,
    users: seededUsers.length,
    documents: seededDocuments.length,
    visualizations: seededVisualizations.length,
    versions: seededVersions.length,
  };
}
