// Starts the built server for the end-to-end specs on a fresh data directory, removed on exit.
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const port = process.env.E2E_PORT ?? '3999';
const dataDir = mkdtempSync(join(tmpdir(), 'docviz-e2e-'));
// The specs read e-mails from DATA_DIR/outbox; they find the directory through this file,
// one per port so runs on different ports never mix (see e2e/support.ts).
const dataDirFile = join(tmpdir(), `docviz-e2e-data-dir-${port}.txt`);
writeFileSync(dataDirFile, dataDir);
// E2E_USE_TSX=1 runs the server from source (no server build), e.g. while developing a spec.
const entry = process.env.E2E_USE_TSX
  ? ['--import', 'tsx', 'server/main.ts']
  : ['dist/server/main.js'];
const child = spawn(process.execPath, entry, {
  stdio: 'inherit',
  env: {
    ...process.env,
    PORT: port,
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    APP_URL: `http://127.0.0.1:${port}`,
    PLATFORM_ADMIN_EMAIL: 'platform-admin@docviz.test',
    PLATFORM_ADMIN_PASSWORD: 'platform-admin-password',
    SUPPORT_EMAIL: 'support@docviz.test',
    AUTH_RATE_LIMIT_PER_MINUTE: '1000',
    UPLOAD_RATE_LIMIT_PER_MINUTE: process.env.UPLOAD_RATE_LIMIT_PER_MINUTE ?? '1000',
    LOGIN_MAX_FAILURES_PER_IP: '1000',
    REGISTER_MAX_TAKEN_EMAILS_PER_IP: '1000',
  },
});
const stop = () => child.kill('SIGTERM');
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
child.on('exit', (code) => {
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(dataDirFile, { force: true });
  process.exit(code ?? 0);
});
