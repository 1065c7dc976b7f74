import type { AppContext } from '../../context.js';
import type { Mailer } from '../../mail/mailer.js';
import { registrationAttemptMessage } from '../../mail/messages.js';
import { countFailure, readCounters } from '../../throttle/counters-repo.js';
import { blockOf, tooManyAttempts } from '../../throttle/guess-limit.js';

/**
 * Registration (and changing one's own e-mail) answers 409 for an address that already has an
 * account: the spec's journey (register, and be signed in at once) cannot give a new address and
 * a taken one the same answer. So the answer is made useless for harvesting instead (OWASP
 * Authentication cheat sheet, "user enumeration"): a prober (an IP on sign-up, a user on the
 * profile form) that hits REGISTER_MAX_TAKEN_EMAILS_PER_IP taken addresses in an hour gets 429 for
 * every such request until the hour is over, and each address's owner is told (at most once a
 * day) that someone tried to sign up with it.
 */
const WINDOW_MINUTES = 60;
const NOTICE_WINDOW_MINUTES = 24 * 60;

/** `who` is `ip:<address>` for sign-ups and `user:<id>` for profile changes. */
const probeKey = (who: string) => `taken-email:${who}`;
const noticeKey = (email: string) => `register-notice:${email.toLowerCase()}`;

/** Throws the 429 when this prober may not try an address now. */
export async function admitEmailProbe(ctx: AppContext, who: string): Promise<void> {
  const key = probeKey(who);
  const counter = (await readCounters(ctx.db, [key], WINDOW_MINUTES)).get(key);
  const until = blockOf(counter, Date.now());
  if (until) throw tooManyAttempts(until, 'attempts');
}

/** Counts an attempt on a taken address against the prober. */
export async function countTakenEmail(ctx: AppContext, who: string): Promise<void> {
  await countFailure(ctx.db, probeKey(who), {
    windowMinutes: WINDOW_MINUTES,
    maxFailures: ctx.config.registerMaxTakenEmailsPerIp,
  });
}

/** Tells the owner of a taken address that someone tried to sign up with it (once a day). */
export async function noticeSignUpAttempt(
  ctx: AppContext,
  mailer: Mailer,
  email: string,
): Promise<void> {
  const notice = await countFailure(ctx.db, noticeKey(email), {
    windowMinutes: NOTICE_WINDOW_MINUTES,
  });
  if (notice.failures !== 1) return;
  try {
    await mailer.send(registrationAttemptMessage({ to: email, appUrl: ctx.config.appUrl }));
  } catch (error) {
    // The visitor's answer does not depend on it; the operator sees why in the log.
    ctx.log.error({ err: error }, 'could not send a sign-up attempt notice');
  }
}
