import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../common/contracts/ids.js';
import { nextPageLinkHeader, pageQuerySchema } from '../../../common/contracts/paging.js';
import {
  createVisualizationSchema,
  saveVisualizationSchema,
  visualizationDetailSchema,
  visualizationSchema,
  visualizationVersionSchema,
} from '../../../common/contracts/visualizations.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { toVersion, toVisualization } from './serialize.js';
import {
  createVisualization,
  listVisualizationsOf,
  removeVisualization,
  saveVisualization,
  versionsOf,
  visualizationDetail,
  visualizationsOfDocument,
} from './service.js';

export const visualizationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  app.post(
    '/api/documents/:id/visualizations',
    {
      config: { access: 'user' },
      schema: {
        params: idParamSchema,
        body: createVisualizationSchema,
        response: { 201: visualizationSchema },
      },
    },
    async (request, reply) => {
      const row = await createVisualization(
        ctx,
        actorOf(request),
        request.params.id,
        request.body.title,
      );
      return reply.status(201).send(toVisualization(row));
    },
  );

  app.get(
    '/api/documents/:id/visualizations',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: z.array(visualizationSchema) } },
    },
    async (request) =>
      (await visualizationsOfDocument(ctx, actorOf(request), request.params.id)).map(
        toVisualization,
      ),
  );

  // One page, newest first; the next one is linked (common/contracts/paging.ts).
  app.get(
    '/api/visualizations',
    {
      config: { access: 'user' },
      schema: { querystring: pageQuerySchema, response: { 200: z.array(visualizationSchema) } },
    },
    async (request, reply) => {
      const page = await listVisualizationsOf(ctx, actorOf(request), request.query.before);
      if (page.nextCursor)
        reply.header('link', nextPageLinkHeader('/api/visualizations', page.nextCursor));
      return page.rows.map(toVisualization);
    },
  );

  app.get(
    '/api/visualizations/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: visualizationDetailSchema } },
    },
    async (request) => {
      const detail = await visualizationDetail(ctx, actorOf(request), request.params.id);
      return { ...detail, visualization: toVisualization(detail.visualization) };
    },
  );

  app.put(
    '/api/visualizations/:id',
    {
      // Data is bounded at 256 KB once validated; leave room for JSON-in-a-string escaping.
      bodyLimit: 1024 * 1024,
      config: { access: 'user' },
      schema: {
        params: idParamSchema,
        body: saveVisualizationSchema,
        response: { 200: visualizationVersionSchema },
      },
    },
    async (request) =>
      toVersion(await saveVisualization(ctx, actorOf(request), request.params.id, request.body)),
  );

  app.get(
    '/api/visualizations/:id/versions',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: z.array(visualizationVersionSchema) } },
    },
    async (request) => (await versionsOf(ctx, actorOf(request), request.params.id)).map(toVersion),
  );

  app.delete(
    '/api/visualizations/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await removeVisualization(ctx, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );
};
