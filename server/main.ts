import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openConfiguredDatabase } from './db/open-from-config.js';
import { ensurePlatformAdmin } from './features/platform/platform-admin.js';
import { seedDefaultTemplates } from './features/templates/seed.js';
import { bridgeJobSignal, type JobSignalBridge } from './pipeline/job-signal-bridge.js';
import { JobSignal } from './pipeline/job-signal.js';
import { startPipeline, type Pipeline } from './pipeline/pipeline.js';
import { createConfiguredStorage } from './storage/create-storage.js';
import { exitOnSignals, shutDown } from './shutdown.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const platformAdmin = config.platformAdmin;
  await database.migrate(async () => {
    await seedDefaultTemplates(database.db);
    if (platformAdmin) await ensurePlatformAdmin(database.db, platformAdmin);
  });
  const storage = createConfiguredStorage(config);
  const jobSignal = new JobSignal();
  const app = await buildApp({ config, db: database.db, storage, jobSignal });
  const pipeline: Pipeline | undefined =
    config.workers.concurrency > 0
      ? startPipeline({ config, db: database.db, storage, signal: jobSignal, log: app.log })
      : undefined;
  // PostgreSQL: uploads here wake `npm run worker` processes (and workers here hear of theirs).
  const bridge: JobSignalBridge | undefined = config.databaseUrl
    ? await bridgeJobSignal({
        signal: jobSignal,
        db: database.db,
        databaseUrl: config.databaseUrl,
        listen: pipeline !== undefined,
        log: app.log,
      })
    : undefined;

  exitOnSignals(app.log, config.shutdownGraceMs, () =>
    shutDown({
      log: app.log,
      graceMs: config.shutdownGraceMs,
      app,
      pipeline,
      then: [bridge, database],
    }),
  );

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `DocViz is ready on http://localhost:${port} (database: ${database.kind}, files: ${storage.description})`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('DocViz failed to start:', error);
  }
  process.exit(1);
});
