import { and, eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Role } from '../../common/roles.js';

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

/** The tenant filter of every repo query on tenant data: rows of the actor's organization only. */
export function inOrganization(table: TenantTable, actor: Actor): SQL {
  return eq(table.organizationId, actor.organizationId);
}

/** One row of the actor's organization by id: another organization's id simply matches nothing. */
export function ownedRow(table: TenantTable & { id: PgColumn }, actor: Actor, id: number): SQL {
  return and(inOrganization(table, actor), eq(table.id, id))!;
}
