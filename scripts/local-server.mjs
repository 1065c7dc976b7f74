// Starts DocViz for a script (the security scan, the Lighthouse run) on 127.0.0.1, a free port
// and a throw-away data directory, and stops it again. One copy, used by scripts/scan and
// scripts/lighthouse.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const HOST = '127.0.0.1';

export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

async function waitUntilUp(baseUrl, child) {
  // Generous: a start from source (tsx) on a busy 2-core machine has taken 45 s.
  for (let attempt = 0; attempt < 360; attempt++) {
    if (child.exitCode !== null) throw new Error(`server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/healthz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('server did not answer within 3 minutes');
}

/**
 * Runs dist/server/main.js, or server/main.ts through tsx when `useTsx`, with `env` added to the
 * defaults. Returns the base URL and a stop function (SIGTERM, then SIGKILL after 10 s) that also
 * removes the data directory.
 */
export async function startLocalServer(
  root,
  { useTsx = false, env = {}, label = 'docviz', stdout = 'ignore' } = {},
) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), `${label}-data-`));
  const entry = useTsx ? ['--import', 'tsx', 'server/main.ts'] : ['dist/server/main.js'];
  const baseUrl = `http://${HOST}:${port}`;
  const child = spawn(process.execPath, entry, {
    cwd: root,
    stdio: ['ignore', stdout, 'inherit'],
    env: {
      PATH: process.env.PATH,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      APP_URL: baseUrl,
      WORKER_CONCURRENCY: '1',
      ...env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilUp(baseUrl, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}
