import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { passwordResets } from '../../db/schema.js';

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
