import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../common/contracts/ids.js';
import { userSessionsResponseSchema } from '../../../common/contracts/profile.js';
import type { AppContext } from '../../context.js';
import { notFound } from '../../errors.js';
import { actorOf } from '../../plugins/auth.js';
import { deviceName } from './device-name.js';
import { deleteOwnSession, listSessions } from './session-repo.js';

/** The caller's own sessions (spec §2 Settings, Password tab): list them and end any of them. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/user/sessions',
    { config: { access: 'user' }, schema: { response: { 200: userSessionsResponseSchema } } },
    async (request) => {
      const actor = actorOf(request);
      const rows = await listSessions(ctx.db, actor.userId);
      return {
        sessions: rows.map((row) => ({
          id: row.id,
          device: deviceName(row.userAgent),
          lastUsedAt: row.lastUsedAt.toISOString(),
          createdAt: row.createdAt.toISOString(),
          current: row.id === actor.sessionId,
        })),
      };
    },
  );

  // Another person's session id answers exactly like a missing one.
  app.delete(
    '/api/user/sessions/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      if (!(await deleteOwnSession(ctx.db, actor.userId, request.params.id))) {
        throw notFound('Session');
      }
      return reply.status(204).send(null);
    },
  );
};
