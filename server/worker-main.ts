import { ConfigError, loadConfig } from './config.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { openConfiguredDatabase } from './db/open-from-config.js';
import { bridgeJobSignal } from './pipeline/job-signal-bridge.js';
import { JobSignal } from './pipeline/job-signal.js';
import { startPipeline } from './pipeline/pipeline.js';
import { createConfiguredStorage } from './storage/create-storage.js';
import { createLogger } from './logging/logger.js';
import { exitOnSignals, shutDown } from './shutdown.js';

/** `npm run worker`: a process that only processes documents, next to any number of web processes. */
async function main(): Promise<void> {
  const config = loadConfig();
  const log = createLogger(config, { role: 'worker' });
  if (!config.databaseUrl) {
    log.warn(
      'No DATABASE_URL: this worker opens the embedded database, so no web process can use it at the same time.',
    );
  }
  const database = await openConfiguredDatabase(config);
  await database.migrate();
  const signal = new JobSignal();
  const pipeline = startPipeline({
    config,
    db: database.db,
    storage: createConfiguredStorage(config),
    signal,
    log,
    concurrency: Math.max(1, config.workers.concurrency),
  });
  // Uploads on any web process wake this worker at once (PostgreSQL LISTEN); polling stays the fallback.
  const bridge = config.databaseUrl
    ? await bridgeJobSignal({
        signal,
        db: database.db,
        databaseUrl: config.databaseUrl,
        listen: true,
        log,
      })
    : undefined;
  log.info({ concurrency: Math.max(1, config.workers.concurrency) }, 'DocViz worker started');

  exitOnSignals(log, config.shutdownGraceMs, () =>
    shutDown({ log, graceMs: config.shutdownGraceMs, pipeline, then: [bridge, database] }),
  );
}

main().catch((error: unknown) => {
  console.error(
    error instanceof ConfigError || error instanceof DataDirInUseError ? error.message : error,
  );
  process.exit(1);
});
