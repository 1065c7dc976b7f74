import { and, eq, gt } from 'drizzle-orm';
import type { Role } from '../../../common/roles.js';
import type { Db } from '../../db/client.js';
import { sessions, users } from '../../db/schema.js';
import type { Actor } from '../../db/tenant.js';

export async function insertSession(db: Db, userId: number, tokenHash: string, expiresAt: Date) {
  const [row] = await db
    .insert(sessions)
    .values({ userId, tokenHash, expiresAt })
    .returning({ id: sessions.id });
  return row!.id;
}

/** The actor behind a token, if the session exists and has not expired. */
export async function findActorByTokenHash(db: Db, tokenHash: string): Promise<Actor | null> {
  const [row] = await db
    .select({
      sessionId: sessions.id,
      userId: users.id,
      organizationId: users.organizationId,
      role: users.role,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(and(eq(sessions.tokenHash, tokenHash), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ? { ...row, role: row.role as Role } : null;
}

export async function deleteSession(db: Db, sessionId: number) {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function deleteAllSessions(db: Db, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}
