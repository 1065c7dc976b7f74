import { and, count, eq, gte } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { organizations } from '../../db/schema.js';
import { aiCalls } from '../../db/schema-workspace.js';
import { inOrganization, type OrganizationScope } from '../../db/tenant.js';

/** The scope's own organization row: its id is the scope's, so no other tenant can be named. */
const ownOrganization = (scope: OrganizationScope) => eq(organizations.id, scope.organizationId);

/** Whether the scope's organization lets its documents go to the AI endpoint (undefined: no row). */
export async function findAiEnabled(
  db: Db,
  scope: OrganizationScope,
): Promise<boolean | undefined> {
  const [row] = await db
    .select({ aiEnabled: organizations.aiEnabled })
    .from(organizations)
    .where(ownOrganization(scope))
    .limit(1);
  return row?.aiEnabled;
}

/** Sets the switch; the new value, or undefined when the organization is gone. */
export async function updateAiEnabled(
  db: Db,
  scope: OrganizationScope,
  aiEnabled: boolean,
): Promise<boolean | undefined> {
  const [row] = await db
    .update(organizations)
    .set({ aiEnabled })
    .where(ownOrganization(scope))
    .returning({ aiEnabled: organizations.aiEnabled });
  return row?.aiEnabled;
}

export async function insertAiCall(
  db: Db,
  scope: OrganizationScope,
  outcome: string,
): Promise<void> {
  await db.insert(aiCalls).values({ organizationId: scope.organizationId, outcome });
}

/** The scope's organization's calls since `since` (ai_calls_organization_idx). */
export async function countAiCallsSince(
  db: Db,
  scope: OrganizationScope,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ calls: count() })
    .from(aiCalls)
    .where(and(inOrganization(aiCalls, scope), gte(aiCalls.createdAt, since)));
  return Number(row?.calls ?? 0);
}

/** Platform-wide (platform admins only, checked by the service): calls since `since` by outcome. */
export async function countAllAiCallsByOutcome(
  db: Db,
  since: Date,
): Promise<{ outcome: string; calls: number }[]> {
  const rows = await db
    .select({ outcome: aiCalls.outcome, calls: count() })
    .from(aiCalls)
    .where(gte(aiCalls.createdAt, since))
    .groupBy(aiCalls.outcome);
  return rows.map((row) => ({ outcome: row.outcome, calls: Number(row.calls) }));
}

/** Platform-wide: organizations that switched AI analysis off. */
export async function countOrganizationsWithAiOff(db: Db): Promise<number> {
  const [row] = await db
    .select({ organizations: count() })
    .from(organizations)
    .where(eq(organizations.aiEnabled, false));
  return Number(row?.organizations ?? 0);
}
