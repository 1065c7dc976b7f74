import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { publicOrganizationSchema } from '../../../common/contracts/auth.js';
import { brandPaletteInputSchema } from '../../../common/contracts/brand-palette.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { setBrandPalette } from './service.js';

const organizationAnswer = { 200: z.object({ organization: publicOrganizationSchema }) };

/** The caller's organization settings: its brand palette, set and removed by its admins. */
export const organizationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.put(
    '/api/organization/brand-palette',
    {
      config: { access: 'orgAdmin' },
      schema: { body: brandPaletteInputSchema, response: organizationAnswer },
    },
    async (request) => setBrandPalette(ctx, actorOf(request), request.body),
  );

  app.delete(
    '/api/organization/brand-palette',
    { config: { access: 'orgAdmin' }, schema: { response: organizationAnswer } },
    async (request) => setBrandPalette(ctx, actorOf(request), null),
  );
};
