import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import type { ExtractionPool } from './extract/extract-pool.js';
import { releaseLeases } from './job-repo.js';
import type { JobSignal } from './job-signal.js';
import type { Workers } from './worker.js';

/** After the grace period, how long loops get to notice that their threads are gone. */
const AFTER_DESTROY_MS = 1_000;

/**
 * Stops a pipeline: no new claims, and the jobs in progress finish until `deadline`. Jobs still
 * running then go back to the queue (releaseLeases: not counted as an attempt) before their
 * threads are stopped, so nothing is left 'processing' under a lease nobody will finish, and
 * nothing waits for that lease to expire. Other processes' workers are told at once.
 */
export async function stopPipeline(
  parts: {
    workers: Workers;
    pool: ExtractionPool | undefined;
    db: Db;
    signal: JobSignal;
    log: FastifyBaseLogger;
  },
  deadline = Infinity,
): Promise<void> {
  const { workers, pool, log } = parts;
  if (await workers.stop(deadline)) {
    await pool?.close();
    return;
  }
  const released = await releaseLeases(parts.db, workers.owners);
  log.warn(
    { released },
    'documents still processing at the end of the grace period were put back in the queue',
  );
  for (let index = 0; index < released; index += 1) parts.signal.notify();
  await pool?.destroy();
  await workers.stop(Date.now() + AFTER_DESTROY_MS);
}
