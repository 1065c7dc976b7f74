import { describe, expect, it } from 'vitest';
import { outboxMessages } from '../../test-support/outbox.js';
import { registerAccount, useTestApp } from '../../test-support/test-app.js';
import { DB_KINDS } from '../../test-support/test-db.js';

/**
 * Issue 14, hole 4: registration tells whether an address has an account (the spec's journey signs
 * a new address in at once, so the answers cannot be the same). Harvesting is bounded instead: two
 * taken addresses per IP and hour here, then every registration from that IP waits.
 */
describe.each(DB_KINDS)('registration cannot be used to harvest accounts on %s', (kind) => {
  const t = useTestApp(kind, { env: { REGISTER_MAX_TAKEN_EMAILS_PER_IP: '2' } });
  const register = (email: string, ip: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/register',
      remoteAddress: ip,
      payload: {
        firstName: 'Probe',
        lastName: 'Person',
        email,
        organizationName: 'Probe Org',
        password: 'password123',
      },
    });
  const fresh = (label: string) => `${label}-${Date.now()}-${Math.random()}@example.com`;

  it('makes an IP wait after probing taken addresses, for every address, while others register', async () => {
    const first = await registerAccount(t.app);
    const second = await registerAccount(t.app);
    expect((await register(first.user.email, '10.9.0.1')).statusCode).toBe(409);
    expect((await register(second.user.email, '10.9.0.1')).statusCode).toBe(409);

    const taken = await register(first.user.email, '10.9.0.1');
    const newAddress = await register(fresh('new'), '10.9.0.1');
    for (const blocked of [taken, newAddress]) {
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toBe('Too many attempts. Please try again in 60 minutes.');
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(59 * 60);
    }
    expect((await register(fresh('elsewhere'), '10.9.0.2')).statusCode).toBe(201);
  });

  it('bounds probing through the profile form the same way, per user', async () => {
    const prober = await registerAccount(t.app);
    const targets = [await registerAccount(t.app), await registerAccount(t.app)];
    const changeEmail = (email: string) =>
      t.call('PATCH', '/api/user/profile', prober.token, {
        firstName: 'Probe',
        lastName: 'Person',
        email,
      });
    for (const target of targets)
      expect((await changeEmail(target.user.email)).statusCode).toBe(409);
    const blocked = await changeEmail(fresh('mine'));
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe('Too many attempts. Please try again in 60 minutes.');
  });

  it("tells the address's owner once a day that someone tried to sign up with it", async () => {
    const owner = await registerAccount(t.app);
    expect((await register(owner.user.email, '10.9.1.1')).statusCode).toBe(409);
    expect((await register(owner.user.email, '10.9.1.2')).statusCode).toBe(409);
    const notices = outboxMessages(t.config.mail.outboxDir, owner.user.email).filter((mail) =>
      mail.includes('Someone tried to create a new DocViz account with your e-mail address'),
    );
    expect(notices).toHaveLength(1);
  });
});
