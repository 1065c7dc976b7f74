/**
 * The API benchmark's servers run as child processes (Node with tsx), so the load generator in
 * the parent never shares an event loop with the server it measures: the app and the hello-world
 * yardstick are started the same way and differ only in what they serve.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { openSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const PROJECT_ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface ServerProcess {
  url: string;
  stop(): Promise<void>;
}

export interface StartOptions {
  /** A script under the project root, run with tsx. */
  script: string;
  port: number;
  /** Answers 2xx once the server is listening. */
  readyPath: string;
  env?: Record<string, string | undefined>;
  /** Write a V8 CPU profile (.cpuprofile) into this folder when the process exits. */
  cpuProfileDir?: string;
  /** Append the server's standard output (its log) to this file instead of dropping it. */
  logFile?: string;
}

async function waitUntilReady(url: string, child: ChildProcess, stderr: () => string) {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${stderr()}`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`server not ready at ${url} after 2 minutes:\n${stderr()}`);
}

export async function startServer(options: StartOptions): Promise<ServerProcess> {
  const profile = options.cpuProfileDir
    ? ['--cpu-prof', `--cpu-prof-dir=${options.cpuProfileDir}`]
    : [];
  const child = spawn(process.execPath, ['--import', 'tsx', ...profile, options.script], {
    cwd: PROJECT_ROOT,
    env: { ...process.env, ...options.env, PORT: String(options.port), HOST: '127.0.0.1' },
    // The server's log goes to a file or nowhere (as to a log collector); errors are kept.
    stdio: ['ignore', options.logFile ? openSync(options.logFile, 'a') : 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr!.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString('utf8')).slice(-4000);
  });
  const url = `http://127.0.0.1:${options.port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitUntilReady(url + options.readyPath, child, () => errors);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return {
    url,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(killer);
    },
  };
}
