import { buildApp } from './app.js';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openConfiguredDatabase } from './db/open-from-config.js';
import { ensurePlatformAdmin } from './features/platform/platform-admin.js';
import { seedDefaultTemplates } from './features/templates/seed.js';
import { JobSignal } from './pipeline/job-signal.js';
import { startPipeline, type Pipeline } from './pipeline/pipeline.js';
import { LocalDiskStorage } from './storage/local-disk-storage.js';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  await seedDefaultTemplates(database.db);
  if (config.platformAdmin) {
    await ensurePlatformAdmin(database.db, config.platformAdmin);
  }
  const storage = new LocalDiskStorage(config.uploadsDir);
  const jobSignal = new JobSignal();
  const app = await buildApp({ config, db: database.db, storage, jobSignal });
  const pipeline: Pipeline | undefined =
    config.workers.concurrency > 0
      ? startPipeline({ config, db: database.db, storage, signal: jobSignal, log: app.log })
      : undefined;

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    await app.close();
    await pipeline?.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(`DocViz is ready on http://localhost:${port} (database: ${database.kind})`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirInUseError) {
    console.error(error.message);
  } else {
    console.error('DocViz failed to start:', error);
  }
  process.exit(1);
});
