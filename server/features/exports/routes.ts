import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { vectorExportQuerySchema } from '../../../common/contracts/exports.js';
import { idParamSchema } from '../../../common/contracts/ids.js';
import type { AppContext } from '../../context.js';
import { createExportPool } from '../../export/export-pool.js';
import { actorOf } from '../../plugins/auth.js';
import { attachmentHeader, exportVisualizationFile } from './service.js';

const file = (description: string) => z.string().describe(description);

export const exportRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const pool = createExportPool();
  app.addHook('onClose', () => pool.close());

  app.get(
    '/api/visualizations/:id/export',
    {
      // Each export is CPU work in the export thread: bounded per client.
      config: { access: 'user', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        params: idParamSchema,
        querystring: vectorExportQuerySchema,
        response: {
          200: {
            description:
              'The visualization as a file to download (Content-Disposition: attachment)',
            content: {
              'image/svg+xml': {
                schema: file('SVG 1.1, text as Inter outlines, no scripts or external references'),
              },
              'application/pdf': {
                schema: file('One vector page of the drawing’s size, text embedded in Inter'),
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const { body, contentType, fileName } = await exportVisualizationFile(
        ctx,
        actorOf(request),
        request.params.id,
        request.query.format,
        pool,
      );
      return (
        reply
          .header('content-type', contentType)
          .header('content-disposition', attachmentHeader(fileName))
          .header('cache-control', 'private, no-store')
          // Bytes as they are: Fastify serializes only non-Buffer payloads (the schema documents).
          .send(body as unknown as string)
      );
    },
  );
};
