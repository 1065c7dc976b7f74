import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../common/contracts/ids.js';
import {
  invitationPreviewSchema,
  inviteSchema,
  organizationMembersSchema,
  pendingInvitationSchema,
} from '../../../common/contracts/members.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { toPendingInvitation } from './invitation-status.js';
import {
  deleteInvitation,
  invite,
  organizationMembers,
  previewInvitation,
  resendInvitation,
  type MembersDeps,
} from './service.js';

export const memberRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; deps: MembersDeps }> = async (
  app,
  { ctx, deps },
) => {
  const invitationAnswer = {
    200: z.object({ invitation: pendingInvitationSchema }),
    201: z.object({ invitation: pendingInvitationSchema }),
  };

  app.get(
    '/api/user/organization/users',
    { config: { access: 'orgAdmin' }, schema: { response: { 200: organizationMembersSchema } } },
    async (request) => organizationMembers(ctx, actorOf(request)),
  );

  app.post(
    '/api/user/organization/invite',
    {
      config: { access: 'orgAdmin', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { body: inviteSchema, response: invitationAnswer },
    },
    async (request, reply) => {
      const { invitation, created } = await invite(ctx, deps, actorOf(request), request.body);
      return reply
        .status(created ? 201 : 200)
        .send({ invitation: toPendingInvitation(invitation) });
    },
  );

  app.delete(
    '/api/user/organization/invites/:id',
    {
      config: { access: 'orgAdmin' },
      schema: { params: idParamSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await deleteInvitation(ctx, actorOf(request), request.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/user/organization/invites/:id/resend',
    {
      config: { access: 'orgAdmin', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: { params: idParamSchema, response: { 200: invitationAnswer[200] } },
    },
    async (request) => ({
      invitation: toPendingInvitation(
        await resendInvitation(ctx, deps, actorOf(request), request.params.id),
      ),
    }),
  );

  // Public: the registration page shows who invited whom before the invitee has an account.
  app.get(
    '/api/invitations/:token',
    {
      config: {
        access: 'public',
        rateLimit: { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' },
      },
      schema: {
        params: z.object({ token: z.string().min(1).max(200) }),
        response: { 200: invitationPreviewSchema },
      },
    },
    async (request) => previewInvitation(ctx, request.params.token),
  );
};
