import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../common/contracts/ids.js';
import { userSessionsResponseSchema } from '../../../common/contracts/profile.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { endMySession, mySessions } from './sessions-service.js';

/** The caller's own sessions (spec §2 Settings, Password tab): list them and end any of them. */
export const sessionRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/user/sessions',
    { config: { access: 'user' }, schema: { response: { 200: userSessionsResponseSchema } } },
    async (request) => mySessions(ctx, actorOf(request)),
  );

  app.delete(
    '/api/user/sessions/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 204: z.null() } },
    },
    async (request, reply) => {
      await endMySession(ctx, actorOf(request), request.params.id);
      return reply.status(204).send(null);
    },
  );
};
