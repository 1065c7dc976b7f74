import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppConfig } from './config.js';
import type { AppContext } from './context.js';
import type { Db } from './db/client.js';
import multipart from '@fastify/multipart';
import { MAX_UPLOAD_BYTES } from '../common/contracts/documents.js';
import { authRoutes } from './features/auth/routes.js';
import { schedulePurgeExpired } from './features/auth/expired-purge.js';
import { documentRoutes } from './features/documents/routes.js';
import { memberRoutes } from './features/members/routes.js';
import { platformRoutes } from './features/platform/routes.js';
import { profileRoutes } from './features/profile/routes.js';
import { templateRoutes } from './features/templates/routes.js';
import { createMailer, type Mailer } from './mail/mailer.js';
import { visualizationRoutes } from './features/visualizations/routes.js';
import { JobSignal } from './pipeline/job-signal.js';
import type { FileStorage } from './storage/file-storage.js';
import { LocalDiskStorage } from './storage/local-disk-storage.js';
import { registerAuth } from './plugins/auth.js';
import { registerClientApp } from './plugins/client-app.js';
import { registerErrorHandling } from './plugins/errors.js';
import { registerRequestTimeouts, serverTimeoutOptions } from './plugins/request-timeouts.js';
import { registerSecurity } from './plugins/security.js';

export interface BuildAppOptions {
  config: AppConfig;
  db: Db;
  /** Where the built client lives; tests of the API alone can leave it out. */
  clientDir?: string | null;
  storage?: FileStorage;
  /** Shared with in-process workers so an upload wakes them at once. */
  jobSignal?: JobSignal;
  mailer?: Mailer;
}

/** The one Fastify instance: main.ts serves it and every API test drives it with inject(). */
export async function buildApp({
  config,
  db,
  clientDir = config.clientDir,
  storage = new LocalDiskStorage(config.uploadsDir),
  jobSignal = new JobSignal(),
  mailer,
}: BuildAppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
    genReqId: () => randomUUID(),
    trustProxy: config.trustProxy,
    bodyLimit: 1024 * 1024,
    ...serverTimeoutOptions(config.timeouts),
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The API speaks JSON (and multipart for uploads): any other body type is a 415, not a parse attempt.
  app.removeContentTypeParser('text/plain');
  registerErrorHandling(app);
  registerRequestTimeouts(app, config.timeouts);
  await registerSecurity(app);
  registerAuth(app, db);
  schedulePurgeExpired(app, db);
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
  await app.register(authRoutes, { ctx, mailer: mail });
  await app.register(memberRoutes, { ctx, deps: { mailer: mail } });
  await app.register(profileRoutes, { ctx, storage });
  await app.register(platformRoutes, { ctx });
  await app.register(templateRoutes, { ctx });
  await app.register(visualizationRoutes, { ctx });
  await app.register(documentRoutes, {
    ctx,
    deps: { storage, onUploaded: () => jobSignal.notify() },
  });

  app.get('/api/health', { config: { access: 'public' } }, async () => ({ status: 'ok' }));

  if (clientDir) await registerClientApp(app, clientDir);
  else
    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({ message: 'API endpoint not found', requestId: request.id }),
    );
  return app;
}
