import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  organizationAiInputSchema,
  organizationAiSchema,
  platformAiSchema,
} from '../../../common/contracts/ai.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { organizationAi, platformAi, setOrganizationAi } from './service.js';

/**
 * AI analysis (issue 19): every member sees whether their organization's documents go to the
 * model; its admins switch that; platform admins see the provider and its recent error rate.
 */
export const aiRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/organization/ai',
    { config: { access: 'user' }, schema: { response: { 200: organizationAiSchema } } },
    async (request) => organizationAi(ctx, actorOf(request)),
  );

  app.put(
    '/api/organization/ai',
    {
      config: { access: 'orgAdmin' },
      schema: { body: organizationAiInputSchema, response: { 200: organizationAiSchema } },
    },
    async (request) => setOrganizationAi(ctx, actorOf(request), request.body.enabled),
  );

  app.get(
    '/api/admin/ai',
    { config: { access: 'platformAdmin' }, schema: { response: { 200: platformAiSchema } } },
    async (request) => platformAi(ctx, actorOf(request)),
  );
};
