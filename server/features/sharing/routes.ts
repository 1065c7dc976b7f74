import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../common/contracts/ids.js';
import {
  createdShareLinkSchema,
  createShareLinkSchema,
  shareLinkParamsSchema,
  shareLinkSchema,
} from '../../../common/contracts/sharing.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { toShareLink } from './serialize.js';
import { createShareLink, revokeLink, shareLinksOf } from './service.js';

/** Members' share-link calls on a visualization of their organization (any member may). */
export const shareLinkRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.post(
    '/api/visualizations/:id/share-links',
    {
      config: { access: 'user', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        params: idParamSchema,
        body: createShareLinkSchema,
        response: { 201: createdShareLinkSchema },
      },
    },
    async (request, reply) => {
      const { link, url } = await createShareLink(
        ctx,
        actorOf(request),
        request.params.id,
        request.body,
      );
      return reply.status(201).send({ ...toShareLink(link), url });
    },
  );

  app.get(
    '/api/visualizations/:id/share-links',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: z.array(shareLinkSchema) } },
    },
    async (request) =>
      (await shareLinksOf(ctx, actorOf(request), request.params.id)).map((row) => toShareLink(row)),
  );

  app.delete(
    '/api/visualizations/:id/share-links/:linkId',
    {
      config: { access: 'user' },
      schema: { params: shareLinkParamsSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await revokeLink(ctx, actorOf(request), request.params.id, request.params.linkId);
      return reply.status(204).send();
    },
  );
};
