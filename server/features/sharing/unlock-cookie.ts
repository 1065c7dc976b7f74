import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The cookie that remembers a correct password for one link: `{expiry}.{HMAC}`. The HMAC key is
 * the link's own argon2 hash (a secret only the database holds, and the config has no app-wide
 * one), so a cookie opens that link only, and only until it expires or the link is gone.
 */
export const UNLOCK_COOKIE = 'docviz_share';
/** How long a correct password is remembered, at most (never beyond the link's expiry). */
export const UNLOCK_HOURS = 12;

interface LockedLink {
  id: number;
  passwordHash: string;
  expiresAt: Date | null;
}

function mac(link: LockedLink, expiresAtSeconds: number): string {
  return createHmac('sha256', link.passwordHash)
    .update(`share-link-unlock:${link.id}:${expiresAtSeconds}`)
    .digest('base64url');
}

/** Set-Cookie for a correct password: HttpOnly, SameSite=Strict, the link's path only. */
export function unlockCookieHeader(
  link: LockedLink,
  token: string,
  secure: boolean,
  now = new Date(),
): string {
  const limit = now.getTime() + UNLOCK_HOURS * 3_600_000;
  const until = Math.floor(Math.min(limit, link.expiresAt?.getTime() ?? limit) / 1000);
  const maxAge = Math.max(0, until - Math.floor(now.getTime() / 1000));
  return [
    `${UNLOCK_COOKIE}=${until}.${mac(link, until)}`,
    `Path=/s/${token}`,
    `Max-Age=${maxAge}`,
    'HttpOnly',
    'SameSite=Strict',
    ...(secure ? ['Secure'] : []),
  ].join('; ');
}

/** The cookie's values in a Cookie header (a browser may send several with the same name). */
function cookieValues(header: string | undefined, name: string): string[] {
  return (header ?? '')
    .split(';')
    .map((part) => part.trim())
    .filter((part) => part.startsWith(`${name}=`))
    .map((part) => part.slice(name.length + 1));
}

/** Whether the request carries a still valid cookie made for this link. */
export function isUnlocked(
  link: LockedLink,
  cookieHeader: string | undefined,
  now = new Date(),
): boolean {
  return cookieValues(cookieHeader, UNLOCK_COOKIE).some((value) => {
    const match = /^(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(value);
    if (!match) return false;
    const until = Number(match[1]);
    if (until * 1000 <= now.getTime()) return false;
    const expected = Buffer.from(mac(link, until));
    const given = Buffer.from(match[2]!);
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}
