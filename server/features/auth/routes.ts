import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  authResponseSchema,
  loginSchema,
  meResponseSchema,
  registerRequestSchema,
} from '../../../common/contracts/auth.js';
import {
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordSchema,
  resetPasswordRequestSchema,
} from '../../../common/contracts/profile.js';
import type { AppContext } from '../../context.js';
import type { Mailer } from '../../mail/mailer.js';
import { requestPasswordReset, resetPassword } from './password-reset.js';
import { actorOf } from '../../plugins/auth.js';
import { currentAccount, login, logout, register } from './service.js';
import { sessionRoutes } from './sessions-routes.js';

const clientOf = (request: FastifyRequest) => ({ userAgent: request.headers['user-agent'] });

export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext; mailer: Mailer }> = async (
  app,
  { ctx, mailer },
) => {
  const rateLimit = { max: ctx.config.authRateLimitPerMinute, timeWindow: '1 minute' };
  await app.register(sessionRoutes, { ctx });

  app.post(
    '/api/auth/register',
    {
      config: { access: 'public', rateLimit },
      schema: { body: registerRequestSchema, response: { 201: authResponseSchema } },
    },
    async (request, reply) =>
      reply
        .status(201)
        .send(await register(ctx, mailer, request.body, { ...clientOf(request), ip: request.ip })),
  );

  app.post(
    '/api/auth/login',
    {
      config: { access: 'public', rateLimit },
      schema: { body: loginSchema, response: { 200: authResponseSchema } },
    },
    async (request) => login(ctx, request.body, { ...clientOf(request), ip: request.ip }),
  );

  app.post(
    '/api/auth/logout',
    { config: { access: 'user' }, schema: { response: { 204: z.null() } } },
    async (request, reply) => {
      await logout(ctx, actorOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/api/auth/me',
    { config: { access: 'user' }, schema: { response: { 200: meResponseSchema } } },
    async (request) => currentAccount(ctx, actorOf(request)),
  );

  app.post(
    '/api/auth/forgot-password',
    {
      config: { access: 'public', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: { body: forgotPasswordSchema, response: { 202: z.object({ message: z.string() }) } },
    },
    async (request, reply) => {
      await requestPasswordReset(ctx, mailer, request.body.email);
      return reply.status(202).send({ message: FORGOT_PASSWORD_ANSWER });
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      config: { access: 'public', rateLimit },
      schema: { body: resetPasswordRequestSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await resetPassword(ctx, request.body.token, request.body.password);
      return reply.status(204).send();
    },
  );
};
