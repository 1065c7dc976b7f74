import { z } from 'zod';
import { INVITABLE_ROLES, ROLES } from '../roles.js';
import { emailField } from './fields.js';

export const INVITE_STATUSES = ['pending', 'accepted', 'expired'] as const;

/** Spec §5 invite form: a valid e-mail and one of the two invitable roles. */
export const inviteSchema = z.strictObject({
  email: emailField(),
  role: z.enum(INVITABLE_ROLES, { error: 'Choose User or Admin' }).default('organization_user'),
});
export type InviteInput = z.input<typeof inviteSchema>;

/** Who a person of an organization is: the member list and the platform's user list show it. */
export const personFields = {
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
};

export const memberSchema = z.object({ ...personFields, createdAt: z.string() });
export type Member = z.infer<typeof memberSchema>;

export const pendingInvitationSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  role: z.enum(INVITABLE_ROLES),
  status: z.enum(INVITE_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
});
export type PendingInvitation = z.infer<typeof pendingInvitationSchema>;

export const organizationMembersSchema = z.object({
  users: z.array(memberSchema),
  pendingInvitations: z.array(pendingInvitationSchema),
});
export type OrganizationMembers = z.infer<typeof organizationMembersSchema>;

/** What the registration page shows for an invitation link before the invitee registers. */
export const invitationPreviewSchema = z.object({
  email: z.string(),
  organizationName: z.string(),
  role: z.enum(INVITABLE_ROLES),
});
export type InvitationPreview = z.infer<typeof invitationPreviewSchema>;

export const INVITATION_MESSAGES = {
  invalid:
    'This invitation link is invalid or has expired. Ask your organization admin to send a new one.',
  emailMismatch: 'This invitation was sent to a different email address.',
  alreadyMember: 'This person is already a member of your organization',
  hasAccount:
    'This email address already has a DocViz account. A person can belong to one organization only.',
} as const;
