import { and, desc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations, shareLinks, users, visualizations } from '../../db/schema.js';
import { inOrganization, insertOwnedRow, ownedRow, type Actor } from '../../db/tenant.js';

export type ShareLinkRow = typeof shareLinks.$inferSelect;
export type ListedShareLinkRow = ShareLinkRow & { createdByName: string | null };

export function insertShareLink(
  db: Db,
  actor: Actor,
  values: Pick<ShareLinkRow, 'visualizationId' | 'tokenHash' | 'passwordHash' | 'expiresAt'>,
): Promise<ShareLinkRow> {
  return insertOwnedRow(db, shareLinks, actor, { ...values, createdBy: actor.userId });
}

const creatorName = sql<
  string | null
>`nullif(trim(${users.firstName} || ' ' || ${users.lastName}), '')`;

/** Links of a visualization with who made each, newest first; `linkId` narrows to one. */
export function listShareLinks(
  db: Db,
  actor: Actor,
  visualizationId: number,
  linkId?: number,
): Promise<ListedShareLinkRow[]> {
  return db
    .select({ ...getTableColumns(shareLinks), createdByName: creatorName })
    .from(shareLinks)
    .leftJoin(
      users,
      and(eq(users.id, shareLinks.createdBy), eq(users.organizationId, shareLinks.organizationId)),
    )
    .where(
      and(
        inOrganization(shareLinks, actor),
        eq(shareLinks.visualizationId, visualizationId),
        linkId === undefined ? undefined : eq(shareLinks.id, linkId),
      ),
    )
    .orderBy(desc(shareLinks.createdAt), desc(shareLinks.id));
}

/**
 * Revokes a link of the visualization (the row stays, so its counts stay listed). Revoking again
 * keeps the first time. Undefined when the organization has no such link on that visualization.
 */
export async function revokeShareLink(
  db: Db,
  actor: Actor,
  visualizationId: number,
  linkId: number,
): Promise<ShareLinkRow | undefined> {
  const [row] = await db
    .update(shareLinks)
    .set({ revokedAt: sql`coalesce(${shareLinks.revokedAt}, now())` })
    .where(
      and(ownedRow(shareLinks, actor, linkId), eq(shareLinks.visualizationId, visualizationId)),
    )
    .returning();
  return row;
}

/**
 * What the public page of a link needs, found by the token's hash alone: the token is the
 * credential (like a session token in the auth plugin), and the organization is the link's own,
 * so the join only reaches a visualization of that same organization.
 */
export async function findSharedVisualization(db: Db, tokenHash: string) {
  const [row] = await db
    .select({
      link: {
        id: shareLinks.id,
        passwordHash: shareLinks.passwordHash,
        expiresAt: shareLinks.expiresAt,
        revokedAt: shareLinks.revokedAt,
      },
      visualization: {
        title: visualizations.title,
        category: visualizations.category,
        templateId: visualizations.templateId,
        data: visualizations.data,
      },
      organizationName: organizations.name,
    })
    .from(shareLinks)
    .innerJoin(
      visualizations,
      and(
        eq(visualizations.id, shareLinks.visualizationId),
        eq(visualizations.organizationId, shareLinks.organizationId),
      ),
    )
    .innerJoin(organizations, eq(organizations.id, shareLinks.organizationId))
    .where(eq(shareLinks.tokenHash, tokenHash))
    .limit(1);
  return row;
}

export type SharedVisualizationRow = NonNullable<
  Awaited<ReturnType<typeof findSharedVisualization>>
>;

/** One more view of a link, counted in the database so concurrent views all count. */
export async function countShareLinkView(db: Db, linkId: number): Promise<void> {
  await db
    .update(shareLinks)
    .set({ viewCount: sql`${shareLinks.viewCount} + 1`, lastViewedAt: sql`now()` })
    .where(eq(shareLinks.id, linkId));
}
