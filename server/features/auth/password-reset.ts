import { PROFILE_MESSAGES } from '../../../common/contracts/profile.js';
import type { AppContext } from '../../context.js';
import { badRequest } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { passwordResetMessage } from '../../mail/messages.js';
import { findUserByEmail, updateUserPassword } from '../../accounts/repo.js';
import {
  consumePasswordReset,
  insertPasswordReset,
  recentPasswordReset,
} from './password-reset-repo.js';
import { deleteAllSessions } from './session-repo.js';
import { forgetSessions } from './session-cache.js';
import { hashPassword } from '../../accounts/passwords.js';
import { hashToken, newToken } from '../../accounts/tokens.js';

const RESET_TTL_MS = 60 * 60 * 1000;
/** One e-mail per account per minute, however often the form is sent. */
const RESEND_GAP_MS = 60 * 1000;

/**
 * Sends a single-use reset link when the account exists. The caller answers the same thing either
 * way, so the form cannot be used to find out who has an account.
 */
export async function requestPasswordReset(
  ctx: AppContext,
  mailer: Mailer,
  email: string,
): Promise<void> {
  const user = await findUserByEmail(ctx.db, email);
  if (!user) return;
  if (await recentPasswordReset(ctx.db, user.id, new Date(Date.now() - RESEND_GAP_MS))) return;
  const { token, tokenHash } = newToken();
  await insertPasswordReset(ctx.db, user.id, tokenHash, new Date(Date.now() + RESET_TTL_MS));
  try {
    await mailer.send(passwordResetMessage({ to: user.email, appUrl: ctx.config.appUrl, token }));
  } catch (error) {
    // Still the same answer to the visitor; the operator sees why in the log.
    ctx.log.error({ err: error }, 'could not send a password reset e-mail');
  }
}

/** Sets the new password with a valid link (once), then ends every session of that user. */
export async function resetPassword(
  ctx: AppContext,
  token: string,
  password: string,
): Promise<void> {
  const passwordHash = await hashPassword(password);
  const userId = await consumePasswordReset(ctx.db, hashToken(token));
  if (!userId) throw badRequest(PROFILE_MESSAGES.invalidResetLink);
  await updateUserPassword(ctx.db, userId, passwordHash);
  await deleteAllSessions(ctx.db, userId);
  forgetSessions(ctx.db, { userId });
}
