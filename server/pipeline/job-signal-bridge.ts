import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { listenForNotifications } from '../db/notification-listener.js';
import { announceJob } from './job-repo.js';
import type { JobSignal } from './job-signal.js';

/** The PostgreSQL channel uploads are announced on. */
export const JOBS_CHANNEL = 'docviz_jobs';

export interface JobSignalBridge {
  close(): Promise<void>;
}

/**
 * Carries a process's JobSignal to every other process on the same PostgreSQL: each upload is
 * announced with NOTIFY (payload: this process's id), and a process that runs workers LISTENs
 * and wakes one idle worker loop per announcement from another process. So an upload on any web
 * process starts at once on any worker process, instead of at that worker's next poll.
 * WORKER_POLL_MS polling stays the fallback: while the listening connection is down (it is
 * reopened every few seconds), and for a NOTIFY that fails to send. PGlite has no other
 * processes, so it needs no bridge.
 */
export async function bridgeJobSignal(options: {
  signal: JobSignal;
  db: Db;
  databaseUrl: string;
  /** True when this process runs worker loops; a web process with WORKER_CONCURRENCY=0 only announces. */
  listen: boolean;
  log: FastifyBaseLogger;
  /** How soon a lost listening connection is reopened (default 5 s). */
  retryMs?: number;
}): Promise<JobSignalBridge> {
  const { signal, log } = options;
  const sender = randomUUID();
  signal.publishWith(() => {
    announceJob(options.db, JOBS_CHANNEL, sender).catch((error: unknown) =>
      log.warn({ err: error }, 'could not announce an upload to other processes'),
    );
  });
  if (!options.listen) return { close: async () => {} };
  let lost = false;
  const listener = await listenForNotifications({
    url: options.databaseUrl,
    channel: JOBS_CHANNEL,
    retryMs: options.retryMs,
    // This process's own uploads already woke a loop here, in JobSignal.notify().
    onNotification: (payload) => {
      if (payload !== sender) signal.wakeOne();
    },
    onListening: () => {
      if (!lost) return;
      lost = false;
      log.info('job notifications restored');
      // Uploads announced while nobody here listened: look once instead of at the next poll.
      signal.wakeOne();
    },
    onError: (error) => {
      if (!lost) log.warn({ err: error }, 'job notifications lost: polling until reconnected');
      lost = true;
    },
  });
  return { close: () => listener.close() };
}
