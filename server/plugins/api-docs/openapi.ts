import { readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import { join } from 'node:path';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import type { OpenAPIV3_1 } from 'openapi-types';
import { projectRoot } from '../../paths.js';
import { BEARER_SCHEME, describeRoute } from './describe-route.js';
import { API_TAGS } from './operations.js';

const { version } = JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
  version: string;
};

const DESCRIPTION = [
  'The DocViz HTTP API. Request and response bodies are JSON unless an operation says otherwise.',
  'Sign in with `POST /api/auth/login` (or register) and send the returned `token` as',
  '`Authorization: Bearer <token>`. Every failure answers `{ message, fieldErrors?, requestId }`.',
].join(' ');

/** @fastify/swagger answers "Default Response" where a status has no description: say what it is. */
function nameResponses(document: OpenAPIV3_1.Document): OpenAPIV3_1.Document {
  for (const pathItem of Object.values(document.paths ?? {}))
    for (const operation of Object.values(pathItem ?? {}) as OpenAPIV3_1.OperationObject[])
      for (const [status, response] of Object.entries(operation.responses ?? {}))
        if ((response as OpenAPIV3_1.ResponseObject).description === 'Default Response')
          (response as OpenAPIV3_1.ResponseObject).description = STATUS_CODES[status] ?? status;
  return document;
}

/**
 * Collects every route as it is added (so register it before the routes) and describes it from
 * the zod schemas the route validates with; `app.swagger()` builds the document once, when first
 * asked after `ready`. OpenAPI 3.1, because its schemas are JSON Schema 2020-12, what zod emits.
 */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: { title: 'DocViz API', version, description: DESCRIPTION },
      tags: API_TAGS.map((tag) => ({ ...tag })),
      components: {
        securitySchemes: {
          [BEARER_SCHEME]: {
            type: 'http',
            scheme: 'bearer',
            description: 'The session token from POST /api/auth/login or /api/auth/register',
          },
        },
      },
    },
    transform: describeRoute,
    transformObject: (input) =>
      nameResponses(jsonSchemaTransformObject(input) as OpenAPIV3_1.Document),
  });
}
