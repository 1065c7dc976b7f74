import { createReadStream, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

/**
 * Swagger UI's own built files, shipped inside @fastify/swagger-ui: served from this process,
 * nothing from a CDN. The plugin itself is not registered: its routes (a /static/* wildcard, json,
 * yaml, redirects) cannot declare the access level every /api route must (plugins/auth.ts).
 */
const swaggerUiDir = join(
  dirname(createRequire(import.meta.url).resolve('@fastify/swagger-ui')),
  'static',
);

export const DOCS_PAGE_PATH = '/api/docs';
export const OPENAPI_DOCUMENT_PATH = '/api/openapi.json';

/**
 * Starts Swagger UI on the document. A file of its own, not an inline script, so the app's
 * Content-Security-Policy (script-src 'self', no 'unsafe-inline' or 'unsafe-eval') applies as is.
 */
const INIT_SCRIPT = `window.addEventListener('load', function () {
  window.ui = SwaggerUIBundle({
    url: '${OPENAPI_DOCUMENT_PATH}',
    dom_id: '#swagger-ui',
    deepLinking: true,
    layout: 'BaseLayout',
    presets: [SwaggerUIBundle.presets.apis],
    validatorUrl: null,
  });
});
`;

const ASSETS: Record<string, { type: string; file?: string; text?: string }> = {
  'swagger-ui.css': { type: 'text/css; charset=utf-8', file: 'swagger-ui.css' },
  'swagger-ui-bundle.js': { type: 'text/javascript; charset=utf-8', file: 'swagger-ui-bundle.js' },
  'docs-init.js': { type: 'text/javascript; charset=utf-8', text: INIT_SCRIPT },
};
/** The page's asset routes: left out of the document, which describes the API, not this page. */
export const DOCS_ASSET_PATHS = Object.keys(ASSETS).map((name) => `${DOCS_PAGE_PATH}/${name}`);

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>DocViz API</title>
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
    <link rel="stylesheet" href="${DOCS_PAGE_PATH}/swagger-ui.css" />
  </head>
  <body>
    <div id="swagger-ui"></div>
    <script src="${DOCS_PAGE_PATH}/swagger-ui-bundle.js"></script>
    <script src="${DOCS_PAGE_PATH}/docs-init.js"></script>
  </body>
</html>
`;

/** The parts of an OpenAPI document this route promises; the rest passes through as built. */
const openApiDocumentSchema = z.looseObject({
  openapi: z.string(),
  info: z.looseObject({ title: z.string(), version: z.string() }),
  paths: z.record(z.string(), z.unknown()),
});

/** GET /api/openapi.json (the document @fastify/swagger builds) and GET /api/docs (Swagger UI). */
export const apiDocsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    OPENAPI_DOCUMENT_PATH,
    { config: { access: 'public' }, schema: { response: { 200: openApiDocumentSchema } } },
    async (_request, reply) => {
      reply.header('cache-control', 'no-cache');
      return app.swagger() as z.infer<typeof openApiDocumentSchema>;
    },
  );

  app.get(
    DOCS_PAGE_PATH,
    {
      config: { access: 'public' },
      schema: {
        response: {
          200: { description: 'HTML', content: { 'text/html': { schema: z.string() } } },
        },
      },
    },
    async (_request, reply) =>
      reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(PAGE),
  );

  for (const [name, asset] of Object.entries(ASSETS)) {
    const path = asset.file ? join(swaggerUiDir, asset.file) : undefined;
    // Checked at start: a missing file is a broken install, not a 404 to find later.
    const size = path ? statSync(path).size : Buffer.byteLength(asset.text ?? '');
    app.get(
      `${DOCS_PAGE_PATH}/${name}`,
      { config: { access: 'public' }, schema: { hide: true } },
      async (_request, reply) =>
        reply
          .type(asset.type)
          .header('content-length', size)
          // Not content-hashed names: a day, so an upgrade's new Swagger UI arrives soon enough.
          .header('cache-control', 'public, max-age=86400')
          .send(path ? createReadStream(path) : asset.text),
    );
  }
};
