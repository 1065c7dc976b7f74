import type { FastifyInstance } from 'fastify';
import pino, { type LevelWithSilent } from 'pino';
import { z } from 'zod';
import type { Db } from '../db/client.js';
import { migrationsApplied, newestShippedMigration, pingDatabase } from '../db/readiness.js';
import type { FileStorage } from '../storage/file-storage.js';

/**
 * Probes for load balancers and orchestrators, outside /api: no session (the auth hook only
 * guards routes that declare an access level), no rate limit (limits are opt-in per route), and
 * below `warn` they are not logged, since they are asked every few seconds.
 *
 *   GET /healthz  the process answers HTTP: restart it when this fails.
 *   GET /readyz   it can serve: the database answers, every shipped migration is applied and the
 *                 file store takes writes. 503 names the failed checks and nothing else (no
 *                 error text, paths or versions); the reasons go to the log, once per change.
 *
 * While shutting down, Fastify answers every request 503 (return503OnClosing), these included.
 */

export type CheckName = 'database' | 'migrations' | 'storage';

/** Each check resolves when fine; a rejection (or no answer in time) fails it. */
export type ReadinessChecks = Record<CheckName, () => Promise<void>>;

/** A check that has not answered by then has failed: a hung database must not hang the probe. */
export const CHECK_TIMEOUT_MS = 2_000;

const okSchema = z.object({ status: z.literal('ok') });
const unavailableSchema = z.object({
  status: z.literal('unavailable'),
  failed: z.array(z.enum(['database', 'migrations', 'storage'])),
});

export function readinessChecks(db: Db, storage: Pick<FileStorage, 'checkWritable'>) {
  const newestShipped = newestShippedMigration();
  return {
    database: () => pingDatabase(db),
    migrations: async () => {
      if (!(await migrationsApplied(db, newestShipped)))
        throw new Error('a shipped migration is not applied');
    },
    storage: () => storage.checkWritable(),
  } satisfies ReadinessChecks;
}

function withinTime(check: () => Promise<void>, timeoutMs: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  return Promise.race([check(), timeout]).finally(() => clearTimeout(timer));
}

/** Runs the checks; migrations only once the database answers, since they ask it. */
async function failedChecks(
  checks: ReadinessChecks,
  timeoutMs: number,
): Promise<Map<CheckName, unknown>> {
  const failed = new Map<CheckName, unknown>();
  const run = (name: CheckName) =>
    withinTime(checks[name], timeoutMs).catch((error: unknown) => {
      failed.set(name, error);
    });
  await Promise.all([
    run('database').then(() => (failed.has('database') ? undefined : run('migrations'))),
    run('storage'),
  ]);
  return failed;
}

export async function registerHealth(
  app: FastifyInstance,
  options: { checks: ReadinessChecks; timeoutMs?: number },
): Promise<void> {
  const timeoutMs = options.timeoutMs ?? CHECK_TIMEOUT_MS;
  // `warn`, or the app's own level when that is stricter (a route level replaces the app's).
  const appLevel = (app.log as { levelVal?: number }).levelVal ?? 0;
  const logLevel = (
    appLevel > pino.levels.values.warn! ? app.log.level : 'warn'
  ) as LevelWithSilent;
  let lastFailed = '';

  app.get(
    '/healthz',
    { logLevel, schema: { response: { 200: okSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'ok' }),
  );

  app.get(
    '/readyz',
    { logLevel, schema: { response: { 200: okSchema, 503: unavailableSchema } } },
    async (request, reply) => {
      const failed = await failedChecks(options.checks, timeoutMs);
      const names = [...failed.keys()].sort();
      if (names.join() !== lastFailed) {
        lastFailed = names.join();
        if (names.length === 0) request.log.warn('ready again: every readiness check passes');
        else
          request.log.warn(
            { checks: Object.fromEntries([...failed].map(([name, err]) => [name, describe(err)])) },
            'not ready',
          );
      }
      reply.header('cache-control', 'no-store');
      if (names.length === 0) return reply.send({ status: 'ok' });
      return reply.status(503).send({ status: 'unavailable', failed: names });
    },
  );
}

/** For the operator's log only, never the answer. */
function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
