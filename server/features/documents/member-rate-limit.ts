import type { FastifyRequest } from 'fastify';
import { AppError } from '../../errors.js';

/**
 * A per-member, per-minute limit for the routes that start a document job (upload, reprocess):
 * each one costs a worker's extraction and analysis, and the bulk upload dialog sends many at
 * once. Counted per member rather than per IP, so colleagues behind one office address do not
 * share a budget; the route's access check runs first, so the member is known. The message says
 * what was limited and when to try again; Retry-After says it to programs.
 */
export function memberRateLimit(max: number, what: 'uploads' | 'reprocess requests') {
  return {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      request.actor ? `member-${request.actor.userId}` : request.ip,
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => {
      const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
      return new AppError(
        429,
        `Too many ${what}. Please try again in ${seconds} second${seconds === 1 ? '' : 's'}.`,
        undefined,
        { 'retry-after': String(seconds) },
      );
    },
  };
}
