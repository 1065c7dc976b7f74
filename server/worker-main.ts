import pino from 'pino';
import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openConfiguredDatabase } from './db/open-from-config.js';
import { JobSignal } from './pipeline/job-signal.js';
import { startPipeline } from './pipeline/pipeline.js';
import { LocalDiskStorage } from './storage/local-disk-storage.js';

/** `npm run worker`: a process that only processes documents, next to any number of web processes. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = pino({ level: config.logLevel, base: { role: 'worker', pid: process.pid } });
  if (!config.databaseUrl) {
    log.warn(
      'No DATABASE_URL: this worker opens the embedded database, so no web process can use it at the same time.',
    );
  }
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const pipeline = startPipeline({
    config,
    db: database.db,
    storage: new LocalDiskStorage(config.uploadsDir),
    signal: new JobSignal(),
    log,
    concurrency: Math.max(1, config.workers.concurrency),
  });
  log.info({ concurrency: Math.max(1, config.workers.concurrency) }, 'DocViz worker started');

  const shutdown = async () => {
    await pipeline.stop();
    await database.close();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown());
  process.on('SIGTERM', () => void shutdown());
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error,
  );
  process.exit(1);
});
