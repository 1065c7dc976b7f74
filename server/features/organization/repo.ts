import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations, type OrganizationRow } from '../../db/schema.js';
import type { OrganizationScope } from '../../db/tenant.js';

/** The scope's own organization row: its id is the scope's, so no other tenant can be named. */
const ownOrganization = (scope: OrganizationScope) => eq(organizations.id, scope.organizationId);

/** The stored brand palette (JSON text) of the scope's organization, or null. */
export async function findBrandPaletteText(
  db: Db,
  scope: OrganizationScope,
): Promise<string | null> {
  const [row] = await db
    .select({ brandPalette: organizations.brandPalette })
    .from(organizations)
    .where(ownOrganization(scope))
    .limit(1);
  return row?.brandPalette ?? null;
}

/** Sets (JSON text) or clears (null) the palette; the updated organization, if it still exists. */
export async function updateBrandPaletteText(
  db: Db,
  scope: OrganizationScope,
  brandPalette: string | null,
): Promise<OrganizationRow | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ brandPalette })
    .where(ownOrganization(scope))
    .returning();
  return row;
}
