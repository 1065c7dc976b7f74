import type { FastifyRequest } from 'fastify';
import pino, { type DestinationStream, type Logger, type LoggerOptions } from 'pino';
import pretty from 'pino-pretty';
import type { AppConfig } from '../config.js';
import { REDACT_PATHS, REDACTED, serializeError, serializeRequest } from './redaction.js';

export type LogFormat = 'pretty' | 'json';

type LogSettings = Pick<AppConfig, 'logLevel' | 'logFormat'>;

/**
 * LOG_FORMAT, or else where the lines go: a person at a terminal reads one short line per event,
 * a log collector (a pipe, a file, a container runtime) parses one JSON object per line.
 */
export function resolveLogFormat(
  setting: AppConfig['logFormat'],
  stdoutIsTerminal = process.stdout.isTTY === true,
): LogFormat {
  if (setting !== 'auto') return setting;
  return stdoutIsTerminal ? 'pretty' : 'json';
}

interface RequestLine {
  req?: { method?: string; url?: string };
  res?: { statusCode?: number };
  responseTime?: number;
}

/** "request completed GET /api/documents 200 12 ms": the request fields inline, not as objects. */
function prettyMessage(log: Record<string, unknown>, messageKey: string): string {
  const { req, res, responseTime } = log as RequestLine;
  const parts = [String(log[messageKey] ?? '')];
  if (req?.method) parts.push(`${req.method} ${req.url ?? ''}`);
  if (res?.statusCode) parts.push(String(res.statusCode));
  if (typeof responseTime === 'number') parts.push(`${Math.round(responseTime)} ms`);
  return parts.join(' ');
}

/**
 * Human-readable lines, formatted in this thread and written synchronously: a terminal is not a
 * throughput path, and nothing is lost when the process exits right after its last line.
 */
function prettyStream(destination: DestinationStream | undefined): DestinationStream {
  return pretty({
    destination: destination ?? 1,
    sync: true,
    translateTime: 'SYS:HH:MM:ss.l',
    ignore: 'pid,hostname,reqId,req,res,responseTime',
    messageFormat: prettyMessage,
  });
}

/**
 * The one logger configuration of the web app (Fastify's `logger` option) and the worker process:
 * level, format, redaction and the serializers that keep secrets out. `destination` replaces
 * stdout (tests capture lines with it), in either format.
 */
export function loggerOptions(
  settings: LogSettings,
  destination?: DestinationStream,
): LoggerOptions & { stream?: DestinationStream } {
  const stream =
    resolveLogFormat(settings.logFormat) === 'pretty' ? prettyStream(destination) : destination;
  return {
    level: settings.logLevel,
    redact: { paths: REDACT_PATHS, censor: REDACTED },
    serializers: {
      req: (request: FastifyRequest) => serializeRequest(request),
      err: serializeError,
    },
    ...(stream && { stream }),
  };
}

/** A logger outside Fastify (the worker process), configured like the app's. */
export function createLogger(
  settings: LogSettings,
  bindings: Record<string, unknown>,
  destination?: DestinationStream,
): Logger {
  const { stream, ...options } = loggerOptions(settings, destination);
  return pino({ ...options, base: { pid: process.pid, ...bindings } }, stream);
}
