import { describe, expect, it } from 'vitest';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

/** Three failures per account from one client, six failing accounts per IP, a 15-minute window. */
describe.each(DB_KINDS)('sign-in throttling on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { LOGIN_MAX_FAILURES_PER_ACCOUNT: '3', LOGIN_MAX_FAILURES_PER_IP: '6' },
  });
  const signIn = (email: string, password: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password },
      remoteAddress: ip,
    });
  const statuses = async (attempts: Array<() => Promise<{ statusCode: number }>>) => {
    const codes: number[] = [];
    for (const attempt of attempts) codes.push((await attempt()).statusCode);
    return codes;
  };

  it('throttles a client after repeated failures on an account with 429 and Retry-After, even with the right password', async () => {
    const account = await registerAccount(t.app);
    const attempt = (password: string) => signIn(account.user.email, password, '10.1.0.1');
    for (let i = 0; i < 3; i += 1) expect((await attempt('wrong')).statusCode).toBe(401);
    const blocked = await attempt(account.password);
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(14 * 60);
    expect(blocked.json().message).toBe(
      'Too many failed sign-in attempts. Please try again in 15 minutes.',
    );
  });

  it('lets the owner sign in from their own network while an attacker elsewhere hammers the account', async () => {
    const victim = await registerAccount(t.app);
    const email = victim.user.email;
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(email, 'guess', '10.4.0.66')).statusCode).toBe(401);
    for (let i = 0; i < 5; i += 1)
      expect((await signIn(email, 'guess', '10.4.0.66')).statusCode).toBe(429);

    const own = await signIn(email, victim.password, '10.4.0.1');
    expect(own.statusCode).toBe(200);
    expect(own.json().user.id).toBe(victim.user.id);
    // A mistyped password of the owner still counts only against the owner's own client.
    expect((await signIn(email, 'typo', '10.4.0.1')).statusCode).toBe(401);
    expect((await signIn(email, victim.password, '10.4.0.1')).statusCode).toBe(200);
    expect((await signIn(email, victim.password, '10.4.0.66')).statusCode).toBe(429);
  });

  it('slows a distributed attack to one guess per client without locking out a client that has not failed', async () => {
    const victim = await registerAccount(t.app);
    const email = victim.user.email;
    // Six attacker IPs, two guesses each: twelve failures reach the account-wide mark (4 × 3).
    for (let bot = 1; bot <= 6; bot += 1) {
      const ip = `10.5.1.${bot}`;
      expect(
        await statuses([() => signIn(email, 'guess', ip), () => signIn(email, 'guess', ip)]),
      ).toEqual([401, 401]);
    }
    // From now on a client that has failed is refused until its window runs out...
    const slowed = await signIn(email, 'guess', '10.5.1.1');
    expect(slowed.statusCode).toBe(429);
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(60);
    // ...and a fresh attacker gets one guess, not three.
    expect(await statuses([1, 2, 3].map(() => () => signIn(email, 'guess', '10.5.1.7')))).toEqual([
      401, 429, 429,
    ]);
    // The owner, who has not failed, signs in.
    expect((await signIn(email, victim.password, '10.5.2.1')).statusCode).toBe(200);
  });

  it('keeps one user behind a NAT from locking out the others sharing the IP', async () => {
    const nat = '10.6.0.1';
    const [clumsy, ...colleagues] = await Promise.all(
      [1, 2, 3, 4].map(() => registerAccount(t.app)),
    );
    for (let i = 0; i < 3; i += 1)
      expect((await signIn(clumsy!.user.email, 'typo', nat)).statusCode).toBe(401);
    for (let i = 0; i < 10; i += 1)
      expect((await signIn(clumsy!.user.email, 'typo', nat)).statusCode).toBe(429);
    // Each colleague mistypes twice too: four failing accounts stay under the IP's limit of six.
    for (const colleague of colleagues) {
      expect((await signIn(colleague.user.email, 'typo', nat)).statusCode).toBe(401);
      expect((await signIn(colleague.user.email, 'typo', nat)).statusCode).toBe(401);
      expect((await signIn(colleague.user.email, colleague.password, nat)).statusCode).toBe(200);
    }
  });

  it('blocks an IP that sprays many accounts, but not its users who signed in there before', async () => {
    const sprayer = '10.2.0.2';
    const colleague = await registerAccount(t.app);
    expect((await signIn(colleague.user.email, colleague.password, sprayer)).statusCode).toBe(200);
    const spray = (n: number) => signIn(`spray-${n}-${Date.now()}@example.com`, 'guess', sprayer);
    for (let i = 0; i < 6; i += 1) expect((await spray(i)).statusCode).toBe(401);
    const blocked = await spray(99);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(
      /^Too many failed sign-in attempts\. Please try again in \d+ minutes?\.$/,
    );
    const newcomer = await registerAccount(t.app);
    expect((await signIn(newcomer.user.email, newcomer.password, sprayer)).statusCode).toBe(429);
    expect((await signIn(newcomer.user.email, newcomer.password, '10.3.0.3')).statusCode).toBe(200);
    expect((await signIn(colleague.user.email, colleague.password, sprayer)).statusCode).toBe(200);
  });

  it('lets no more than the limit of parallel guesses from one client reach the password check', async () => {
    const account = await registerAccount(t.app);
    const burst = await Promise.all(
      Array.from({ length: 10 }, () => signIn(account.user.email, 'guess', '10.7.0.1')),
    );
    const codes = burst.map((response) => response.statusCode).sort();
    expect(codes.filter((code) => code === 401)).toHaveLength(3);
    expect(codes.filter((code) => code === 429)).toHaveLength(7);
  });
});
