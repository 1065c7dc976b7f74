import type { Db } from '../db/client.js';
import { AppError } from '../errors.js';
import { clearFailures, countFailure, readCounters, type Counter } from './counters-repo.js';

/**
 * Limits on guessing a secret (a password), after the OWASP Authentication cheat sheet: slow the
 * guesser down without letting anyone lock someone else out. Two counters in the database, so
 * every app process shares them:
 *
 * - the guesser's own key (e.g. account or link + client IP): maxFailures failures block it for
 *   one window. The attempt is counted before the secret is checked, so a burst of parallel
 *   attempts cannot all slip in under the limit; a right guess clears the key.
 * - the wide key (the account or link, across all clients): never blocks, so a stranger cannot
 *   lock the owner out. Past its maxFailures (a distributed attack) every guesser that has already
 *   failed waits until its own window runs out: one guess per window; a client that has not
 *   failed still gets in with the right secret.
 */
export interface GuessLimit {
  key: string;
  maxFailures: number;
  windowMinutes: number;
  wide: { key: string; maxFailures: number; windowMinutes: number };
  /** More keys the caller reads along (in the guesser's window), for its own refusal rule. */
  alsoRead?: string[];
  /** The caller's own reason to refuse before counting (after the guesser's block and slowing). */
  refuse?: (counters: Map<string, Counter>, now: number) => Date | null;
  /** What the 429 says there were too many of, e.g. "failed sign-in attempts". */
  tooManyWhat: string;
}

export interface Guess {
  /** The guesser's counter with this attempt counted. */
  counted: Counter;
  /** The secret was right: the guesser's earlier failures are forgiven. */
  succeeded(): Promise<void>;
  /** The secret was wrong: it also counts on the wide key. */
  failed(): Promise<void>;
}

/** The 429 of a throttled guesser, with the seconds to wait in Retry-After. */
export function tooManyAttempts(until: Date, what: string): AppError {
  const seconds = Math.max(1, Math.ceil((until.getTime() - Date.now()) / 1000));
  const minutes = Math.ceil(seconds / 60);
  return new AppError(
    429,
    `Too many ${what}. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    undefined,
    { 'retry-after': String(seconds) },
  );
}

/** When the counter's block ends, if one is running. */
export const blockOf = (counter: Counter | undefined, now: number): Date | null =>
  counter?.blockedUntil && counter.blockedUntil.getTime() > now ? counter.blockedUntil : null;

/** The counters of the limit's keys, each read in its own window (one query when they match). */
async function readLimit(db: Db, limit: GuessLimit): Promise<Map<string, Counter>> {
  const own = [limit.key, ...(limit.alsoRead ?? [])];
  if (limit.wide.windowMinutes === limit.windowMinutes)
    return readCounters(db, [...own, limit.wide.key], limit.windowMinutes);
  const [counters, wide] = await Promise.all([
    readCounters(db, own, limit.windowMinutes),
    readCounters(db, [limit.wide.key], limit.wide.windowMinutes),
  ]);
  return new Map([...counters, ...wide]);
}

/**
 * Throws the 429 when this guesser may not try now; otherwise counts the attempt and answers how
 * to settle it once the secret has been checked.
 */
export async function admitGuess(db: Db, limit: GuessLimit): Promise<Guess> {
  const windowMs = limit.windowMinutes * 60_000;
  const counters = await readLimit(db, limit);
  const now = Date.now();
  const own = counters.get(limit.key);
  const underAttack = (counters.get(limit.wide.key)?.failures ?? 0) >= limit.wide.maxFailures;
  /** Under a distributed attack a guesser that has failed waits until its own window runs out. */
  const slowed = (counter: Counter, earlierFailures: number) =>
    underAttack && earlierFailures >= 1
      ? new Date(counter.windowStartedAt.getTime() + windowMs)
      : null;

  const refusedBefore =
    blockOf(own, now) ??
    (own ? slowed(own, own.failures) : null) ??
    limit.refuse?.(counters, now) ??
    null;
  if (refusedBefore) throw tooManyAttempts(refusedBefore, limit.tooManyWhat);

  const counted = await countFailure(db, limit.key, {
    maxFailures: limit.maxFailures,
    windowMinutes: limit.windowMinutes,
  });
  // Parallel attempts that passed the read above together: the count decides which go through.
  const earlier = counted.failures - 1;
  if (earlier >= limit.maxFailures)
    throw tooManyAttempts(counted.blockedUntil ?? new Date(now + windowMs), limit.tooManyWhat);
  const slowedNow = slowed(counted, earlier);
  if (slowedNow) throw tooManyAttempts(slowedNow, limit.tooManyWhat);

  return {
    counted,
    succeeded: () => clearFailures(db, limit.key),
    async failed() {
      await countFailure(db, limit.wide.key, { windowMinutes: limit.wide.windowMinutes });
    },
  };
}
