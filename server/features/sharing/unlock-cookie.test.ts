import { describe, expect, it } from 'vitest';
import { isUnlocked, UNLOCK_COOKIE, UNLOCK_HOURS, unlockCookieHeader } from './unlock-cookie.js';

const link = { id: 7, passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$salt$hash', expiresAt: null };
const now = new Date('2030-01-01T12:00:00Z');
const cookieOf = (header: string) => header.split(';')[0]!;
const hoursLater = (hours: number) => new Date(now.getTime() + hours * 3_600_000);

describe('the cookie that remembers a share link’s password', () => {
  it('opens its link until it runs out, and no other link', () => {
    const cookie = cookieOf(unlockCookieHeader(link, 'tok', false, now));
    expect(cookie.startsWith(`${UNLOCK_COOKIE}=`)).toBe(true);
    expect(isUnlocked(link, cookie, now)).toBe(true);
    expect(isUnlocked(link, `other=1; ${cookie}`, hoursLater(UNLOCK_HOURS - 0.1))).toBe(true);
    expect(isUnlocked(link, cookie, hoursLater(UNLOCK_HOURS))).toBe(false);
    expect(isUnlocked({ ...link, id: 8 }, cookie, now)).toBe(false);
    // A new password (a new hash) ends every cookie made for the old one.
    expect(isUnlocked({ ...link, passwordHash: `${link.passwordHash}x` }, cookie, now)).toBe(false);
    expect(isUnlocked(link, undefined, now)).toBe(false);
  });

  it('never outlives the link, and a longer expiry written into it breaks the signature', () => {
    const expiring = { ...link, expiresAt: hoursLater(1) };
    const header = unlockCookieHeader(expiring, 'tok', true, now);
    expect(header).toContain('Max-Age=3600');
    expect(header).toContain('Path=/s/tok');
    expect(header).toMatch(/; Secure$/);
    const cookie = cookieOf(header);
    expect(isUnlocked(expiring, cookie, hoursLater(1.01))).toBe(false);
    const stretched = cookie.replace(
      /=(\d+)\./,
      (_, until: string) => `=${Number(until) + 86_400}.`,
    );
    expect(isUnlocked(expiring, stretched, hoursLater(1.01))).toBe(false);
  });
});
