import { randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client.js';
import { settlesBy } from '../deadline.js';
import type { JobSignal } from './job-signal.js';
import { failExhaustedDocuments, MAX_ATTEMPTS } from './job-repo.js';

export const EXHAUSTED_MESSAGE =
  'Processing stopped unexpectedly three times, so this document was set aside. Try uploading it again.';

export interface WorkerOptions {
  db: Db;
  signal: JobSignal;
  log: FastifyBaseLogger;
  concurrency: number;
  pollMs: number;
  /** Claims and runs one job as `owner` (pipeline.ts runNextJob); false when none was waiting. */
  runJob(owner: string): Promise<boolean>;
}

export interface Workers {
  /** The lease owner of each loop, as claims record it (job-repo.ts releaseLeases). */
  owners: string[];
  /**
   * Stops claiming and wakes idle loops; resolves true once every loop has finished its current
   * job, or false at `deadline` (a Date.now() time) while some still runs one.
   */
  stop(deadline?: number): Promise<boolean>;
}

/**
 * Starts `concurrency` loops that run jobs until stopped. Several processes may run these
 * against one PostgreSQL: claims use FOR UPDATE SKIP LOCKED and expiring leases.
 */
export function startWorkers(options: WorkerOptions): Workers {
  const owner = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  let running = true;
  let lastSweep = 0;
  const loop = async (index: number) => {
    while (running) {
      try {
        // Leases run for minutes, so looking for exhausted ones once per poll interval is
        // enough; not before every job, where it would be one more query per document.
        if (index === 0 && Date.now() - lastSweep >= options.pollMs) {
          lastSweep = Date.now();
          const failed = await failExhaustedDocuments(options.db, MAX_ATTEMPTS, EXHAUSTED_MESSAGE);
          if (failed > 0) options.log.warn({ failed }, 'documents failed after their last attempt');
        }
        const worked = await options.runJob(`${owner}#${index}`);
        if (!worked && running) await options.signal.wait(options.pollMs);
      } catch (error) {
        // A database hiccup must not kill the loop; back off and try again.
        options.log.error({ err: error }, 'worker loop error');
        if (running) await options.signal.wait(options.pollMs);
      }
    }
  };
  const loops = Array.from({ length: options.concurrency }, (_, index) => loop(index));
  return {
    owners: loops.map((_, index) => `${owner}#${index}`),
    stop: async (deadline = Infinity) => {
      running = false;
      options.signal.notifyAll();
      return settlesBy(Promise.all(loops), deadline);
    },
  };
}
