import { like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginThrottles } from '../../db/schema.js';
import { useSecondApp } from '../../test-support/second-app.js';
import { registerAccount, useTestApp, type TestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';
import { seedDefaultTemplates } from '../templates/seed.js';
import { createLink, drawingOf, riskVisualization, visit } from './test-support/shared-world.js';
import { LINK_WIDE_ATTEMPTS, UNLOCK_ATTEMPTS } from './unlock-throttle.js';

const PASSWORD = 'open sesame';

/** POST /s/{token} with a password, from the given client address. */
const guess = (t: Pick<TestApp, 'app'>, token: string, ip: string, password: string) =>
  visit(t, 'POST', `/s/${token}`, { remoteAddress: ip, form: { password } });

/** The statuses of `count` wrong guesses made one after the other. */
async function wrongGuesses(t: Pick<TestApp, 'app'>, token: string, ip: string, count: number) {
  const statuses: number[] = [];
  for (let attempt = 0; attempt < count; attempt += 1)
    statuses.push((await guess(t, token, ip, `guess ${attempt}`)).statusCode);
  return statuses;
}

/** An admin with a visualization to share, on the given test app. */
function useSharer(t: TestApp) {
  const sharer = { token: '', visualization: 0 };
  beforeAll(async () => {
    await seedDefaultTemplates(t.database.db);
    sharer.token = (await registerAccount(t.app)).token;
    sharer.visualization = await riskVisualization(t, sharer.token);
  });
  return () => createLink(t, sharer.token, sharer.visualization, { password: PASSWORD });
}

describe.each(DB_KINDS)('the password limit of a share link on %s', (kind) => {
  const t = useTestApp(kind);
  const newLink = useSharer(t);

  it('answers the 11th guess of a client with a 429 page and Retry-After, even the right password', async () => {
    const link = await newLink();
    const ip = '10.99.0.1';
    expect(await wrongGuesses(t, link.token, ip, UNLOCK_ATTEMPTS.max)).toEqual(
      Array(UNLOCK_ATTEMPTS.max).fill(401),
    );
    const limited = await guess(t, link.token, ip, PASSWORD);
    expect(limited.statusCode).toBe(429);
    const retryAfter = Number(limited.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan((UNLOCK_ATTEMPTS.minutes - 1) * 60);
    expect(retryAfter).toBeLessThanOrEqual(UNLOCK_ATTEMPTS.minutes * 60);
    expect(limited.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(limited.headers['content-security-policy']).toContain("default-src 'none'");
    expect(limited.body).toContain(
      'Too many password attempts for this link. Please try again in 15 minutes.',
    );
    expect(limited.headers['set-cookie']).toBeUndefined();

    // Counted under the link's id: the token (a credential) is stored nowhere.
    const keys = (
      await t.database.db
        .select({ key: loginThrottles.key })
        .from(loginThrottles)
        .where(like(loginThrottles.key, `share:${link.id}%`))
    ).map((row) => row.key);
    expect(keys.sort()).toEqual([`share:${link.id}`, `share:${link.id}|${ip}`]);
    expect(
      await t.database.db
        .select()
        .from(loginThrottles)
        .where(like(loginThrottles.key, `%${link.token}%`)),
    ).toEqual([]);

    // Another client, or another link from the same client, is not held back.
    expect((await guess(t, link.token, '10.99.0.2', PASSWORD)).statusCode).toBe(303);
    const second = await newLink();
    expect((await guess(t, second.token, ip, PASSWORD)).statusCode).toBe(303);
  });

  it('opens the page with the right password after a few wrong ones, and forgives them', async () => {
    const link = await newLink();
    const ip = '10.99.1.1';
    expect(await wrongGuesses(t, link.token, ip, 3)).toEqual([401, 401, 401]);
    const right = await guess(t, link.token, ip, PASSWORD);
    expect(right.statusCode).toBe(303);
    const cookie = String(right.headers['set-cookie']).split(';')[0]!;
    const page = await visit(t, 'GET', `/s/${link.token}`, { cookie, remoteAddress: ip });
    expect(drawingOf(page.body)).toContain('Vendor lock-in');

    // The right password cleared the count: the client has its ten wrong guesses again.
    expect(await wrongGuesses(t, link.token, ip, UNLOCK_ATTEMPTS.max)).toEqual(
      Array(UNLOCK_ATTEMPTS.max).fill(401),
    );
    expect((await guess(t, link.token, ip, PASSWORD)).statusCode).toBe(429);
  });

  it('past 100 wrong guesses from many clients, gives a client that failed one guess per window, and still opens for a client that has not', async () => {
    const link = await newLink();
    const bots = LINK_WIDE_ATTEMPTS.max / UNLOCK_ATTEMPTS.max;
    for (let bot = 1; bot <= bots; bot += 1)
      expect(await wrongGuesses(t, link.token, `10.98.0.${bot}`, UNLOCK_ATTEMPTS.max)).toEqual(
        Array(UNLOCK_ATTEMPTS.max).fill(401),
      );
    // A new attacker address gets its first guess, then waits for its window to run out.
    expect(await wrongGuesses(t, link.token, '10.98.1.1', 1)).toEqual([401]);
    const slowed = await guess(t, link.token, '10.98.1.1', PASSWORD);
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(
      (UNLOCK_ATTEMPTS.minutes - 1) * 60,
    );
    // A viewer who types the password right is never locked out by strangers.
    expect((await guess(t, link.token, '10.98.2.1', PASSWORD)).statusCode).toBe(303);
  });
});

describe('the password limit of a share link across app processes on one PostgreSQL database', () => {
  const t = useTestApp('postgres');
  const other = useSecondApp(t);
  const newLink = useSharer(t);

  it('counts the guesses made on either process together', async () => {
    const link = await newLink();
    const ip = '10.97.0.1';
    const half = UNLOCK_ATTEMPTS.max / 2;
    expect(await wrongGuesses(t, link.token, ip, half)).toEqual(Array(half).fill(401));
    expect(await wrongGuesses(other, link.token, ip, half)).toEqual(Array(half).fill(401));
    for (const app of [t, other]) {
      const limited = await guess(app, link.token, ip, PASSWORD);
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    }
  });
});
