import {
  AUTH_MESSAGES,
  type AuthResponse,
  type LoginInput,
  type MeResponse,
  type RegisterRequest,
} from '../../../common/contracts/auth.js';
import { REMEMBERED_SESSION_TTL_MS, SESSION_TTL_MS } from '../../../common/constants.js';
import type { AppContext } from '../../context.js';
import type { Db } from '../../db/client.js';
import type { OrganizationRow, UserRow } from '../../db/schema.js';
import type { Actor } from '../../db/tenant.js';
import { AppError, conflict, isUniqueViolation, unauthorized } from '../../errors.js';
import { emailTaken } from '../../accounts/email-taken.js';
import { INVITATION_MESSAGES } from '../../../common/contracts/members.js';
import { claimInvitation, invitationForRegistration } from '../members/service.js';
import { recordMemberJoined } from '../activity/service.js';
import {
  findOrganization,
  findUserByEmail,
  findUserWithOrganization,
  insertOrganization,
  insertUser,
} from '../../accounts/repo.js';
import { hashPassword, verifyAgainstDummy, verifyPassword } from '../../accounts/passwords.js';
import { deleteSession, insertSession } from './session-repo.js';
import { forgetSessions } from './session-cache.js';
import { toPublicOrganization, toPublicUser } from '../../accounts/serialize.js';
import { admitSignIn } from './sign-in-throttle.js';
import { admitEmailProbe, countTakenEmail, noticeSignUpAttempt } from './taken-email-probe.js';
import type { Mailer } from '../../mail/mailer.js';
import { newToken } from '../../accounts/tokens.js';

/** Changing one's e-mail to a taken address is bounded like sign-up (see taken-email-probe.ts). */
export { admitEmailProbe, countTakenEmail } from './taken-email-probe.js';
/** Other features that end sessions or change a user's role tell the session cache through this. */
export { forgetSessions } from './session-cache.js';

/** Where a session is started: the browser's User-Agent, kept for the user's session list. */
export interface ClientInfo {
  userAgent: string | undefined;
}

async function startSession(
  db: Db,
  user: UserRow,
  organization: OrganizationRow,
  remembered: boolean,
  client: ClientInfo,
): Promise<AuthResponse> {
  const { token, tokenHash } = newToken();
  const expiresAt = new Date(
    Date.now() + (remembered ? REMEMBERED_SESSION_TTL_MS : SESSION_TTL_MS),
  );
  await insertSession(db, { userId: user.id, tokenHash, expiresAt, remembered, ...client });
  return { user: toPublicUser(user), organization: toPublicOrganization(organization), token };
}

/**
 * Registration creates a new organization whose first member is its organization admin, or, with
 * an invitation, adds the invitee to the inviting organization with the invited role.
 */
export async function register(
  ctx: AppContext,
  mailer: Mailer,
  input: RegisterRequest,
  client: ClientInfo & { ip: string },
): Promise<AuthResponse> {
  await admitEmailProbe(ctx, `ip:${client.ip}`);
  const invitation = input.inviteToken
    ? await invitationForRegistration(ctx, input.inviteToken, input.email)
    : undefined;
  if (await findUserByEmail(ctx.db, input.email)) {
    await countTakenEmail(ctx, `ip:${client.ip}`);
    await noticeSignUpAttempt(ctx, mailer, input.email);
    throw invitation
      ? conflict(INVITATION_MESSAGES.hasAccount, { email: [INVITATION_MESSAGES.hasAccount] })
      : emailTaken();
  }
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction(async (tx) => {
      if (invitation) await claimInvitation(tx, invitation.id);
      const organization = invitation
        ? (await findOrganization(tx, invitation.organizationId))!
        : await insertOrganization(tx, input.organizationName!);
      const user = await insertUser(tx, {
        email: input.email.toLowerCase(),
        passwordHash,
        firstName: input.firstName,
        lastName: input.lastName,
        role: invitation ? invitation.role : 'organization_admin',
        organizationId: organization.id,
      });
      if (invitation) await recordMemberJoined(tx, invitation, user);
      return startSession(tx, user, organization, false, { userAgent: client.userAgent });
    });
  } catch (error) {
    // Two registrations of one address at once: the unique index decides, the loser gets the same 409.
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

export async function login(
  ctx: AppContext,
  input: LoginInput,
  client: ClientInfo & { ip: string },
): Promise<AuthResponse> {
  const attempt = await admitSignIn(ctx, input.email, client.ip);
  const user = await findUserByEmail(ctx.db, input.email);
  const valid = user
    ? await verifyPassword(user.passwordHash, input.password)
    : await verifyAgainstDummy(input.password);
  const account = valid && user ? await findUserWithOrganization(ctx.db, user.id) : undefined;
  if (!account) {
    await attempt.failed();
    throw unauthorizedLogin();
  }
  await attempt.succeeded();
  const { userAgent } = client;
  return startSession(ctx.db, account.user, account.organization, !!input.remember, { userAgent });
}

function unauthorizedLogin(): AppError {
  return new AppError(401, AUTH_MESSAGES.invalidCredentials);
}

export async function logout(ctx: AppContext, actor: Actor): Promise<void> {
  await deleteSession(ctx.db, actor.sessionId);
  forgetSessions(ctx.db, { sessionId: actor.sessionId });
}

export async function currentAccount(ctx: AppContext, actor: Actor): Promise<MeResponse> {
  const account = await findUserWithOrganization(ctx.db, actor.userId);
  if (!account) throw unauthorized();
  return {
    user: toPublicUser(account.user),
    organization: toPublicOrganization(account.organization),
  };
}
