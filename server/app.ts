import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyInstance } from 'fastify';
import type { DestinationStream } from 'pino';
import { z } from 'zod';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/client.js';
import { countWrites } from './db/write-generation.js';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../common/contracts/documents.js';
import { authRoutes } from './features/auth/routes.js';
import { schedulePurgeExpired } from './features/auth/expired-purge.js';
import { activityRoutes } from './features/activity/routes.js';
import { aiRoutes } from './features/ai/routes.js';
import { schedulePurgeOldActivity } from './features/activity/retention.js';
import { documentRoutes } from './features/documents/routes.js';
import { exportRoutes } from './features/exports/routes.js';
import { memberRoutes } from './features/members/routes.js';
import { organizationRoutes } from './features/organization/routes.js';
import { platformRoutes } from './features/platform/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { sharePageRoutes } from './features/sharing/page-routes.js';
import { shareLinkRoutes } from './features/sharing/routes.js';
import { templateRoutes } from './features/templates/routes.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { visualizationRoutes } from './features/visualizations/routes.js';
import { JobSignal } from './pipeline/job-signal.js';
import type { FileStorage } from './storage/file-storage.js';
import { createConfiguredStorage } from './storage/create-storage.js';
import { registerAuth } from './plugins/auth.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerRequestTimeouts, serverTimeoutOptions } from './plugins/request-timeouts.js';
import { registerSecurity } from './plugins/security.js';
import { registerHealth, readinessChecks } from './plugins/health.js';
import { registerCloseOnShutdown } from './plugins/close-on-shutdown.js';
import { loggerOptions } from './logging/logger.js';
import { apiDocsRoutes } from './plugins/api-docs/docs-routes.js';
import { registerOpenApi } from './plugins/api-docs/openapi.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Where the built client lives; tests of the API alone can leave it out. */
  clientDir?: string | null;
  storage?: FileStorage;
  /** Shared with in-process workers so an upload wakes them at once. */
  jobSignal?: JobSignal;
  mailer?: Mailer;
  /** Where log lines go instead of stdout (tests read them). */
  logDestination?: DestinationStream;
}

/** The one Fastify instance: main.ts serves it and every API test drives it with inject(). */
export async function buildApp({
  config,
  db,
  clientDir = config.clientDir,
  storage = createConfiguredStorage(config),
  jobSignal = new JobSignal(),
  mailer,
  logDestination,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: loggerOptions(config, logDestination),
    // Shutdown (server/shutdown.ts) relies on both, Fastify's defaults made explicit: close()
    // drops idle keep-alive connections, and a request arriving meanwhile is answered 503.
    forceCloseConnections: 'idle',
    return503OnClosing: true,
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    // Revalidations (If-None-Match: every open dashboard's 3-second poll of the documents list)
    // are not access-logged: two lines per poll were a sixth of the poll's cost and drown the
    // log. Their errors still are (plugins/errors.ts).
    logController: new LogController({
      disableRequestLogging: (request) => request.headers['if-none-match'] !== undefined,
    }),
    ...serverTimeoutOptions(config.timeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads): any other body type is a 415, not a parse attempt.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  registerCloseOnShutdown(app);
  registerRequestTimeouts(app, config.timeouts);
  await registerSecurity(app);
  // Reads shared between requests (db/shared-read.ts) must know of every write made here.
  countWrites(db);
  registerAuth(app, db);
  // Before any route: it collects each one as it is added, for /api/openapi.json.
  await registerOpenApi(app);
  schedulePurgeExpired(app, db);
  schedulePurgeOldActivity(app, db);
  await app.register(multipart, {
    limits: {
      fileSize: MAX_UPLOAD_BYTES,
      files: 1,
      fields: 5,
      fieldSize: 4096,
      parts: 8,
      headerPairs: 100,
    },
  });

  const ctx: AppContext = { db, config, log: app.log };
  const mail = mailer ?? createMailer(config, app.log);
  await app.register(apiDocsRoutes);
  await app.register(authRoutes, { ctx, mailer: mail });
  await app.register(memberRoutes, { ctx, deps: { mailer: mail } });
  await app.register(organizationRoutes, { ctx });
  await app.register(aiRoutes, { ctx });
  await app.register(profileRoutes, { ctx, storage });
  await app.register(platformRoutes, { ctx });
  await app.register(templateRoutes, { ctx });
  await app.register(visualizationRoutes, { ctx });
  await app.register(exportRoutes, { ctx });
  await app.register(shareLinkRoutes, { ctx });
  // The public /s/{token} pages: server-rendered HTML with their own headers and error pages.
  await app.register(sharePageRoutes, { ctx });
  await app.register(activityRoutes, { ctx });
  await app.register(documentRoutes, {
    ctx,
    deps: { storage, onUploaded: () => jobSignal.notify() },
  });

  await registerHealth(app, { checks: readinessChecks(db, storage) });
  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: { response: { 200: z.object({ status: z.literal('ok') }) } },
    },
    async () => ({ status: 'ok' as const }),
  );

  if (clientDir) await registerClientApp(app, clientDir);
  else
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: 'API endpoint not found', requestId: request.id }),
    );
  return app;
}
