import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  platformOrganizationSchema,
  platformUserSchema,
} from '../../../common/contracts/platform.js';
import type { Role } from '../../../common/roles.js';
import type { AppContext } from '../../context.js';
import { listOrganizationsWithCounts, listUsersWithOrganization } from './repo.js';

export const platformRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.get(
    '/api/admin/organizations',
    {
      config: { access: 'platformAdmin' },
      schema: { response: { 200: z.array(platformOrganizationSchema) } },
    },
    async () =>
      (await listOrganizationsWithCounts(ctx.db)).map((row) => ({
        ...row,
        userCount: Number(row.userCount),
        documentCount: Number(row.documentCount),
        createdAt: row.createdAt.toISOString(),
      })),
  );

  app.get(
    '/api/admin/users',
    {
      config: { access: 'platformAdmin' },
      schema: { response: { 200: z.array(platformUserSchema) } },
    },
    async () =>
      (await listUsersWithOrganization(ctx.db)).map((row) => ({
        ...row,
        role: row.role as Role,
        createdAt: row.createdAt.toISOString(),
      })),
  );
};
