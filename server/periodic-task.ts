import type { FastifyInstance } from 'fastify';

/**
 * Runs `task` once the app is ready, then every `intervalMs` until it closes; closing waits for
 * a run under way. The timer never keeps Node alive. A failing run is logged and the next one
 * still comes: housekeeping such as purges must not take the app down.
 */
export function runEvery(
  app: FastifyInstance,
  intervalMs: number,
  failureMessage: string,
  task: () => Promise<void>,
): void {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    running = task().catch((error: unknown) => app.log.error({ err: error }, failureMessage));
    return running;
  };
  app.addHook('onReady', async () => {
    await run();
    timer = setInterval(() => void run(), intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    clearInterval(timer);
    await running;
  });
}
