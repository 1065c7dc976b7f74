import type { FastifyBaseLogger, FastifyInstance } from 'fastify';
import { settlesBy } from './deadline.js';
import type { Pipeline } from './pipeline/pipeline.js';

/**
 * Graceful shutdown, the one routine of both entry points (main.ts: web and in-process workers;
 * worker-main.ts: workers only). On SIGTERM or SIGINT:
 *
 *   1. stop taking work: the server stops accepting connections, closes idle keep-alive ones and
 *      answers 503 to requests arriving on busy ones (Fastify's forceCloseConnections: 'idle' and
 *      return503OnClosing, see app.ts); the worker loops stop claiming documents;
 *   2. let requests in flight and documents in progress finish, for SHUTDOWN_GRACE_MS;
 *   3. past that, close the remaining connections, and put unfinished documents back in the
 *      queue for another worker (pipeline-stop.ts) before stopping the extraction threads;
 *   4. close what is left in order (job notifications, then the database) and exit 0.
 *
 * Exit 1 when shutting down itself fails, or when it is still not done well after the grace
 * period (a hung close must not keep the process alive), or on a second SIGINT (Ctrl-C twice).
 */

export interface Closable {
  close(): Promise<void>;
}

export interface ShutdownParts {
  log: FastifyBaseLogger;
  graceMs: number;
  /** The web server (main.ts only). */
  app?: FastifyInstance | undefined;
  pipeline?: Pipeline | undefined;
  /** Closed one after the other once requests and jobs are done: the job-signal bridge, the database. */
  then: Array<Closable | undefined>;
}

/** After the grace period, how long the closing steps may still take before the exit is forced. */
export const FORCED_EXIT_AFTER_MS = 5_000;

/** Steps 1 to 4, without exiting. */
export async function shutDown(parts: ShutdownParts): Promise<void> {
  const started = Date.now();
  const deadline = started + parts.graceMs;
  await Promise.all([
    parts.app && closeServer(parts.app, deadline, parts.log),
    parts.pipeline?.stop(deadline),
  ]);
  for (const part of parts.then) await part?.close();
  parts.log.info({ ms: Date.now() - started }, 'shut down');
}

/** How often connections that went idle during the shutdown are closed. */
const IDLE_SWEEP_MS = 100;

async function closeServer(app: FastifyInstance, deadline: number, log: FastifyBaseLogger) {
  const closed = app.close();
  // close() drops the connections idle at that moment; one whose answer was already on its way
  // then goes idle and would stay open until the client drops it.
  const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
  try {
    if (await settlesBy(closed, deadline)) return;
    log.warn('requests still running at the end of the grace period: closing their connections');
    app.server.closeAllConnections();
    await settlesBy(closed, Date.now() + FORCED_EXIT_AFTER_MS);
  } finally {
    clearInterval(sweep);
  }
}

/** Runs `shutdown` on the first SIGTERM or SIGINT, then exits (0 when it went well). */
export function exitOnSignals(
  log: FastifyBaseLogger,
  graceMs: number,
  shutdown: () => Promise<void>,
): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      if (signal !== 'SIGINT') return;
      log.warn('second SIGINT: exiting without waiting');
      process.exit(1);
    }
    stopping = true;
    log.info({ signal, graceMs }, 'shutting down');
    setTimeout(() => {
      log.error('shutdown did not finish in time: exiting');
      process.exit(1);
    }, graceMs + FORCED_EXIT_AFTER_MS).unref();
    shutdown().then(
      () => process.exit(0),
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
