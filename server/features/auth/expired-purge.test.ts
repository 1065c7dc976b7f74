import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { invitations, organizations, passwordResets, sessions, users } from '../../db/schema.js';
import { createTestDatabase } from '../../test-support/test-db.js';
import { purgeExpired, schedulePurgeExpired } from './expired-purge.js';

const HOUR = 60 * 60 * 1000;

describe('purging expired sessions and reset links', () => {
  let database: Database;
  let orgId: number;
  let userId: number;
  beforeAll(async () => {
    database = await createTestDatabase('pglite');
    const [org] = await database.db.insert(organizations).values({ name: 'Acme' }).returning();
    orgId = org!.id;
    const [user] = await database.db
      .insert(users)
      .values({
        email: 'a@example.com',
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
        organizationId: orgId,
      })
      .returning();
    userId = user!.id;
  });
  afterAll(async () => {
    await database?.close();
  });

  /** One expired and one live row in each table the purge looks at; returns their token hashes. */
  async function seed(tag: string) {
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    await database.db.insert(sessions).values([
      { userId, tokenHash: `${tag}-session-expired`, expiresAt: past },
      { userId, tokenHash: `${tag}-session-live`, expiresAt: future },
    ]);
    await database.db.insert(passwordResets).values([
      { userId, tokenHash: `${tag}-reset-expired`, expiresAt: past },
      { userId, tokenHash: `${tag}-reset-live`, expiresAt: future },
    ]);
    await database.db.insert(invitations).values({
      email: `${tag}@example.com`,
      organizationId: orgId,
      tokenHash: `${tag}-invitation-expired`,
      expiresAt: past,
    });
  }

  async function exists(
    table: typeof sessions | typeof passwordResets | typeof invitations,
    tokenHash: string,
  ) {
    const rows = await database.db.select().from(table).where(eq(table.tokenHash, tokenHash));
    return rows.length === 1;
  }

  it('removes the expired session and reset link, keeps the live ones and every invitation', async () => {
    await seed('direct');
    const removed = await purgeExpired(database.db);
    expect(removed.sessions).toBeGreaterThanOrEqual(1);
    expect(removed.passwordResets).toBeGreaterThanOrEqual(1);
    expect(await exists(sessions, 'direct-session-expired')).toBe(false);
    expect(await exists(sessions, 'direct-session-live')).toBe(true);
    expect(await exists(passwordResets, 'direct-reset-expired')).toBe(false);
    expect(await exists(passwordResets, 'direct-reset-live')).toBe(true);
    // The members page lists an expired invitation as expired: it must survive the purge.
    expect(await exists(invitations, 'direct-invitation-expired')).toBe(true);
  });

  it('runs when the app is ready and stops with it', async () => {
    await seed('scheduled');
    const app = Fastify({ logger: false });
    schedulePurgeExpired(app, database.db);
    await app.ready();
    expect(await exists(sessions, 'scheduled-session-expired')).toBe(false);
    expect(await exists(sessions, 'scheduled-session-live')).toBe(true);
    await app.close();
    // Idempotent: a second pass (another process, the next hour) finds nothing more to do.
    expect(await purgeExpired(database.db)).toEqual({ sessions: 0, passwordResets: 0 });
  });
});
