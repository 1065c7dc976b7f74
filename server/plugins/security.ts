import helmet from 'helmet';
import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.js';

/** Helmet's default policy: a year, subdomains included. */
const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Helmet's headers, built once. @fastify/helmet (used before) rebuilt the whole middleware, CSP
 * parsing included, on every request: a sixth of the CPU of the dashboard's polled 304 in the
 * profile behind `npm run bench:api`. The headers are the same; this applies them per request.
 */
const applySecurityHeaders = helmet({
  contentSecurityPolicy: {
    directives: {
      defaultSrc: ["'self'"],
      scriptSrc: ["'self'"],
      // Radix positions popovers with inline styles; no inline script is ever allowed.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      objectSrc: ["'none'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      // Self-hosted installs often run on plain http inside a network; do not force https sub-requests.
      upgradeInsecureRequests: null,
    },
  },
  crossOriginEmbedderPolicy: false,
  // The same rule as frame-ancestors 'none', for browsers that only know the older header.
  frameguard: { action: 'deny' },
  // Sent below, and only on an HTTPS request: over plain HTTP it is meaningless (RFC 6797 §7.2).
  strictTransportSecurity: false,
});

/**
 * JSON answers are never rendered as a page, so the API gets the short set OWASP's REST security
 * cheat sheet recommends instead of the page policy: nothing may load or frame, and nothing is
 * sniffed. Helmet's full set cost a twelfth of the CPU of the dashboard's polled 304 in the
 * `npm run bench:api` profile (writing its 750 bytes of headers on every answer).
 */
const API_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', "default-src 'none'; frame-ancestors 'none'"],
  ['x-content-type-options', 'nosniff'],
  ['x-frame-options', 'DENY'],
  ['referrer-policy', 'no-referrer'],
  ['cross-origin-resource-policy', 'same-origin'],
];

/** /api/... except the readable API page (/api/docs), which is HTML and keeps the page policy. */
function isApiRequest(url: string): boolean {
  return url.startsWith('/api/') && !url.startsWith('/api/docs');
}

export async function registerSecurity(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', (request, reply, done) => {
    if (isApiRequest(request.url)) {
      for (const [name, value] of API_HEADERS) reply.raw.setHeader(name, value);
      done();
      return;
    }
    applySecurityHeaders(request.raw, reply.raw, (error?: unknown) =>
      done(error as Error | undefined),
    );
  });
  // `request.protocol` reads X-Forwarded-Proto only when TRUST_PROXY is set, so a client cannot
  // claim HTTPS on a plain-HTTP install.
  app.addHook('onRequest', async (request, reply) => {
    if (request.protocol === 'https') reply.header('strict-transport-security', HSTS);
  });
  // Limits are opt-in per route (config.rateLimit); sign-in also has its own per-account throttle.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: (_request, context) =>
      new AppError(
        429,
        `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
        undefined,
        {
          'retry-after': String(Math.ceil(context.ttl / 1000)),
        },
      ),
  });
}
