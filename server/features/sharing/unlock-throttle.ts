import type { AppContext } from '../../context.js';
import { admitGuess, type Guess } from '../../throttle/guess-limit.js';

/**
 * Password guesses on a share link (issue 17: the prompt is rate-limited), counted in the
 * database so every app process shares the count (server/throttle/guess-limit.ts):
 *
 * - per client address and link (`share:<linkId>|<ip>`): after 10 wrong guesses within 15 minutes
 *   the address may not guess for 15 minutes. A right guess forgives the earlier ones, as on
 *   sign-in: whoever knows the password gains nothing from more guesses.
 * - per link across all addresses (`share:<linkId>`): past 100 wrong guesses in an hour (many
 *   addresses guessing) an address that has already failed on the link gets one guess per
 *   15 minutes. It never blocks a link outright, so whoever holds the address cannot lock the
 *   viewers out; a viewer who has not failed still opens it with the right password.
 *
 * Keys use the link's id, never its token (the token is a credential and is not stored).
 */
export const UNLOCK_ATTEMPTS = { max: 10, minutes: 15 } as const;
export const LINK_WIDE_ATTEMPTS = { max: 100, minutes: 60 } as const;

export const unlockKeys = (linkId: number, ip: string) => ({
  client: `share:${linkId}|${ip}`,
  link: `share:${linkId}`,
});

/** Throws the 429 when this client may not guess the link's password now; else counts the guess. */
export function admitUnlock(ctx: AppContext, linkId: number, ip: string): Promise<Guess> {
  const keys = unlockKeys(linkId, ip);
  return admitGuess(ctx.db, {
    key: keys.client,
    maxFailures: UNLOCK_ATTEMPTS.max,
    windowMinutes: UNLOCK_ATTEMPTS.minutes,
    wide: {
      key: keys.link,
      maxFailures: LINK_WIDE_ATTEMPTS.max,
      windowMinutes: LINK_WIDE_ATTEMPTS.minutes,
    },
    tooManyWhat: 'password attempts for this link',
  });
}
