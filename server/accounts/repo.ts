import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { organizations, users } from '../db/schema.js';
import type { OrganizationRow, UserRow } from '../db/schema.js';

// Users and organizations: the rows that sign-in, members, profile and platform admin all read.
// They live here, below every feature, so that no feature reaches into another's folder for them.

/** A user's public columns, for lists of people (the members page, the platform's users table). */
export const personColumns = {
  id: users.id,
  firstName: users.firstName,
  lastName: users.lastName,
  email: users.email,
  role: users.role,
  createdAt: users.createdAt,
};

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(eq(sql`lower(${users.email})`, email.toLowerCase()))
    .limit(1);
  return row;
}

export async function findUserWithOrganization(
  db: Db,
  userId: number,
): Promise<{ user: UserRow; organization: OrganizationRow } | undefined> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .innerJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}

export async function findOrganization(db: Db, id: number): Promise<OrganizationRow | undefined> {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row;
}

export async function insertOrganization(db: Db, name: string): Promise<OrganizationRow> {
  const [row] = await db.insert(organizations).values({ name }).returning();
  return row!;
}

export async function insertUser(db: Db, values: typeof users.$inferInsert): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  return row!;
}

export async function updateUserRole(db: Db, userId: number, role: UserRow['role']) {
  await db.update(users).set({ role }).where(eq(users.id, userId));
}

export async function updateUserPassword(db: Db, userId: number, passwordHash: string) {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
