import type { Role } from '../../../common/roles.js';
import { isPlatformAdmin } from '../../../common/roles.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../db/tenant.js';
import { forbidden } from '../../errors.js';
import { listOrganizationsWithCounts, listUsersWithOrganization } from './repo.js';

/**
 * Platform-wide reads cross every tenant, so they take the caller and check the role themselves:
 * the route's access level is the first check, this one holds even if a route forgets it.
 */
function assertPlatformAdmin(actor: Actor): void {
  if (!isPlatformAdmin(actor)) throw forbidden();
}

export async function listOrganizations(ctx: AppContext, actor: Actor) {
  assertPlatformAdmin(actor);
  return (await listOrganizationsWithCounts(ctx.db)).map((row) => ({
    ...row,
    userCount: Number(row.userCount),
    documentCount: Number(row.documentCount),
    createdAt: row.createdAt.toISOString(),
  }));
}

export async function listUsers(ctx: AppContext, actor: Actor) {
  assertPlatformAdmin(actor);
  return (await listUsersWithOrganization(ctx.db)).map((row) => ({
    ...row,
    role: row.role as Role,
    createdAt: row.createdAt.toISOString(),
  }));
}
