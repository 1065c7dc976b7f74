import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors.js';

/**
 * A missing file (a stale hashed asset, a favicon, a source map) must be a 404: answering it
 * with index.html and a 200 would hand a script tag HTML and hide the broken link. Every app
 * route is extension-free (/documents/12, /reset-password), so "has an extension" is a file.
 */
function isFile(path: string): boolean {
  return path.startsWith('/assets/') || /\.[A-Za-z0-9]+$/.test(path.split('/').pop() ?? '');
}

/**
 * Serves the built React app from the same process: hashed assets cached for a year,
 * and index.html for every other non-API, non-file GET so the client router handles deep links.
 */
export async function registerClientApp(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexPath = join(clientDir, 'index.html');
  const hasClient = existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of every text asset (scripts/build/precompress.ts):
      // send the one the browser accepts instead of compressing on every request.
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header(
          'cache-control',
          path.includes(`${join(clientDir, 'assets')}`)
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    });
  }
  const indexHtml = hasClient ? readFileSync(indexPath, 'utf8') : undefined;

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0] ?? '';
    const wantsPage = request.method === 'GET' || request.method === 'HEAD';
    if (path.startsWith('/api/') || path === '/api' || !wantsPage || !indexHtml || isFile(path)) {
      throw notFound(path.startsWith('/api') ? 'API endpoint' : 'Page');
    }
    return reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
