import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { FastifyError, FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { SHARE_PASSWORD_MAX } from '../../../common/contracts/sharing.js';
import type { AppContext } from '../../context.js';
import { AppError } from '../../errors.js';
import {
  FONT_PATH,
  messagePage,
  NOT_FOUND_PAGE,
  passwordPage,
  SHARE_PAGE_CSP,
  sharedPage,
} from './page-html.js';
import { unlockSharedLink, viewSharedLink } from './shared-view.js';

/** The headers of every /s/ answer, in place of the app's page policy (plugins/security.ts). */
const PAGE_HEADERS: ReadonlyArray<readonly [string, string]> = [
  ['content-security-policy', SHARE_PAGE_CSP],
  ['x-robots-tag', 'noindex, nofollow'],
  ['referrer-policy', 'no-referrer'],
  ['cache-control', 'private, no-store'],
  ['x-frame-options', 'DENY'],
  ['x-content-type-options', 'nosniff'],
];

const tokenParams = z.object({ token: z.string() });
const unlockBody = z
  .object({
    password: z
      .string()
      .max(SHARE_PASSWORD_MAX * 4)
      .default(''),
  })
  .default({ password: '' });

const sendPage = (reply: FastifyReply, status: number, html: string) =>
  reply.status(status).type('text/html; charset=utf-8').send(html);

const fontFile = () =>
  readFileSync(
    createRequire(import.meta.url).resolve(
      '@fontsource-variable/inter/files/inter-latin-wght-normal.woff2',
    ),
  );

/**
 * The public pages of share links: `/s/{token}` (the visualization, or its password form) and the
 * font they use. Server-rendered HTML, not the SPA; registered in their own context so their
 * errors are pages too, and so that a form post is understood here only.
 */
export const sharePageRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 4096 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
  );
  app.addHook('onRequest', async (_request, reply) => {
    for (const [name, value] of PAGE_HEADERS) reply.raw.setHeader(name, value);
  });
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const status =
      error instanceof AppError
        ? error.statusCode
        : hasZodFastifySchemaValidationErrors(error)
          ? 400
          : (error.statusCode ?? 500);
    if (status === 404) return sendPage(reply, 404, NOT_FOUND_PAGE);
    // The guess limit's answer (unlock-throttle.ts): its message says how long to wait.
    if (status === 429) {
      reply.header('retry-after', (error as AppError).headers?.['retry-after'] ?? '60');
      return sendPage(reply, 429, messagePage('Too many attempts', error.message));
    }
    if (status >= 400 && status < 500)
      return sendPage(
        reply,
        status,
        messagePage('This request could not be handled', 'Check the address and try again.'),
      );
    request.log.error({ err: error }, 'share page failed');
    return sendPage(reply, 500, messagePage('Something went wrong', 'Please try again later.'));
  });

  app.get(
    '/s/:token',
    { config: { access: 'public' }, schema: { params: tokenParams } },
    async (request, reply) => {
      const view = await viewSharedLink(ctx, request.params.token, {
        cookie: request.headers.cookie,
        countsAsView: request.method === 'GET',
      });
      return view.kind === 'locked'
        ? sendPage(reply, 200, passwordPage(request.params.token))
        : sendPage(reply, 200, sharedPage(view));
    },
  );

  app.post(
    '/s/:token',
    {
      // The guesses are limited in the database (unlock-throttle.ts), for all processes at once.
      config: { access: 'public' },
      schema: { params: tokenParams, body: unlockBody },
    },
    async (request, reply) => {
      const { token } = request.params;
      const result = await unlockSharedLink(ctx, token, {
        password: request.body.password,
        ip: request.ip,
        secure: request.protocol === 'https',
      });
      if (result.kind === 'wrong')
        return sendPage(
          reply,
          401,
          passwordPage(token, 'That password is not correct. Try again.'),
        );
      if (result.kind === 'unlocked') reply.header('set-cookie', result.cookie);
      return reply.redirect(`/s/${token}`, 303);
    },
  );

  let font: Buffer | undefined;
  app.get(FONT_PATH, { config: { access: 'public' } }, async (_request, reply) => {
    font ??= fontFile();
    return reply.header('cache-control', 'public, max-age=604800').type('font/woff2').send(font);
  });

  // Any other address under /s/ (a cut-off or extended link) is the same "not available" page.
  await app.register(
    async (scope) => {
      scope.setNotFoundHandler((_request, reply) => sendPage(reply, 404, NOT_FOUND_PAGE));
    },
    { prefix: '/s' },
  );
};
