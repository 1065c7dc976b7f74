import type { FastifyRequest } from 'fastify';
import pino from 'pino';

/**
 * What a log line must never carry: passwords, tokens (sessions, invitations, password resets,
 * API keys) and document text. Three layers, because each secret reaches a log a different way:
 * fields named like secrets (pino `redact`), URLs with a token in the path or query string (the
 * `req` serializer), and database errors that quote a failed query's parameters (the `err`
 * serializer).
 */

export const REDACTED = '[redacted]';

/** Field paths pino censors in every line, at the top level and one object deep. */
const SECRET_FIELDS = [
  'password',
  'currentPassword',
  'newPassword',
  'token',
  'apiKey',
  'authorization',
  'cookie',
  // Document and e-mail bodies: extracted text, and mails that carry reset and invite links.
  'text',
  'extractedText',
  'html',
];

export const REDACT_PATHS = [
  // Request headers wherever a library logs them (e.g. @fastify/multipart at trace: busboyOptions.headers).
  ...['authorization', 'cookie'].flatMap((name) => [`headers.${name}`, `*.headers.${name}`]),
  'res.headers["set-cookie"]',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((field) => `*.${field}`),
];

/**
 * Query parameters whose values are kept: paging and filters. Every other value is replaced, so
 * a new secret-bearing parameter (`?token=`, `?invite=`) is hidden without anyone listing it.
 */
const PLAIN_QUERY_KEYS = new Set(['cursor', 'limit', 'page', 'status', 'category', 'sort']);

/** Route parameters that are secrets themselves (GET /api/invitations/:token). */
const SECRET_PARAM = /token|secret|key|code/i;

/** The URL as it may be logged: secret route parameters and unknown query values replaced. */
export function loggableUrl(url: string, params?: Record<string, unknown>): string {
  const queryStart = url.indexOf('?');
  let path = queryStart < 0 ? url : url.slice(0, queryStart);
  for (const [name, value] of Object.entries(params ?? {})) {
    if (!SECRET_PARAM.test(name) || typeof value !== 'string' || value === '') continue;
    path = path
      .split('/')
      .map((segment) => (safeDecode(segment) === value ? REDACTED : segment))
      .join('/');
  }
  if (queryStart < 0) return path;
  const query = url
    .slice(queryStart + 1)
    .split('&')
    .map((pair) => {
      const [key = '', ...value] = pair.split('=');
      if (value.length === 0 || PLAIN_QUERY_KEYS.has(safeDecode(key))) return pair;
      return `${key}=${REDACTED}`;
    })
    .join('&');
  return `${path}?${query}`;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** Fastify's own request fields, with the URL made safe (the `req` key of a request's lines). */
export function serializeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: loggableUrl(request.url, request.params as Record<string, unknown> | undefined),
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

interface QueryError extends Error {
  query: string;
  params: unknown[];
}

/** Drizzle's DrizzleQueryError: its message (and so its stack) quotes every parameter of the query. */
function isQueryError(error: unknown): error is QueryError {
  return (
    error instanceof Error &&
    typeof (error as Partial<QueryError>).query === 'string' &&
    Array.isArray((error as Partial<QueryError>).params)
  );
}

/**
 * pino's error serializer, minus query parameters: a failed INSERT or UPDATE would otherwise log
 * the values it wrote, such as a document's whole extracted text or a token's hash. The SQL
 * (placeholders only) and the database's own reason stay, which is what an operator needs.
 */
export function serializeError(error: unknown): unknown {
  const serialized = pino.stdSerializers.err(error as Error) as unknown;
  if (!serialized || typeof serialized !== 'object') return serialized;
  const out = serialized as Record<string, unknown>;
  for (let current: unknown = error, depth = 0; current && depth < 10; depth += 1) {
    if (isQueryError(current)) {
      const safe = `Failed query: ${current.query} (parameters not logged)`;
      for (const field of ['message', 'stack'] as const) {
        if (typeof out[field] === 'string') {
          out[field] = (out[field] as string).split(current.message).join(safe);
        }
      }
      delete out.params;
    }
    current = (current as { cause?: unknown }).cause;
  }
  return out;
}
