import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations, users } from '../../db/schema.js';
import { personColumns } from '../../accounts/repo.js';

/** Platform-wide lists: for platform admins only (the route declares it), never tenant-scoped. */
export function listOrganizationsWithCounts(db: Db) {
  return db
    .select({
      id: organizations.id,
      name: organizations.name,
      createdAt: organizations.createdAt,
      // Written out in full: drizzle leaves columns unqualified in a one-table select, which would
      // make "id" inside these subqueries mean the inner table's id.
      userCount: sql<number>`(select count(*)::int from users u where u.organization_id = organizations.id)`,
      documentCount: sql<number>`(select count(*)::int from documents d where d.organization_id = organizations.id)`,
    })
    .from(organizations)
    .orderBy(asc(organizations.id));
}

export function listUsersWithOrganization(db: Db) {
  return db
    .select({
      ...personColumns,
      organizationId: users.organizationId,
      organizationName: organizations.name,
    })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .orderBy(asc(users.id));
}
