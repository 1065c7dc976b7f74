import type { FastifyInstance } from 'fastify';

/**
 * Once the app is closing (server/shutdown.ts), every answer carries `Connection: close`, so
 * Node closes the connection after it and the client opens its next request elsewhere. Without
 * it, a request in flight when the shutdown began leaves its keep-alive connection open and
 * idle afterwards, and closing waits for the client to drop it (a browser keeps one for minutes).
 */
export function registerCloseOnShutdown(app: FastifyInstance): void {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    if (closing) reply.header('connection', 'close');
    return payload;
  });
}
