import { and, eq, gt, isNull, ne } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets, sessions, users } from '../../db/schema.js';
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

export async function deleteAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
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

export async function insertPasswordReset(
  db: Db,
  userId: number,
  tokenHash: string,
  expiresAt: Date,
) {
  await db.insert(passwordResets).values({ userId, tokenHash, expiresAt });
}

export async function recentPasswordReset(db: Db, userId: number, since: Date) {
  const [row] = await db
    .select({ id: passwordResets.id })
    .from(passwordResets)
    .where(
      and(
        eq(passwordResets.userId, userId),
        gt(passwordResets.createdAt, since),
        isNull(passwordResets.usedAt),
      ),
    )
    .limit(1);
  return row;
}

/** Uses a reset token once: only an unused, unexpired one is marked used; returns its user. */
export async function consumePasswordReset(db: Db, tokenHash: string): Promise<number | undefined> {
  const [row] = await db
    .update(passwordResets)
    .set({ usedAt: new Date() })
    .where(
      and(
        eq(passwordResets.tokenHash, tokenHash),
        isNull(passwordResets.usedAt),
        gt(passwordResets.expiresAt, new Date()),
      ),
    )
    .returning({ userId: passwordResets.userId });
  return row?.userId;
}

export async function setPassword(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}
