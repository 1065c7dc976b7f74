import Fastify from 'fastify';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { invitations, loginThrottles, passwordResets, sessions, users } from '../../db/schema.js';
import { useTestOrganization } from '../../test-support/test-db.js';
import { purgeExpired, schedulePurgeExpired } from './expired-purge.js';

const HOUR = 60 * 60 * 1000;

describe('purging expired sessions, reset links and sign-in counters', () => {
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
    const longAgo = (days: number) => new Date(Date.now() - days * 24 * HOUR);
    await t.db.insert(loginThrottles).values([
      { key: `client:${tag}-idle`, failures: 2, windowStartedAt: longAgo(2) },
      {
        key: `client:${tag}-blocked`,
        failures: 5,
        windowStartedAt: longAgo(2),
        blockedUntil: future,
      },
      { key: `client:${tag}-recent`, failures: 1, windowStartedAt: past },
      // A share link's password counters (features/sharing/unlock-throttle.ts) go the same way.
      { key: `share:${tag}-idle`, failures: 3, windowStartedAt: longAgo(2) },
      { key: `known:${tag}-old`, failures: 0, windowStartedAt: longAgo(31) },
      { key: `known:${tag}-recent`, failures: 0, windowStartedAt: longAgo(29) },
    ]);
  }

  async function counterExists(key: string) {
    const rows = await t.db.select().from(loginThrottles).where(eq(loginThrottles.key, key));
    return rows.length === 1;
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
    // Sign-in counters idle for a day go unless a block still runs; remembered sign-ins after 30 days.
    expect(removed.signInCounters).toBeGreaterThanOrEqual(3);
    expect(await counterExists('client:direct-idle')).toBe(false);
    expect(await counterExists('client:direct-blocked')).toBe(true);
    expect(await counterExists('client:direct-recent')).toBe(true);
    expect(await counterExists('share:direct-idle')).toBe(false);
    expect(await counterExists('known:direct-old')).toBe(false);
    expect(await counterExists('known:direct-recent')).toBe(true);
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
    expect(await purgeExpired(t.db)).toEqual({
      sessions: 0,
      passwordResets: 0,
      signInCounters: 0,
    });
  });
});
