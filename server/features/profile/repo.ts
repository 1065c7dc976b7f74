import { and, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { Actor } from '../../db/tenant.js';

/** The actor's own row, updated; scoped to the actor so no one edits another person's profile. */
export async function updateOwnProfile(
  db: Db,
  actor: Actor,
  values: Partial<
    Pick<
      typeof users.$inferInsert,
      'firstName' | 'lastName' | 'email' | 'profileImage' | 'passwordHash'
    >
  >,
) {
  const [row] = await db
    .update(users)
    .set(values)
    .where(and(eq(users.id, actor.userId), eq(users.organizationId, actor.organizationId)))
    .returning();
  return row;
}

export async function deleteOtherSessions(db: Db, actor: Actor): Promise<void> {
  await db
    .delete(sessions)
    .where(and(eq(sessions.userId, actor.userId), ne(sessions.id, actor.sessionId)));
}

/** Whether an avatar file belongs to a user of that organization (only those are ever served). */
export async function isProfileImageOf(
  db: Db,
  organizationId: number,
  fileName: string,
): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.organizationId, organizationId), eq(users.profileImage, fileName)))
    .limit(1);
  return Boolean(row);
}
