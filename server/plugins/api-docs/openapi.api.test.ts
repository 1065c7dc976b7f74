import { subscribe, unsubscribe } from 'node:diagnostics_channel';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loginSchema } from '../../../common/contracts/auth.js';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import type { Database } from '../../db/client.js';
import { openApiShapeProblems } from '../../test-support/openapi-shape.js';
import { routeTable } from '../../test-support/route-table.js';
import { createTestDatabase } from '../../test-support/test-db.js';
import { DOCS_ASSET_PATHS } from './docs-routes.js';
import { OPERATIONS } from './operations.js';

type Json = Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any

/**
 * The route options of every route the next Fastify instance adds, seen through Fastify's own
 * `fastify.initialization` diagnostics channel: the app is built exactly as main.ts builds it.
 */
async function buildRecordingRoutes(build: () => Promise<FastifyInstance>) {
  const routes = new Map<string, RouteOptions>();
  const onInit = (message: unknown) => {
    const { fastify } = message as { fastify: FastifyInstance };
    fastify.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.set(`${method} ${route.url}`, route);
    });
  };
  subscribe('fastify.initialization', onInit);
  try {
    return { app: await build(), routes };
  } finally {
    unsubscribe('fastify.initialization', onInit);
  }
}

const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');
const isSuccess = (status: string) => /^[23]/.test(status);

