import type { ServerOptions } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppConfig } from '../config.js';

type Timeouts = AppConfig['timeouts'];

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route receives files: its body may take `uploadMs` to arrive instead of `requestMs`. */
    upload?: boolean;
  }
}

export const REQUEST_TIMEOUT_MESSAGE = 'The request took too long to arrive. Please try again.';

/**
 * The limits Node's HTTP server enforces itself: the headers within `headersMs` (checked every
 * second at most, Node's default is every 30 s) and, as a backstop for whatever the hook below
 * does not see, any whole request within the upload limit. Node answers both with a 408.
 */
export function serverTimeoutOptions(timeouts: Timeouts): {
  requestTimeout: number;
  http: ServerOptions;
} {
  const requestTimeout = timeouts.uploadMs + timeouts.headersMs;
  return {
    requestTimeout,
    http: {
      headersTimeout: timeouts.headersMs,
      requestTimeout,
      connectionsCheckingInterval: Math.min(1000, timeouts.headersMs),
    },
  };
}

/** Answers 408 and closes the connection, or only closes it when an answer has already begun. */
function expire(request: FastifyRequest, reply: FastifyReply): void {
  request.log.info('request body arrived too slowly; closing the connection');
  if (reply.sent || reply.raw.headersSent) {
    request.raw.socket.destroy();
    return;
  }
  void reply
    .status(408)
    .header('connection', 'close')
    .send({ message: REQUEST_TIMEOUT_MESSAGE, requestId: request.id });
}

/**
 * Per-request limits on the body, which Node can only set server-wide: every route's request
 * must have fully arrived `requestMs` after its headers, an upload's `uploadMs` after them, and
 * an upload may not pause for `requestMs` (no new bytes on the connection). Without these, a
 * client trickling one byte every few seconds holds a connection (and its handler) forever.
 */
export function registerRequestTimeouts(app: FastifyInstance, timeouts: Timeouts): void {
  app.addHook('onRequest', (request, reply, done) => {
    const raw = request.raw;
    // `complete`: Node has parsed the whole message (a GET, or a body that came with the headers).
    // inject() has no connection to hold, so nothing to limit (and no socket to watch).
    if (raw.complete || !(raw.socket instanceof Socket)) return done();
    const isUpload = request.routeOptions.config.upload === true;
    const deadline = Date.now() + (isUpload ? timeouts.uploadMs : timeouts.requestMs);
    // Progress is sampled, so a pause is noticed between `requestMs` and 1.5 × `requestMs`.
    const sampleMs = Math.max(1, Math.floor(timeouts.requestMs / 2));
    let bytesSeen = raw.socket.bytesRead;
    let progressAt = Date.now();
    let timer: NodeJS.Timeout | undefined;

    const check = () => {
      if (raw.complete || raw.readableEnded || raw.destroyed) return;
      const now = Date.now();
      if (raw.socket.bytesRead !== bytesSeen) {
        bytesSeen = raw.socket.bytesRead;
        progressAt = now;
      }
      const stalled = isUpload && now - progressAt >= timeouts.requestMs;
      if (now >= deadline || stalled) return expire(request, reply);
      timer = setTimeout(check, Math.min(deadline - now, sampleMs));
    };
    timer = setTimeout(check, Math.min(deadline - Date.now(), sampleMs));
    const stop = () => clearTimeout(timer);
    raw.once('end', stop).once('close', stop);
    done();
  });
}
