import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { z } from 'zod';
import type { PublicUser } from '../../../common/contracts/auth.js';
import {
  PROFILE_MESSAGES,
  type changePasswordRequestSchema,
  type profileSchema,
} from '../../../common/contracts/profile.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../db/tenant.js';
import { AppError, badRequest, isUniqueViolation, unauthorized } from '../../errors.js';
import type { FileStorage } from '../../storage/file-storage.js';
import { findUserByEmail, findUserWithOrganization } from '../../accounts/repo.js';
import { hashPassword, verifyPassword } from '../../accounts/passwords.js';
import { emailTaken } from '../../accounts/email-taken.js';
import { toPublicUser } from '../../accounts/serialize.js';
import { admitEmailProbe, countTakenEmail, forgetSessions } from '../auth/service.js';
import { detectImageKind } from './image-type.js';
import { deleteOtherSessions, isProfileImageOf, updateOwnProfile } from './repo.js';

export async function updateProfile(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof profileSchema>,
): Promise<PublicUser> {
  const prober = `user:${actor.userId}`;
  await admitEmailProbe(ctx, prober);
  const owner = await findUserByEmail(ctx.db, input.email);
  if (owner && owner.id !== actor.userId) {
    await countTakenEmail(ctx, prober);
    throw emailTaken();
  }
  try {
    const row = await updateOwnProfile(ctx.db, actor, {
      ...input,
      email: input.email.toLowerCase(),
    });
    if (!row) throw unauthorized();
    return toPublicUser(row);
  } catch (error) {
    if (isUniqueViolation(error)) throw emailTaken();
    throw error;
  }
}

/** Changes the password after checking the current one; every other session of the user ends. */
export async function changePassword(
  ctx: AppContext,
  actor: Actor,
  input: z.output<typeof changePasswordRequestSchema>,
): Promise<void> {
  const account = await findUserWithOrganization(ctx.db, actor.userId);
  if (!account) throw unauthorized();
  if (!(await verifyPassword(account.user.passwordHash, input.currentPassword))) {
    throw badRequest(PROFILE_MESSAGES.wrongCurrentPassword, {
      currentPassword: [PROFILE_MESSAGES.wrongCurrentPassword],
    });
  }
  await updateOwnProfile(ctx.db, actor, { passwordHash: await hashPassword(input.newPassword) });
  await deleteOtherSessions(ctx.db, actor);
  forgetSessions(ctx.db, { userId: actor.userId });
}

/** Stores a new avatar (bytes already bounded at 5 MB) under the organization's folder, removing the old one. */
export async function replaceProfileImage(
  ctx: AppContext,
  storage: FileStorage,
  actor: Actor,
  image: Buffer,
): Promise<PublicUser> {
  const kind = detectImageKind(image.subarray(0, 16));
  if (!kind)
    throw new AppError(415, PROFILE_MESSAGES.invalidImage, {
      image: [PROFILE_MESSAGES.invalidImage],
    });
  const fileName = `avatar-${randomUUID()}.${kind}`;
  await storage.write(`org_${actor.organizationId}/${fileName}`, Readable.from([image]));
  const previous = (await findUserWithOrganization(ctx.db, actor.userId))?.user.profileImage;
  const row = await updateOwnProfile(ctx.db, actor, { profileImage: fileName });
  if (!row) throw unauthorized();
  if (previous)
    await storage.remove(`org_${actor.organizationId}/${previous}`).catch(() => undefined);
  return toPublicUser(row);
}

/**
 * Whether a profile image file is one a user of that organization has now. Public (images are
 * shown to anyone with the URL), so it answers for the current image only, never old uploads.
 */
export function isStoredProfileImage(
  ctx: AppContext,
  organizationId: number,
  fileName: string,
): Promise<boolean> {
  return isProfileImageOf(ctx.db, organizationId, fileName);
}
