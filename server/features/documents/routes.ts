import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  documentDetailSchema,
  documentSchema,
  statsSchema,
} from '../../../common/contracts/documents.js';
import { idParamSchema } from '../../../common/contracts/ids.js';
import { reprocessRequestSchema } from '../../../common/contracts/reprocess.js';
import { nextPageLinkHeader, pageQuerySchema } from '../../../common/contracts/paging.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { cachedFirstPage, documentsVersion, sharedDocumentStats } from './dashboard-reads.js';
import { memberRateLimit } from './member-rate-limit.js';
import { receiveUpload } from './receive-upload.js';
import { toDocumentDetail, toDocumentSummary } from './serialize.js';
import {
  createDocument,
  documentsPageTag,
  getDocument,
  listDocumentsPage,
  pagePositionOf,
  removeDocument,
  reprocessDocument,
  type DocumentsDeps,
} from './service.js';

const documentListSchema = z.array(documentSchema);

export const documentRoutes: FastifyPluginAsyncZod<{
  ctx: AppContext;
  deps: DocumentsDeps;
}> = async (app, { ctx, deps }) => {
  app.post(
    '/api/documents',
    {
      config: {
        access: 'user',
        upload: true,
        rateLimit: memberRateLimit(ctx.config.uploadRateLimitPerMinute, 'uploads'),
      },
      schema: { response: { 201: documentSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const upload = await receiveUpload(request, deps.storage, actor);
      const row = await createDocument(ctx, deps, actor, upload);
      return reply.status(201).send(toDocumentSummary(row));
    },
  );

  // Polled every 3 s by the dashboard: answer 304 from the organization's change counter alone.
  // One page, newest first; the next one is linked (common/contracts/paging.ts).
  app.get(
    '/api/documents',
    {
      config: { access: 'user' },
      schema: {
        querystring: pageQuerySchema,
        response: { 200: documentListSchema, 304: z.undefined() },
      },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const { before } = request.query;
      const position = pagePositionOf(before);
      const version = await documentsVersion(ctx.db, actor);
      const tag = documentsPageTag(before);
      const etag = `W/"documents-${actor.organizationId}-${version}-${tag}"`;
      reply.header('etag', etag).header('cache-control', 'private, no-cache');
      // send() without a payload: no body, so no Content-Length either (RFC 9110 §8.6); a
      // serialized `null` would announce 4 bytes that never come and stall keep-alive clients.
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const read = async () => {
        const { rows, nextCursor } = await listDocumentsPage(ctx, actor, position);
        const summaries = rows.map(toDocumentSummary);
        // Encoded as the route's serializer would (schema check, then JSON), once per page read.
        const json = JSON.stringify(z.encode(documentListSchema, summaries));
        return { rows: summaries, nextCursor, json };
      };
      // The polled first page is read and encoded once per change, not once per polling client.
      const page = position
        ? await read()
        : await cachedFirstPage(ctx.db, actor, version, tag, read);
      if (page.nextCursor)
        reply.header('link', nextPageLinkHeader('/api/documents', page.nextCursor));
      return reply
        .type('application/json; charset=utf-8')
        .serializer(() => page.json)
        .send(page.rows);
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

  // Extraction and analysis again; the job starts from 'uploaded' like a new upload (202: queued).
  app.post(
    '/api/documents/:id/reprocess',
    {
      config: {
        access: 'user',
        rateLimit: memberRateLimit(ctx.config.uploadRateLimitPerMinute, 'reprocess requests'),
      },
      schema: {
        params: idParamSchema,
        body: reprocessRequestSchema.nullish(),
        response: { 202: documentSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const category = request.body?.category;
      const row = await reprocessDocument(ctx, deps, actorOf(request), id, category);
      return reply.status(202).send(toDocumentSummary(row));
    },
  );

  app.delete(
    '/api/documents/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await removeDocument(ctx, deps, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/stats',
    { config: { access: 'user' }, schema: { response: { 200: statsSchema } } },
    async (request) => sharedDocumentStats(ctx.db, actorOf(request)),
  );
};
