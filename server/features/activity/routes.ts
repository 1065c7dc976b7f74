import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activityListSchema,
  activityQuerySchema,
  type ActivityQuery,
} from '../../../common/contracts/activity.js';
import { nextPageLinkHeader } from '../../../common/contracts/paging.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { activityPage, PLATFORM_LOG } from './service.js';

/** The page size the caller chose travels with the next page's link. */
const nextLink = (path: string, cursor: string, { limit }: ActivityQuery) =>
  nextPageLinkHeader(path, cursor, limit === undefined ? '' : `&limit=${limit}`);

/**
 * The organization's activity log for its members, and the platform's (template changes) for
 * platform admins: one page each, newest first; the next one is linked (contracts/paging.ts).
 */
export const activityRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/activity',
    {
      config: { access: 'user' },
      schema: { querystring: activityQuerySchema, response: { 200: activityListSchema } },
    },
    async (request, reply) => {
      const actor = actorOf(request);
      const page = await activityPage(ctx, actor, actor, request.query);
      if (page.nextCursor)
        reply.header('link', nextLink('/api/activity', page.nextCursor, request.query));
      return page.items;
    },
  );

  app.get(
    '/api/admin/activity',
    {
      config: { access: 'platformAdmin' },
      schema: { querystring: activityQuerySchema, response: { 200: activityListSchema } },
    },
    async (request, reply) => {
      const page = await activityPage(ctx, PLATFORM_LOG, actorOf(request), request.query);
      if (page.nextCursor)
        reply.header('link', nextLink('/api/admin/activity', page.nextCursor, request.query));
      return page.items;
    },
  );
};
