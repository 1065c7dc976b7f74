import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentDetailSchema,
  documentSchema,
  statsSchema,
} from '../../../common/contracts/documents.js';
import { idParamSchema } from '../../../common/contracts/ids.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { receiveUpload } from './receive-upload.js';
import { documentStats, documentsChangeCounter, listDocuments } from './repo.js';
import { toDocumentDetail, toDocumentSummary } from './serialize.js';
import { createDocument, getDocument, removeDocument, type DocumentsDeps } from './service.js';

export const documentRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  deps: DocumentsDeps;
}> = async (app, { ctx, deps }) => {
  app.post(
    '/api/documents',
    { config: { access: 'user', upload: true }, schema: { response: { 201: documentSchema } } },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await receiveUpload(request, deps.storage, actor);
      const row = await createDocument(ctx, deps, actor, upload);
      return reply.status(201).send(toDocumentSummary(row));
    },
  );

  // Polled every 3 s by the dashboard: answer 304 from the organization's change counter alone.
  app.get(
    '/api/documents',
    {
      config: { access: 'user' },
      schema: { response: { 200: z.array(documentSchema), 304: z.null() } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const etag = `W/"documents-${actor.organizationId}-${await documentsChangeCounter(ctx.db, actor)}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === etag) return reply.status(304).send(null);
      return (await listDocuments(ctx.db, actor)).map(toDocumentSummary);
    },
  );

  app.get(
    '/api/documents/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: documentDetailSchema } },
    },
    async (request) =>
      toDocumentDetail(await getDocument(ctx, actorOf(request), request.params.id)),
  );

  app.delete(
    '/api/documents/:id',
    { config: { access: 'user' }, schema: { params: idParamSchema } },
    async (request, reply) => {
      await removeDocument(ctx, deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/stats',
    { config: { access: 'user' }, schema: { response: { 200: statsSchema } } },
    async (request) => documentStats(ctx.db, actorOf(request)),
  );
};
