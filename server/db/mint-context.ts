import type { Role } from '../../common/roles.js';
import type { Actor, OrganizationScope } from './tenant.js';

/**
 * The only place an organization context is made (see OrganizationScope in tenant.ts). A lint
 * rule lets only the auth plugin and the document worker import this file, so a route, service
 * or repo can act in an organization only with the context it was handed.
 */

/** The caller of a request, from the live session the auth plugin looked up by its token. */
export function actorFromSession(session: {
  sessionId: number;
  userId: number;
  organizationId: number;
  role: Role;
}): Actor {
  return {
    sessionId: session.sessionId,
    userId: session.userId,
    organizationId: session.organizationId,
    role: session.role,
  } as Actor;
}

/** The organization of a document job the worker claimed: the worker acts for its owner only. */
export function scopeOfJob(job: { organizationId: number }): OrganizationScope {
  return { organizationId: job.organizationId } as OrganizationScope;
}
