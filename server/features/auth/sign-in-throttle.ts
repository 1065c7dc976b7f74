import type { AppContext } from '../../context.js';
import { countFailure, touchKey } from '../../throttle/counters-repo.js';
import { admitGuess, blockOf } from '../../throttle/guess-limit.js';

/**
 * Sign-in throttling (server/throttle/guess-limit.ts does the counting). Four counters, all in
 * the database so every app process shares them:
 *
 * - client (account + client IP): LOGIN_MAX_FAILURES_PER_ACCOUNT failures block that pair for
 *   LOGIN_LOCKOUT_MINUTES. An attacker elsewhere only blocks himself; the owner, signing in from
 *   their own network, is not affected.
 * - account (all clients): never blocks. Past ACCOUNT_WIDE_FACTOR times the per-client limit (a
 *   distributed attack) it slows every client that has already failed on the account to one guess
 *   per window; a client that has not failed recently still gets in with the right password.
 * - ip: the number of different accounts that failed from the IP (one person mistyping their own
 *   password counts once), so a NAT shared by many people only trips on password spraying;
 *   reaching LOGIN_MAX_FAILURES_PER_IP blocks the IP for the window, except for
 * - known (account + client IP that signed in successfully in the last KNOWN_CLIENT_DAYS): the
 *   colleagues behind a NAT keep signing in while one client there sprays other accounts.
 */
export const ACCOUNT_WIDE_FACTOR = 4;

/** How long a successful sign-in from an IP is remembered (the "known" keys). */
export const KNOWN_CLIENT_DAYS = 30;

export interface SignInAttempt {
  succeeded(): Promise<void>;
  failed(): Promise<void>;
}

function keysOf(email: string, ip: string) {
  const account = email.toLowerCase();
  return {
    client: `client:${account}|${ip}`,
    account: `account:${account}`,
    ip: `ip:${ip}`,
    known: `known:${account}|${ip}`,
  };
}

/**
 * Throws the 429 when this client may not try now; otherwise counts the attempt and answers how to
 * settle it once the password has been checked.
 */
export async function admitSignIn(
  ctx: AppContext,
  email: string,
  ip: string,
): Promise<SignInAttempt> {
  const { db } = ctx;
  const { maxFailuresPerAccount, maxFailuresPerIp, lockoutMinutes } = ctx.config.loginThrottle;
  const keys = keysOf(email, ip);
  const guess = await admitGuess(db, {
    key: keys.client,
    maxFailures: maxFailuresPerAccount,
    windowMinutes: lockoutMinutes,
    wide: {
      key: keys.account,
      maxFailures: ACCOUNT_WIDE_FACTOR * maxFailuresPerAccount,
      windowMinutes: lockoutMinutes,
    },
    alsoRead: [keys.ip, keys.known],
    refuse: (counters, now) => {
      const known = counters.get(keys.known);
      const isKnown =
        known !== undefined &&
        known.windowStartedAt.getTime() > now - KNOWN_CLIENT_DAYS * 86_400_000;
      return isKnown ? null : blockOf(counters.get(keys.ip), now);
    },
    tooManyWhat: 'failed sign-in attempts',
  });

  return {
    async succeeded() {
      await guess.succeeded();
      await touchKey(db, keys.known);
    },
    async failed() {
      await guess.failed();
      // Only the first failure of this account from this IP counts towards the IP's limit.
      if (guess.counted.failures === 1) {
        await countFailure(db, keys.ip, {
          maxFailures: maxFailuresPerIp,
          windowMinutes: lockoutMinutes,
        });
      }
    },
  };
}
