import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { idParamSchema } from '../../../common/contracts/ids.js';
import {
  analyzeSvgRequestSchema,
  templateSaveSchema,
  templateSchema,
} from '../../../common/contracts/templates.js';
import type { AppContext } from '../../context.js';
import { actorOf } from '../../plugins/auth.js';
import { createLlmClient } from '../../pipeline/analyze/llm-client.js';
import { promptFromSvgWithLlm } from '../../pipeline/analyze/llm-template-prompt.js';
import { toTemplate } from './serialize.js';
import {
  createTemplate,
  editTemplate,
  getTemplate,
  getTemplates,
  removeTemplate,
} from './service.js';

/** Every signed-in user reads templates (the client picks one by category); platform admins write them. */
export const templateRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  // Templates hold up to 1 MB of SVG, sent as JSON: allow a little more than the app-wide body limit.
  const bodyLimit = 3 * 1024 * 1024;
  // With AI_* configured the LLM rewrites the built-in prompt; the built-in one is the fallback.
  const llm = ctx.config.ai ? createLlmClient(ctx.config.ai) : undefined;

  app.get(
    '/api/admin/templates',
    { config: { access: 'user' }, schema: { response: { 200: z.array(templateSchema) } } },
    async () => (await getTemplates(ctx)).map(toTemplate),
  );

  app.get(
    '/api/admin/templates/:id',
    {
      config: { access: 'user' },
      schema: { params: idParamSchema, response: { 200: templateSchema } },
    },
    async (request) => toTemplate(await getTemplate(ctx, request.params.id)),
  );

  app.post(
    '/api/admin/templates',
    {
      bodyLimit,
      config: { access: 'platformAdmin' },
      schema: { body: templateSaveSchema, response: { 201: templateSchema } },
    },
    async (request, reply) =>
      reply.status(201).send(toTemplate(await createTemplate(ctx, request.body, actorOf(request)))),
  );

  // Spec §7: the client falls back to an empty prompt on failure; an SVG without tags yields ''.
  app.post(
    '/api/admin/templates/analyze-svg',
    {
      bodyLimit,
      config: { access: 'platformAdmin' },
      schema: {
        body: analyzeSvgRequestSchema,
        response: { 200: z.object({ aiPrompt: z.string() }) },
      },
    },
    async (request) => ({
      aiPrompt: await promptFromSvgWithLlm(request.body.svgContent, request.body.category, {
        client: llm,
        log: request.log,
      }),
    }),
  );

  app.put(
    '/api/admin/templates/:id',
    {
      bodyLimit,
      config: { access: 'platformAdmin' },
      schema: {
        params: idParamSchema,
        body: templateSaveSchema,
        response: { 200: templateSchema },
      },
    },
    async (request) =>
      toTemplate(await editTemplate(ctx, request.params.id, request.body, actorOf(request))),
  );

  app.delete(
    '/api/admin/templates/:id',
    {
      config: { access: 'platformAdmin' },
      schema: { params: idParamSchema, response: { 204: z.undefined() } },
    },
    async (request, reply) => {
      await removeTemplate(ctx, request.params.id, actorOf(request));
      return reply.status(204).send();
    },
  );
};
