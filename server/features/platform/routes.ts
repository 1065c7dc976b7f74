import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  platformOrganizationSchema,
  platformUserSchema,
} from '../../../common/contracts/platform.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { listOrganizations, listUsers } from './service.js';

export const platformRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/organizations',
    {
      config: { access: 'platformAdmin' },
      schema: { response: { 200: z.array(platformOrganizationSchema) } },
    },
    async (request) => listOrganizations(ctx, actorOf(request)),
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: 'platformAdmin' },
      schema: { response: { 200: z.array(platformUserSchema) } },
    },
    async (request) => listUsers(ctx, actorOf(request)),
  );
};
