import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Role } from '../../common/roles.js';
import type { Db } from './client.js';

/**
 * Who is calling, resolved once per request by the auth plugin from the Bearer token.
 * Every function that reads or writes tenant data takes an Actor first and filters by
 * `actor.organizationId` itself, so a handler cannot forget the tenant filter.
 */
export interface Actor {
  readonly userId: number;
  readonly organizationId: number;
  readonly role: Role;
  readonly sessionId: number;
}

interface TenantTable {
  organizationId: PgColumn;
}

/** A table of tenant data whose rows have an id: documents, visualizations, invitations. */
type OwnedTable = PgTable & TenantTable & { id: PgColumn };

/** The tenant filter of every repo query on tenant data: rows of the actor's organization only. */
export function inOrganization(table: TenantTable, actor: Actor): SQL {
  return eq(table.organizationId, actor.organizationId);
}

/** One row of the actor's organization by id: another organization's id simply matches nothing. */
export function ownedRow(table: TenantTable & { id: PgColumn }, actor: Actor, id: number): SQL {
  return and(inOrganization(table, actor), eq(table.id, id))!;
}

/**
 * The first row of the actor's organization that also matches `filter` (an id, an e-mail, a
 * status), or undefined. The tenant filter is added here, so a caller cannot leave it out.
 */
export async function firstOwnedRow<T extends OwnedTable>(
  db: Db,
  table: T,
  actor: Actor,
  filter: SQL,
): Promise<T['$inferSelect'] | undefined> {
  const [row] = await db
    .select()
    .from(table as PgTable)
    .where(and(inOrganization(table, actor), filter))
    .limit(1);
  return row as T['$inferSelect'] | undefined;
}

/** One row of the actor's organization by id, narrowed by `filter` when given. */
type OwnedRowById = <T extends OwnedTable>(
  db: Db,
  table: T,
  actor: Actor,
  id: number,
  filter?: SQL,
) => Promise<T['$inferSelect'] | undefined>;

/** Finds it, or undefined. */
export const findOwnedRow: OwnedRowById = (db, table, actor, id, filter) =>
  firstOwnedRow(db, table, actor, and(eq(table.id, id), filter)!);

/** Deletes it and returns it, or undefined when there was none. */
export const deleteOwnedRow: OwnedRowById = async (db, table, actor, id, filter) => {
  const [row] = await db
    .delete(table as PgTable)
    .where(and(ownedRow(table, actor, id), filter))
    .returning();
  return row;
};

/** Inserts a row into the actor's organization: the organization comes from the actor, never the caller. */
export async function insertOwnedRow<T extends OwnedTable>(
  db: Db,
  table: T,
  actor: Actor,
  values: Omit<T['$inferInsert'], 'organizationId'>,
): Promise<T['$inferSelect']> {
  const [row] = await db
    .insert(table as PgTable)
    .values({ ...values, organizationId: actor.organizationId } as T['$inferInsert'])
    .returning();
  return row as T['$inferSelect'];
}
