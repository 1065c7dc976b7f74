import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { projectRoot } from '../paths.js';

/**
 * Real DocViz processes started from source (`node --import tsx`), as an operator runs them:
 * `npm start` web processes and `npm run worker` processes on one PostgreSQL and one DATA_DIR.
 * Used by the multi-process test and `npm run bench:workers`.
 */

/** One pino line a process printed (JSON on stdout). */
export interface LogLine {
  msg?: string;
  documentId?: number;
  attempt?: number;
  [key: string]: unknown;
}

export interface DocVizProcess {
  role: 'server' | 'worker';
  name: string;
  child: ChildProcess;
  /** Every log line printed so far, in order. */
  logs: LogLine[];
  /** The server's own address (servers only; '' for workers). */
  url: string;
}

export interface ClusterOptions {
  databaseUrl: string;
  /** Shared by every process: uploads written by a server are read by the workers. */
  dataDir: string;
  /** Extra environment for every process (WORKER_POLL_MS, JOB_LEASE_MS…). */
  env?: Record<string, string>;
}

const ENTRY = { server: 'server/main.ts', worker: 'server/worker-main.ts' } as const;
const READY_MESSAGE = { server: 'DocViz is ready on ', worker: 'DocViz worker started' } as const;

/**
 * Starts one process and resolves once it says it is ready. Servers listen on a free port of
 * 127.0.0.1 (PORT=0, read back from the ready line), so parallel test files never collide.
 */
export function startDocVizProcess(
  role: DocVizProcess['role'],
  name: string,
  options: ClusterOptions & {
    workerConcurrency: number;
    startTimeoutMs?: number;
    /**
     * Its own session, so its own scheduling group where Linux shares CPU per session
     * (autogroup), as a separate service would run; otherwise all the processes started here
     * share the one group of the test or script that started them.
     */
    ownSession?: boolean;
  },
): Promise<DocVizProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', ENTRY[role]], {
    cwd: projectRoot,
    detached: options.ownSession ?? false,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      DATABASE_URL: options.databaseUrl,
      DATA_DIR: options.dataDir,
      HOST: '127.0.0.1',
      PORT: '0',
      LOG_LEVEL: 'info',
      LOG_FORMAT: 'json',
      WORKER_CONCURRENCY: String(options.workerConcurrency),
      PLATFORM_ADMIN_EMAIL: '',
      PLATFORM_ADMIN_PASSWORD: '',
      AI_BASE_URL: '',
      AI_API_KEY: '',
      AI_MODEL: '',
      // The tests upload hundreds of documents a minute as one member.
      UPLOAD_RATE_LIMIT_PER_MINUTE: '100000',
      ...options.env,
    },
  });
  const started: DocVizProcess = { role, name, child, logs: [], url: '' };
  const stderr: string[] = [];
  createInterface({ input: child.stderr! }).on('line', (line) => {
    stderr.push(line);
    if (stderr.length > 50) stderr.shift();
  });
  let ready = false;
  return new Promise((resolve, reject) => {
    const fail = (why: string) => {
      clearTimeout(timer);
      child.kill('SIGKILL');
      reject(new Error(`${name} (${role}) ${why}\n${stderr.join('\n')}`));
    };
    const timer = setTimeout(() => fail('did not start in time'), options.startTimeoutMs ?? 60_000);
    child.once('exit', (code, signal) => fail(`exited before it was ready (${code ?? signal})`));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      let parsed: LogLine;
      try {
        parsed = JSON.parse(line) as LogLine;
      } catch {
        return; // not a log line (a library printing to stdout)
      }
      started.logs.push(parsed);
      if (ready || !parsed.msg?.startsWith(READY_MESSAGE[role])) return;
      ready = true;
      if (role === 'server') {
        const port = /:(\d+)/.exec(parsed.msg.slice(READY_MESSAGE.server.length))?.[1];
        started.url = `http://127.0.0.1:${port}`;
      }
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve(started);
    });
  });
}

/** Stops processes: SIGTERM (a clean shutdown), then SIGKILL for any still running after `graceMs`. */
export async function stopDocVizProcesses(
  processes: readonly DocVizProcess[],
  graceMs = 5_000,
): Promise<void> {
  await Promise.all(
    processes.map(async ({ child }) => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    }),
  );
}

/** The ids a worker process logged as processed (one 'document processed' line per finished job). */
export function processedIds(process: DocVizProcess): number[] {
  return process.logs
    .filter((line) => line.msg === 'document processed' && typeof line.documentId === 'number')
    .map((line) => line.documentId!);
}

/** Registers a new account (and organization) through a server's API; answers its token. */
export async function registerOverHttp(serverUrl: string): Promise<string> {
  const response = await fetch(`${serverUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: `multi-${Date.now()}-${Math.random().toString(16).slice(2)}@example.com`,
      organizationName: 'Multi-process Org',
      password: 'correct horse battery',
    }),
  });
  if (response.status !== 201)
    throw new Error(`register: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** POST /api/documents over HTTP, as the upload dialog does; answers the new document's id. */
export async function uploadOverHttp(
  serverUrl: string,
  token: string,
  content: Buffer,
  fileName: string,
): Promise<number> {
  const form = new FormData();
  form.append('name', fileName);
  form.append('file', new Blob([new Uint8Array(content)], { type: 'application/pdf' }), fileName);
  const response = await fetch(`${serverUrl}/api/documents`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (response.status !== 201)
    throw new Error(`upload: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { id: number }).id;
}
