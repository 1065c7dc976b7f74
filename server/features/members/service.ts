import type { z } from 'zod';
import {
  INVITATION_MESSAGES,
  type InvitationPreview,
  type inviteSchema,
  type OrganizationMembers,
} from '../../../common/contracts/members.js';
import { ROLE_LABELS, type Role } from '../../../common/roles.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { Actor } from '../../db/tenant.js';
import { AppError, badRequest, conflict, notFound, orNotFound } from '../../errors.js';
import type { Mailer } from '../../mail/mailer.js';
import { invitationMessage, invitationToExistingAccountMessage } from '../../mail/messages.js';
import { findUserByEmail, findUserWithOrganization } from '../../accounts/repo.js';
import { hashToken, newToken } from '../../accounts/tokens.js';
import { effectiveStatus, toPendingInvitation } from './invitation-status.js';
import { noteActivity } from '../activity/service.js';
import {
  acceptInvitation,
  deleteOpenInvitation,
  findOpenInvitation,
  findOpenInvitationByEmail,
  findInvitationByTokenHash,
  insertInvitation,
  listMembers,
  listOpenInvitations,
  markInvitationExpired,
  renewInvitation,
  type InvitationRow,
} from './repo.js';

export interface MembersDeps {
  mailer: Mailer;
}

export async function organizationMembers(
  ctx: AppContext,
  actor: Actor,
): Promise<OrganizationMembers> {
  const [members, open] = await Promise.all([
    listMembers(ctx.db, actor),
    listOpenInvitations(ctx.db, actor),
  ]);
  return {
    users: members.map((member) => ({
      ...member,
      role: member.role as Role,
      createdAt: member.createdAt.toISOString(),
    })),
    pendingInvitations: open.map(toPendingInvitation),
  };
}

/**
 * Mails the invitation. An address that has an account in another organization gets, instead of
 * the link it could not use, an e-mail saying why: the admin's answer is the same either way, so
 * inviting cannot be used to find out who has a DocViz account.
 */
async function sendInvitation(
  ctx: AppContext,
  deps: MembersDeps,
  actor: Actor,
  row: InvitationRow,
  token: string,
) {
  const [inviter, existingAccount] = await Promise.all([
    findUserWithOrganization(ctx.db, actor.userId),
    findUserByEmail(ctx.db, row.email),
  ]);
  const organizationName = inviter?.organization.name ?? 'your organization';
  const inviterName = inviter
    ? `${inviter.user.firstName} ${inviter.user.lastName}`
    : 'Your organization admin';
  try {
    await deps.mailer.send(
      existingAccount
        ? invitationToExistingAccountMessage({
            to: row.email,
            appUrl: ctx.config.appUrl,
            organizationName,
            inviterName,
          })
        : invitationMessage({
            to: row.email,
            appUrl: ctx.config.appUrl,
            token,
            organizationName,
            inviterName,
            roleLabel: ROLE_LABELS[row.role as Role],
            expiresAt: row.expiresAt,
          }),
    );
  } catch (error) {
    ctx.log.error({ err: error, invitationId: row.id }, 'could not send the invitation e-mail');
    throw new AppError(
      502,
      'The invitation was saved, but its e-mail could not be sent. Try Resend in a moment.',
    );
  }
}

function freshTokenAndExpiry(ctx: AppContext) {
  const { token, tokenHash } = newToken();
  return {
    token,
    tokenHash,
    expiresAt: new Date(Date.now() + ctx.config.inviteTtlDays * 24 * 60 * 60 * 1000),
  };
}

/**
 * Invites an address into the admin's organization. An address with a pending invitation is
 * re-invited (new link and expiry, the old link stops working) rather than refused: the admin's
 * intent is plainly to get the invitation to that person.
 */
export async function invite(
  ctx: AppContext,
  deps: MembersDeps,
  actor: Actor,
  input: z.output<typeof inviteSchema>,
): Promise<{ invitation: InvitationRow; created: boolean }> {
  // Only a member of the admin's own organization is refused (the admin sees them listed anyway);
  // an account elsewhere is answered like a new address (see sendInvitation).
  const existingUser = await findUserByEmail(ctx.db, input.email);
  if (existingUser?.organizationId === actor.organizationId) {
    throw conflict(INVITATION_MESSAGES.alreadyMember, {
      email: [INVITATION_MESSAGES.alreadyMember],
    });
  }
  const { token, ...values } = freshTokenAndExpiry(ctx);
  const open = await findOpenInvitationByEmail(ctx.db, actor, input.email);
  const invitation = orNotFound(
    open
      ? await renewInvitation(ctx.db, actor, open.id, { ...values, role: input.role })
      : await insertInvitation(ctx.db, actor, {
          ...values,
          email: input.email.toLowerCase(),
          role: input.role,
        }),
    'Invitation',
  );
  await noteActivity(ctx, actor, actor, {
    kind: 'member.invited',
    details: { email: invitation.email, role: invitation.role },
  });
  await sendInvitation(ctx, deps, actor, invitation, token);
  return { invitation, created: !open };
}

export async function resendInvitation(
  ctx: AppContext,
  deps: MembersDeps,
  actor: Actor,
  id: number,
): Promise<InvitationRow> {
  const open = orNotFound(await findOpenInvitation(ctx.db, actor, id), 'Invitation');
  const { token, ...values } = freshTokenAndExpiry(ctx);
  const renewed = await renewInvitation(ctx.db, actor, id, { ...values, role: open.role });
  const invitation = orNotFound(renewed, 'Invitation');
  await sendInvitation(ctx, deps, actor, invitation, token);
  return invitation;
}

export async function deleteInvitation(ctx: AppContext, actor: Actor, id: number): Promise<void> {
  if (!(await deleteOpenInvitation(ctx.db, actor, id))) throw notFound('Invitation');
}

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
  const found = orNotFound(await usableInvitation(ctx, token), 'Invitation');
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

/** Accepts it inside the registration's transaction; of two invitees racing on one link, one wins. */
export async function claimInvitation(tx: Db, invitationId: number): Promise<void> {
  if (!(await acceptInvitation(tx, invitationId))) throw badRequest(INVITATION_MESSAGES.invalid);
}
