import { isAbsolute, resolve } from 'node:path';
import { z } from 'zod';
import { AI_ENV, aiConfigOf, aiConfigProblems, type AiConfig } from './config-ai.js';
import { optionalString, positiveInt } from './config-fields.js';
import { clientDistFolder, projectRoot } from './paths.js';
import { parseStorageUrl, StorageUrlError, type StorageConfig } from './storage/storage-url.js';

const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;

export type { AiConfig } from './config-ai.js';

/** Every environment variable the app reads, with its default. .env.example documents the same list. */
const envSchema = z.object({
  PORT: z.coerce
    .number({ error: 'must be a port number' })
    .int()
    .min(0)
    .max(65535, 'must be a port number (0-65535)')
    .default(3000),
  HOST: z.string().trim().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().trim().min(1).default('./data'),
  STORAGE_URL: optionalString,
  DATABASE_URL: optionalString.pipe(
    z
      .string()
      .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
      .optional(),
  ),
  LOG_LEVEL: z
    .enum(LOG_LEVELS, { error: `must be one of ${LOG_LEVELS.join(', ')}` })
    .default('info'),
  LOG_FORMAT: z
    .enum(['auto', 'pretty', 'json'], { error: 'must be auto, pretty or json' })
    .default('auto'),
  SHUTDOWN_GRACE_MS: positiveInt(10_000),
  APP_URL: optionalString.pipe(
    z.url({ error: 'must be an absolute URL such as https://docviz.example.com' }).optional(),
  ),
  PLATFORM_ADMIN_EMAIL: optionalString,
  PLATFORM_ADMIN_PASSWORD: optionalString,
  LOGIN_MAX_FAILURES_PER_ACCOUNT: positiveInt(5),
  LOGIN_MAX_FAILURES_PER_IP: positiveInt(100),
  LOGIN_LOCKOUT_MINUTES: positiveInt(15),
  REGISTER_MAX_TAKEN_EMAILS_PER_IP: positiveInt(5),
  AUTH_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  UPLOAD_RATE_LIMIT_PER_MINUTE: positiveInt(60),
  HEADERS_TIMEOUT_MS: positiveInt(10_000),
  REQUEST_TIMEOUT_MS: positiveInt(30_000),
  UPLOAD_TIMEOUT_MS: positiveInt(120_000),
  WORKER_CONCURRENCY: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .max(64)
    .default(2),
  PARSE_TIMEOUT_MS: positiveInt(60_000),
  // At least 256: below that, one large allocation in an extraction thread (a DOCX holding ~95 MB
  // of XML) can exceed V8's out-of-memory allowance for the thread and abort the whole process
  // instead of failing the document (seen at 128 in the hostile-input suite).
  PARSE_MEMORY_MB: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(256, 'must be at least 256')
    .default(512),
  MAX_PDF_PAGES: positiveInt(500),
  // 0 turns OCR off: pages without a text layer (scans) then give no text.
  OCR_MAX_PAGES: z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .min(0, 'must be 0 or more')
    .default(20),
  JOB_LEASE_MS: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.coerce
      .number({ error: 'must be a whole number' })
      .int('must be a whole number')
      .positive('must be above 0')
      .optional(),
  ),
  WORKER_POLL_MS: positiveInt(1000),
  CLIENT_DIR: optionalString,
  INVITE_TTL_DAYS: positiveInt(7),
  SMTP_URL: optionalString.pipe(
    z
      .string()
      .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
      .optional(),
  ),
  MAIL_FROM: z.string().trim().min(3).default('DocViz <no-reply@docviz.local>'),
  SUPPORT_EMAIL: optionalString.pipe(z.email('must be an e-mail address').optional()),
  TRUST_PROXY: z
    .enum(['true', 'false', ''], { error: 'must be true or false' })
    .default('false')
    .transform((value) => value === 'true'),
  ...AI_ENV,
});

