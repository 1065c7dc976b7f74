import type { FastifyInstance, FastifyRequest } from 'fastify';
import { isAdmin, isPlatformAdmin } from '../../common/roles.js';
import type { Db } from '../db/client.js';
import type { Actor } from '../db/tenant.js';
import { AppError, forbidden, unauthorized } from '../errors.js';
import { lookUpSession } from '../features/auth/session-cache.js';
import { actorFromSession } from '../db/mint-context.js';

/** What a route needs from its caller. Every /api route must declare one (deny by default). */
export type Access = 'public' | 'user' | 'orgAdmin' | 'platformAdmin';

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    actor: Actor | null;
  }
}

export class UndeclaredAccessError extends Error {}

function bearerToken(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+([A-Za-z0-9_-]{20,200})$/.exec(header.trim());
  return match ? match[1]! : null;
}

const allowed: Record<Exclude<Access, 'public'>, (actor: Actor) => boolean> = {
  user: () => true,
  orgAdmin: (actor) => isAdmin(actor),
  platformAdmin: (actor) => isPlatformAdmin(actor),
};

export function registerAuth(app: FastifyInstance, db: Db): void {
  app.decorateRequest('actor', null);

  app.addHook('onRoute', (route) => {
    if (route.url.startsWith('/api') && !route.config?.access) {
      throw new UndeclaredAccessError(
        `${String(route.method)} ${route.url} declares no access level`,
      );
    }
  });

  // onRequest runs before the body is read, so an anonymous 10 MB upload is refused without reading it.
  app.addHook('onRequest', async (request) => {
    const access = request.routeOptions.config?.access;
    if (!access || access === 'public') return;
    const token = bearerToken(request);
    const session = token ? await lookUpSession(db, token) : null;
    if (!session) throw unauthorized();
    const actor = actorFromSession(session);
    if (!allowed[access](actor)) throw forbidden();
    request.actor = actor;
  });
}

/** The actor of a route declared 'user' or stricter; the hook above guarantees it is there. */
export function actorOf(request: FastifyRequest): Actor {
  if (!request.actor) throw new AppError(401, 'Authentication required - please sign in');
  return request.actor;
}