// The document does not depend on the database, so one kind is enough here.
describe('the OpenAPI document and the docs page', () => {
  let database: Database;
  let app: FastifyInstance;
  let routes: Map<string, RouteOptions>;
  let clientDir: string;
  let document: Json;

  beforeAll(async () => {
    // With a built client, as in production: its SPA fallback must not answer /api/docs/*.
    clientDir = mkdtempSync(join(tmpdir(), 'docviz-openapi-client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    database = await createTestDatabase('pglite');
    const config = loadConfig({ LOG_LEVEL: 'silent', DATA_DIR: clientDir });
    ({ app, routes } = await buildRecordingRoutes(() =>
      buildApp({ config, db: database.db, clientDir }),
    ));
    await app.ready();
    const response = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    document = response.json();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    rmSync(clientDir, { recursive: true, force: true });
  });

  /** The /api routes of the app's own route table; HEAD is Fastify's automatic twin of GET. */
  const apiRoutes = () =>
    routeTable(app).filter(
      (route) =>
        route.url.startsWith('/api') &&
        route.method !== 'HEAD' &&
        !DOCS_ASSET_PATHS.includes(route.url),
    );

  it('is a structurally valid OpenAPI 3 document', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(openApiShapeProblems(document)).toEqual([]);
  });

  it('describes every /api route and method with a summary, a tag and its security', () => {
    const problems: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const key = `${method} ${url}`;
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      if (!operation) {
        problems.push(`${key}: not in the document`);
        continue;
      }
      if (!operation.summary || operation.summary !== OPERATIONS[key]?.summary)
        problems.push(`${key}: no summary (add it to api-docs/operations.ts)`);
      if (operation.tags?.length !== 1) problems.push(`${key}: no tag`);
      const isPublic = routes.get(key)?.config?.access === 'public';
      expect(operation.security, key).toEqual(isPublic ? [] : [{ bearerAuth: [] }]);
    }
    expect(problems).toEqual([]);
    expect(document.components.securitySchemes.bearerAuth).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });

  it('documents nothing the app does not serve', () => {
    const served = new Set(
      apiRoutes().map((r) => `${r.method.toLowerCase()} ${openApiPath(r.url)}`),
    );
    const documented = Object.entries(document.paths as Json).flatMap(([path, item]) =>
      Object.keys(item as Json).map((method) => `${method} ${path}`),
    );
    expect(documented.filter((operation) => !served.has(operation))).toEqual([]);
    const routeKeys = new Set(apiRoutes().map((r) => `${r.method} ${r.url}`));
    expect(Object.keys(OPERATIONS).filter((key) => !routeKeys.has(key))).toEqual([]);
  });

  it('gives every route with a body, path or query schema its request body and parameters', () => {
    const problems: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const key = `${method} ${url}`;
      const schema = routes.get(key)?.schema ?? {};
      const operation = document.paths[openApiPath(url)][method.toLowerCase()];
      const parameters = (operation.parameters ?? []) as Json[];
      const named = (where: string) =>
        new Set(parameters.filter((p) => p.in === where).map((p) => p.name as string));
      if (schema.body && !operation.requestBody?.content?.['application/json']?.schema)
        problems.push(`${key}: body schema without a JSON requestBody`);
      if (
        routes.get(key)?.config?.upload &&
        !operation.requestBody?.content?.['multipart/form-data']
      )
        problems.push(`${key}: upload without a multipart requestBody`);
      for (const name of url.match(/:(\w+)/g) ?? [])
        if (!named('path').has(name.slice(1))) problems.push(`${key}: no path parameter ${name}`);
      if (schema.params && !named('path').size) problems.push(`${key}: params schema not shown`);
      for (const name of Object.keys((schema.querystring as z.ZodObject | undefined)?.shape ?? {}))
        if (!named('query').has(name)) problems.push(`${key}: no query parameter ${name}`);
    }
    expect(problems).toEqual([]);
  });

  it('gives every route its success answers with schemas, or explicitly empty for 204/304', () => {
    const problems: string[] = [];
    for (const { method, url } of apiRoutes()) {
      const key = `${method} ${url}`;
      const responses = document.paths[openApiPath(url)][method.toLowerCase()].responses as Json;
      const declared = Object.keys(routes.get(key)?.schema?.response ?? {}).filter(isSuccess);
      const documented = Object.keys(responses).filter(isSuccess);
      if (documented.length === 0) problems.push(`${key}: no success response`);
      if (documented.join() !== declared.join())
        problems.push(`${key}: documents ${documented.join()} but declares ${declared.join()}`);
      for (const status of documented) {
        const content = responses[status].content as Json | undefined;
        const empty = status === '204' || status === '304';
        if (empty && content) problems.push(`${key} ${status}: must have no body`);
        if (!empty && !Object.values(content ?? {}).some((media) => (media as Json).schema))
          problems.push(`${key} ${status}: no schema`);
      }
    }
    expect(problems).toEqual([]);
  });

  it('turns the zod contracts into the schemas, through the same provider that validates', () => {
    const login = document.paths['/api/auth/login'].post;
    const { $schema: _, ...loginJson } = z.toJSONSchema(loginSchema, { io: 'input' });
    expect(login.requestBody.content['application/json'].schema).toEqual(loginJson);
    expect(login.responses['200'].content['application/json'].schema.required).toContain('token');
    const list = document.paths['/api/documents'].get.responses;
    expect(list['200'].content['application/json'].schema.type).toBe('array');
    expect(list['304']).toEqual({ description: 'Not Modified' });
    expect(document.paths['/api/documents/{id}'].delete.responses['401'].content).toBeDefined();
  });

  it('serves a Swagger UI page without signing in, whose assets all load from this server', async () => {
    const page = await app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'(;|$)/);
    expect(csp).not.toContain('unsafe-eval');
    // Nothing inline to allow, and nothing from another origin (no CDN).
    expect(page.body).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>/);
    expect(page.body).not.toMatch(/(src|href)="(https?:)?\/\//);
    const assets = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(assets.sort()).toEqual([...DOCS_ASSET_PATHS].sort());
    for (const asset of assets) {
      const response = await app.inject({ method: 'GET', url: asset });
      expect(response.statusCode, asset).toBe(200);
      expect(response.headers['content-type'], asset).toMatch(/^text\/(css|javascript)/);
      expect(response.rawPayload.length, asset).toBe(Number(response.headers['content-length']));
      expect(response.rawPayload.length, asset).toBeGreaterThan(0);
    }
    const init = await app.inject({ method: 'GET', url: '/api/docs/docs-init.js' });
    expect(init.body).toContain("url: '/api/openapi.json'");
  });

  it('answers an unknown /api/docs path with the API 404, not the app page', async () => {
    for (const url of ['/api/docs/', '/api/docs/static/index.html', '/api/docs/nope.js']) {
      const response = await app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toMatchObject({ message: 'API endpoint not found' });
    }
    // The SPA still answers its own pages, so the 404s above are the /api rule, not a broken fallback.
    expect((await app.inject({ method: 'GET', url: '/documents' })).statusCode).toBe(200);
  });
});
