import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations, passwordResets, sessions, users } from '../../db/schema.js';
import { useTestOrganization } from '../../test-support/test-db.js';
import { purgeExpired, schedulePurgeExpired } from './expired-purge.js';

const HOUR = 60 * 60 * 1000;

describe('purging expired sessions and reset links', () => {
  const t = useTestOrganization('pglite', 'Acme');
  let userId: number;
  beforeAll(async () => {
    const [user] = await t.db
      .insert(users)
      .values({
        email: 'a@example.com',
        passwordHash: 'x',
        firstName: 'A',
        lastName: 'B',
        organizationId: t.orgId,
      })
      .returning();
    userId = user!.id;
  });

  /** One expired and one live row in each table the purge looks at; returns their token hashes. */
  async function seed(tag: string) {
    const past = new Date(Date.now() - HOUR);
    const future = new Date(Date.now() + HOUR);
    await t.db.insert(sessions).values([
      { userId, tokenHash: `${tag}-session-expired`, expiresAt: past },
      { userId, tokenHash: `${tag}-session-live`, expiresAt: future },
    ]);
    await t.db.insert(passwordResets).values([
      { userId, tokenHash: `${tag}-reset-expired`, expiresAt: past },
      { userId, tokenHash: `${tag}-reset-live`, expiresAt: future },
    ]);
    await t.db.insert(invitations).values({
      email: `${tag}@example.com`,
      organizationId: t.orgId,
      tokenHash: `${tag}-invitation-expired`,
      expiresAt: past,
    });
  }

  async function exists(
    table: typeof sessions | typeof passwordResets | typeof invitations,
    tokenHash: string,
  ) {
    const rows = await t.db.select().from(table).where(eq(table.tokenHash, tokenHash));
    return rows.length === 1;
  }

  it('removes the expired session and reset link, keeps the live ones and every invitation', async () => {
    await seed('direct');
    const removed = await purgeExpired(t.db);
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
    schedulePurgeExpired(app, t.db);
    await app.ready();
    expect(await exists(sessions, 'scheduled-session-expired')).toBe(false);
    expect(await exists(sessions, 'scheduled-session-live')).toBe(true);
    await app.close();
    // Idempotent: a second pass (another process, the next hour) finds nothing more to do.
    expect(await purgeExpired(t.db)).toEqual({ sessions: 0, passwordResets: 0 });
  });
});