export type Env = z.infer<typeof envSchema>;

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  logLevel: (typeof LOG_LEVELS)[number];
  /** auto: pretty lines on a terminal, JSON otherwise (server/logging/logger.ts). */
  logFormat: 'auto' | 'pretty' | 'json';
  /** On SIGTERM/SIGINT, how long requests and document jobs get to finish (server/shutdown.ts). */
  shutdownGraceMs: number;
  appUrl: string;
  platformAdmin: { email: string; password: string } | undefined;
  loginThrottle: {
    maxFailuresPerAccount: number;
    maxFailuresPerIp: number;
    lockoutMinutes: number;
  };
  /** Registrations for already taken addresses one IP may make per hour (see taken-email-probe.ts). */
  registerMaxTakenEmailsPerIp: number;
  authRateLimitPerMinute: number;
  /** Uploads (and, separately, reprocess requests) one member may make per minute. */
  uploadRateLimitPerMinute: number;
  /** How long a client may take to send a request: slow senders must not hold connections. */
  timeouts: {
    /** The request line and headers. */
    headersMs: number;
    /** The whole request, body included, of every route but uploads; also the longest pause inside an upload. */
    requestMs: number;
    /** The whole request of an upload route. */
    uploadMs: number;
  };
  trustProxy: boolean;
  /** The local-disk store's folder (DATA_DIR/uploads, or STORAGE_URL's file:// path). */
  uploadsDir: string;
  /** Where uploaded files live (STORAGE_URL): local disk, or an S3-compatible bucket. */
  storage: StorageConfig;
  inviteTtlDays: number;
  mail: { smtpUrl: string | undefined; from: string; outboxDir: string };
  supportEmail: string | undefined;
  /** The built client served by this process. */
  clientDir: string;
  workers: {
    /** In-process workers; 0 leaves processing to `npm run worker` processes. */
    concurrency: number;
    parseTimeoutMs: number;
    parseMemoryMb: number;
    maxPdfPages: number;
    /** PDF pages without a text layer read by OCR at most, per document (0: no OCR). */
    ocrMaxPages: number;
    /** How long a claimed document stays a worker's before another may take it over. */
    leaseMs: number;
    pollMs: number;
  };
  /** The optional LLM provider (any OpenAI-compatible endpoint); undefined: built-in analysis only. */
  ai: AiConfig | undefined;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((line) => `  ${line}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** Reads and validates the environment; every bad value is reported on its own line. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    throw new ConfigError(
      parsed.error.issues.map((issue) => {
        const name = issue.path.join('.');
        return `${name}=${JSON.stringify(env[name] ?? '')}: ${issue.message}`;
      }),
    );
  }
  const values = parsed.data;
  const problems: string[] = [];
  if (Boolean(values.PLATFORM_ADMIN_EMAIL) !== Boolean(values.PLATFORM_ADMIN_PASSWORD)) {
    problems.push('PLATFORM_ADMIN_EMAIL and PLATFORM_ADMIN_PASSWORD must be set together');
  }
  if (values.PLATFORM_ADMIN_PASSWORD && values.PLATFORM_ADMIN_PASSWORD.length < 8) {
    problems.push('PLATFORM_ADMIN_PASSWORD: must be at least 8 characters');
  }
  problems.push(...aiConfigProblems(values));
  if (values.UPLOAD_TIMEOUT_MS < values.REQUEST_TIMEOUT_MS) {
    problems.push('UPLOAD_TIMEOUT_MS: must be at least REQUEST_TIMEOUT_MS');
  }
  if (problems.length > 0) throw new ConfigError(problems);

  const dataDir = isAbsolute(values.DATA_DIR)
    ? values.DATA_DIR
    : resolve(projectRoot, values.DATA_DIR);
  const storage = storageConfigOf(values.STORAGE_URL, resolve(dataDir, 'uploads'), env);
  return {
    port: values.PORT,
    host: values.HOST,
    dataDir,
    databaseUrl: values.DATABASE_URL,
    logLevel: values.LOG_LEVEL,
    logFormat: values.LOG_FORMAT,
    shutdownGraceMs: values.SHUTDOWN_GRACE_MS,
    appUrl: (values.APP_URL ?? `http://localhost:${values.PORT}`).replace(/\/+$/, ''),
    platformAdmin:
      values.PLATFORM_ADMIN_EMAIL && values.PLATFORM_ADMIN_PASSWORD
        ? { email: values.PLATFORM_ADMIN_EMAIL, password: values.PLATFORM_ADMIN_PASSWORD }
        : undefined,
    loginThrottle: {
      maxFailuresPerAccount: values.LOGIN_MAX_FAILURES_PER_ACCOUNT,
      maxFailuresPerIp: values.LOGIN_MAX_FAILURES_PER_IP,
      lockoutMinutes: values.LOGIN_LOCKOUT_MINUTES,
    },
    registerMaxTakenEmailsPerIp: values.REGISTER_MAX_TAKEN_EMAILS_PER_IP,
    authRateLimitPerMinute: values.AUTH_RATE_LIMIT_PER_MINUTE,
    uploadRateLimitPerMinute: values.UPLOAD_RATE_LIMIT_PER_MINUTE,
    timeouts: {
      headersMs: values.HEADERS_TIMEOUT_MS,
      requestMs: values.REQUEST_TIMEOUT_MS,
      uploadMs: values.UPLOAD_TIMEOUT_MS,
    },
    trustProxy: values.TRUST_PROXY,
    uploadsDir: storage.kind === 'local' ? storage.root : resolve(dataDir, 'uploads'),
    storage,
    inviteTtlDays: values.INVITE_TTL_DAYS,
    mail: {
      smtpUrl: values.SMTP_URL,
      from: values.MAIL_FROM,
      outboxDir: resolve(dataDir, 'outbox'),
    },
    supportEmail: values.SUPPORT_EMAIL,
    clientDir: values.CLIENT_DIR ? resolve(projectRoot, values.CLIENT_DIR) : clientDistFolder,
    workers: {
      concurrency: values.WORKER_CONCURRENCY,
      parseTimeoutMs: values.PARSE_TIMEOUT_MS,
      parseMemoryMb: values.PARSE_MEMORY_MB,
      maxPdfPages: values.MAX_PDF_PAGES,
      ocrMaxPages: values.OCR_MAX_PAGES,
      leaseMs: values.JOB_LEASE_MS ?? values.PARSE_TIMEOUT_MS + 60_000,
      pollMs: values.WORKER_POLL_MS,
    },
    ai: aiConfigOf(values),
  };
}

function storageConfigOf(
  value: string | undefined,
  defaultRoot: string,
  env: NodeJS.ProcessEnv,
): StorageConfig {
  try {
    return parseStorageUrl(value, defaultRoot, env);
  } catch (error) {
    if (error instanceof StorageUrlError)
      // A URL with credentials in it is refused, and its secret is not repeated in the message.
      throw new ConfigError([
        `STORAGE_URL=${JSON.stringify(value?.replace(/\/\/[^/@]*@/, '//***@'))}: ${error.message}`,
      ]);
    throw error;
  }
}
