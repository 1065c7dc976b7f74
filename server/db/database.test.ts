import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createEmptyPostgresDatabase,
  DB_KINDS,
  useTestOrganization,
} from '../test-support/test-db.js';
import { openDatabase } from './client.js';
import { DataDirInUseError, lockDataDir } from './data-dir-lock.js';
import { DEFAULT_TEMPLATES } from '../features/templates/defaults/default-templates.js';
import { seedDefaultTemplates } from '../features/templates/seed.js';
import {
  documents,
  organizations,
  templates,
  users,
  visualizationChanges,
  visualizations,
} from './schema.js';

describe('migrations on PostgreSQL', () => {
  it('are safe when several processes start at once (advisory lock)', async () => {
    const empty = await createEmptyPostgresDatabase();
    const opened = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 })),
    );
    try {
      await Promise.all(opened.map((database) => database.migrate()));
      const tables = await opened[0]!.db.execute(
        sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'users'`,
      );
      expect((tables as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await empty.drop();
    }
  });
  it('seed the built-in templates once when several processes start at once', async () => {
    const empty = await createEmptyPostgresDatabase();
    const opened = await Promise.all(
      [1, 2, 3].map(() => openDatabase({ kind: 'postgres', url: empty.url, poolSize: 2 })),
    );
    try {
      await Promise.all(
        opened.map((database) =>
          database.migrate(() => seedDefaultTemplates(database.db).then(() => {})),
        ),
      );
      const seeded = await opened[0]!.db.select({ key: templates.seedKey }).from(templates);
      expect(seeded.map((row) => row.key).sort()).toEqual(
        DEFAULT_TEMPLATES.map((template) => template.key).sort(),
      );
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await empty.drop();
    }
  });
});

describe('the PGlite data directory guard', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(join(tmpdir(), 'docviz-lock-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('refuses a second opener with a clear message', () => {
    const release = lockDataDir(dir);
    // Pretend another live process (our parent) holds it.
    writeFileSync(join(dir, 'docviz.lock'), String(process.ppid));
    expect(() => lockDataDir(dir)).toThrow(DataDirInUseError);
    expect(() => lockDataDir(dir)).toThrow(/already in use by another DocViz process/);
    writeFileSync(join(dir, 'docviz.lock'), String(process.pid));
    release();
  });

  it('takes over a lock left by a process that died', () => {
    writeFileSync(join(dir, 'docviz.lock'), '999999999');
    const release = lockDataDir(dir);
    expect(readFileSync(join(dir, 'docviz.lock'), 'utf8')).toBe(String(process.pid));
    release();
    expect(existsSync(join(dir, 'docviz.lock'))).toBe(false);
  });
});

describe.each(DB_KINDS)('schema constraints on %s', (kind) => {
  const t = useTestOrganization(kind, 'Acme');

  const user = (email: string) => ({
    email,
    passwordHash: 'x',
    firstName: 'A',
    lastName: 'B',
    organizationId: t.orgId,
  });

  it('keeps e-mails unique regardless of case', async () => {
    await t.db.insert(users).values(user('case@example.com'));
    await expect(t.db.insert(users).values(user('CASE@example.com'))).rejects.toThrow();
  });

  it('refuses a role outside the three of the spec', async () => {
    await expect(
      t.db.insert(users).values({ ...user('role@example.com'), role: 'superuser' }),
    ).rejects.toThrow();
  });

  it('never stores two changes with one version number for a visualization', async () => {
    const [doc] = await t.db
      .insert(documents)
      .values({
        name: 'D',
        originalFilename: 'd.pdf',
        fileSize: 1,
        mimeType: 'application/pdf',
        organizationId: t.orgId,
        storageKey: 'org_1/x.pdf',
      })
      .returning();
    const [viz] = await t.db
      .insert(visualizations)
      .values({ title: 'V', data: '{}', documentId: doc!.id, organizationId: t.orgId })
      .returning();
    await t.db
      .insert(visualizationChanges)
      .values({ visualizationId: viz!.id, version: 1, data: '{}' });
    await expect(
      t.db
        .insert(visualizationChanges)
        .values({ visualizationId: viz!.id, version: 1, data: '{}' }),
    ).rejects.toThrow();
  });

  it('removes an organization’s users, documents and visualizations with it', async () => {
    const [org] = await t.db.insert(organizations).values({ name: 'Doomed' }).returning();
    await t.db.insert(users).values({ ...user('doomed@example.com'), organizationId: org!.id });
    await t.db.delete(organizations).where(sql`${organizations.id} = ${org!.id}`);
    const left = await t.db
      .select()
      .from(users)
      .where(sql`${users.organizationId} = ${org!.id}`);
    expect(left).toEqual([]);
  });
});
