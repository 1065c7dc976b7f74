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
