import { INVITATION_MESSAGES, type InvitationPreview } from '../../../common/contracts/members.js';
import type { AppContext } from '../../context.js';
import { badRequest, notFound } from '../../errors.js';
import { effectiveStatus } from '../members/invitation-status.js';
import { findInvitationByTokenHash, markInvitationExpired } from '../members/repo.js';
import { hashToken } from './tokens.js';

/** The pending, unexpired invitation behind a token, or null (an expired one is marked so on the way). */
async function usableInvitation(ctx: AppContext, token: string) {
  const found = await findInvitationByTokenHash(ctx.db, hashToken(token));
  if (!found) return null;
  const status = effectiveStatus(found.invitation);
  if (status === 'expired' && found.invitation.status === 'pending')
    await markInvitationExpired(ctx.db, found.invitation.id);
  return status === 'pending' ? found : null;
}

export async function previewInvitation(
  ctx: AppContext,
  token: string,
): Promise<InvitationPreview> {
  const found = await usableInvitation(ctx, token);
  if (!found) throw notFound('Invitation');
  return {
    email: found.invitation.email,
    organizationName: found.organizationName,
    role: found.invitation.role as InvitationPreview['role'],
  };
}

/** The invitation a registration may use: pending, unexpired and addressed to this e-mail. */
export async function invitationForRegistration(ctx: AppContext, token: string, email: string) {
  const found = await usableInvitation(ctx, token);
  if (!found) throw badRequest(INVITATION_MESSAGES.invalid);
  if (found.invitation.email.toLowerCase() !== email.toLowerCase()) {
    throw badRequest(INVITATION_MESSAGES.emailMismatch, {
      email: [INVITATION_MESSAGES.emailMismatch],
    });
  }
  return found.invitation;
}
