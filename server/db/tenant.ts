import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../common/roles.js';
import type { Db } from './client.js';

declare const organizationBrand: unique symbol;

/**
 * The organization a piece of code acts in. It is branded: no object literal or spread can
 * produce one, and a lint rule forbids `as OrganizationScope` / `as Actor` casts, so the only
 * makers are `server/db/mint-context.ts`, which only the auth plugin (from a live session) and
 * the document worker (from the job it claimed) may import. Every repo function on tenant data
 * takes one first and filters by it itself, so a handler cannot forget the tenant filter and
 * cannot act in an organization the caller does not belong to.
 */
export interface OrganizationScope {
  readonly organizationId: number;
  readonly [organizationBrand]: true;
}

/** A signed-in caller: the organization scope plus who they are. Made by the auth plugin only. */
export interface Actor extends OrganizationScope {
  readonly userId: number;
  readonly role: Role;
  readonly sessionId: number;
}

interface TenantTable {
  organizationId: PgColumn;
}

/** A table of tenant data whose rows have an id: documents, visualizations, invitations. */
type OwnedTable = PgTable & TenantTable & { id: PgColumn };

/** The tenant filter of every repo query on tenant data: rows of the scope's organization only. */
export function inOrganization(table: TenantTable, scope: OrganizationScope): SQL {
  return eq(table.organizationId, scope.organizationId);
}

/** One row of the scope's organization by id: another organization's id simply matches nothing. */
export function ownedRow(
  table: TenantTable & { id: PgColumn },
  scope: OrganizationScope,
  id: number,
): SQL {
  return and(inOrganization(table, scope), eq(table.id, id))!;
}

/**
 * The first row of the scope's organization that also matches `filter` (an id, an e-mail, a
 * status), or undefined. The tenant filter is added here, so a caller cannot leave it out.
 */
export async function firstOwnedRow<T extends OwnedTable>(
  db: Db,
  table: T,
  scope: OrganizationScope,
  filter: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(inOrganization(table, scope), filter))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** One row of the scope's organization by id, narrowed by `filter` when given. */
type OwnedRowById = <T extends OwnedTable>(
  db: Db,
  table: T,
  scope: OrganizationScope,
  id: number,
  filter?: SQL,
) => Promise<T['$inferSelect'] | undefined>;

/** Finds it, or undefined. */
export const findOwnedRow: OwnedRowById = (db, table, scope, id, filter) =>
  firstOwnedRow(db, table, scope, and(eq(table.id, id), filter)!);

/** Deletes it and returns it, or undefined when there was none. */
export const deleteOwnedRow: OwnedRowById = async (db, table, scope, id, filter) => {
  const [row] = await db
    .delete(table as PgTable)
    .where(and(ownedRow(table, scope, id), filter))
    .returning();
  return row;
};

/** Inserts a row into the scope's organization: the organization comes from the scope, never the caller. */
export async function insertOwnedRow<T extends OwnedTable>(
  db: Db,
  table: T,
  scope: OrganizationScope,
  values: Omit<T['$inferInsert'], 'organizationId'>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table as PgTable)
    .values({ ...values, organizationId: scope.organizationId } as T['$inferInsert'])
    .returning();
  return row as T['$inferSelect'];
}
