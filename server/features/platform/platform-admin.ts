import type { Db } from '../../db/client.js';
import {
  findUserByEmail,
  insertOrganization,
  insertUser,
  updateUserPassword,
  updateUserRole,
} from '../../accounts/repo.js';
import { hashPassword } from '../../accounts/passwords.js';
import { forgetSessions } from '../auth/service.js';

export const PLATFORM_ORGANIZATION_NAME = 'Platform Administration';

export interface PlatformAdminInput {
  email: string;
  password: string;
  firstName?: string;
  lastName?: string;
  /** Reset the password when the account exists (the CLI does; start-up bootstrap does not). */
  resetPassword?: boolean;
}

/**
 * The only way to make a platform admin: from the command line or the start-up environment,
 * never through the API. An existing account is promoted; a new one gets its own organization.
 */
export async function ensurePlatformAdmin(
  db: Db,
  input: PlatformAdminInput,
): Promise<'created' | 'promoted' | 'unchanged'> {
  const existing = await findUserByEmail(db, input.email);
  if (existing) {
    if (input.resetPassword)
      await updateUserPassword(db, existing.id, await hashPassword(input.password));
    if (existing.role === 'platform_admin') return 'unchanged';
    await updateUserRole(db, existing.id, 'platform_admin');
    forgetSessions(db, { userId: existing.id });
    return 'promoted';
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    const organization = await insertOrganization(tx, PLATFORM_ORGANIZATION_NAME);
    await insertUser(tx, {
      email: input.email.toLowerCase(),
      passwordHash,
      firstName: input.firstName ?? 'Platform',
      lastName: input.lastName ?? 'Admin',
      role: 'platform_admin',
      organizationId: organization.id,
    });
  });
  return 'created';
}
