import type { SwaggerTransform } from '@fastify/swagger';
import type { FastifySchema, RouteOptions } from 'fastify';
import { createJsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ApiErrorBody } from '../../../common/contracts/auth.js';
import { OPERATIONS, type UploadForm } from './operations.js';

/** The name the document's security scheme has; every non-public operation requires it. */
export const BEARER_SCHEME = 'bearerAuth';

/** The one error body (server/plugins/errors.ts), for the failures a route's declaration implies. */
const apiErrorSchema = z.object({
  message: z.string(),
  fieldErrors: z.record(z.string(), z.array(z.string())).optional(),
  requestId: z.string().optional(),
}) satisfies z.ZodType<ApiErrorBody>;

const errorAnswer = (description: string) => apiErrorSchema.describe(description);

/**
 * The failures that follow from how a route is declared, not from what its service decides:
 * validation when it takes input, 401/403 from its access level, 404 when it names a resource,
 * 413 for uploads and 429 when it is rate limited. Their bodies are the one error shape.
 */
function declaredErrors(route: RouteOptions, schema: FastifySchema): Record<number, z.ZodType> {
  const access = route.config?.access;
  const upload = route.config?.upload === true;
  const errors: Record<number, z.ZodType> = {};
  if (schema.body || schema.querystring || schema.params || upload)
    errors[400] = errorAnswer('Invalid request: `message`, and `fieldErrors` per field');
  if (access !== 'public') errors[401] = errorAnswer('Not signed in, or the session has ended');
  if (access === 'orgAdmin' || access === 'platformAdmin')
    errors[403] = errorAnswer(
      `The caller is not ${access === 'orgAdmin' ? 'an organization' : 'a platform'} administrator`,
    );
  if (schema.params) errors[404] = errorAnswer('Not found (also for another organization’s)');
  if (upload) errors[413] = errorAnswer('The file is too large');
  if (route.config && 'rateLimit' in route.config && route.config.rateLimit)
    errors[429] = errorAnswer('Too many requests; `Retry-After` says when to try again');
  return errors;
}

/** Multipart routes parse their parts in the handler, so the form is described here instead. */
function uploadBody(form: UploadForm) {
  const fields = Object.entries(form.fields ?? {});
  return {
    consumes: ['multipart/form-data'],
    body: {
      type: 'object',
      required: [form.file.name, ...fields.map(([name]) => name)],
      properties: {
        [form.file.name]: { type: 'string', format: 'binary', description: form.file.description },
        ...Object.fromEntries(
          fields.map(([name, description]) => [name, { type: 'string', description }]),
        ),
      },
    },
  };
}

const zodToOpenApi = createJsonSchemaTransform({ skipList: [] });

/**
 * @fastify/swagger's per-route transform: the API routes only (not the SPA's files, avatars or
 * the docs page's assets), their zod schemas turned into JSON Schema by the same
 * fastify-type-provider-zod that validates them, plus tag, summary, security and error answers.
 */
export const describeRoute: SwaggerTransform = (input) => {
  const { route, url } = input;
  const schema: FastifySchema = input.schema ?? {};
  if (!url.startsWith('/api/') || schema.hide) return { schema: { hide: true }, url };

  const responses = { ...declaredErrors(route, schema), ...(schema.response as object) };
  const converted = zodToOpenApi({ ...input, schema: { ...schema, response: responses } }).schema;
  const info = OPERATIONS[`${String(route.method)} ${url}`];
  return {
    url,
    schema: {
      ...converted,
      ...(info && { summary: info.summary, tags: [info.tag] }),
      ...(info?.upload && uploadBody(info.upload)),
      security: route.config?.access === 'public' ? [] : [{ [BEARER_SCHEME]: [] }],
    },
  };
};
