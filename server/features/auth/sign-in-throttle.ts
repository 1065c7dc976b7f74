import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  KNOWN_CLIENT_DAYS,
  clearFailures,
  countFailure,
  readCounters,
  touchKey,
  type Counter,
} from './throttle-repo.js';

/**
 * Sign-in throttling after the OWASP Authentication and Credential Stuffing cheat sheets: it must
 * slow guessing without letting anyone lock someone else out. Four counters, all in the database
 * so every app process shares them:
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
 *
 * The attempt is counted on its client key before the password is checked, so a burst of parallel
 * attempts cannot all slip in under the limit.
 */
export const ACCOUNT_WIDE_FACTOR = 4;

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

/** The spec's answer to a throttled client, with the seconds to wait in Retry-After. */
function tooManyAttempts(until: Date): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    `Too many failed sign-in attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

const blockOf = (counter: Counter | undefined, now: number): Date | null =>
  counter?.blockedUntil && counter.blockedUntil.getTime() > now ? counter.blockedUntil : null;

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
  const windowMs = lockoutMinutes * 60_000;
  const keys = keysOf(email, ip);
  const counters = await readCounters(db, Object.values(keys), lockoutMinutes);
  const now = Date.now();
  const client = counters.get(keys.client);
  const known = counters.get(keys.known);
  const isKnown =
    known !== undefined && known.windowStartedAt.getTime() > now - KNOWN_CLIENT_DAYS * 86_400_000;
  const underAttack =
    (counters.get(keys.account)?.failures ?? 0) >= ACCOUNT_WIDE_FACTOR * maxFailuresPerAccount;
  /** Under a distributed attack a client that has failed waits until its own window runs out. */
  const slowed = (counter: Counter, earlierFailures: number) =>
    underAttack && earlierFailures >= 1
      ? new Date(counter.windowStartedAt.getTime() + windowMs)
      : null;

  const refusedBefore =
    blockOf(client, now) ??
    (client ? slowed(client, client.failures) : null) ??
    (isKnown ? null : blockOf(counters.get(keys.ip), now));
  if (refusedBefore) throw tooManyAttempts(refusedBefore);

  const counted = await countFailure(db, keys.client, {
    maxFailures: maxFailuresPerAccount,
    windowMinutes: lockoutMinutes,
  });
  // Parallel attempts that passed the read above together: the count decides which go through.
  const earlier = counted.failures - 1;
  if (earlier >= maxFailuresPerAccount)
    throw tooManyAttempts(counted.blockedUntil ?? new Date(now + windowMs));
  const slowedNow = slowed(counted, earlier);
  if (slowedNow) throw tooManyAttempts(slowedNow);

  return {
    async succeeded() {
      await clearFailures(db, keys.client);
      await touchKey(db, keys.known);
    },
    async failed() {
      await countFailure(db, keys.account, { windowMinutes: lockoutMinutes });
      // Only the first failure of this account from this IP counts towards the IP's limit.
      if (counted.failures === 1) {
        await countFailure(db, keys.ip, {
          maxFailures: maxFailuresPerIp,
          windowMinutes: lockoutMinutes,
        });
      }
    },
  };
}
