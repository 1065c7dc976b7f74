import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { projectRoot } from '../server/paths.js';

/**
 * `npm start` (and every script that starts a DocViz process) must hand SIGTERM to Node: npm
 * forwards it to the shell that runs the script, and a shell running `a && node b` dies of it
 * without passing it on, leaving the server running, orphaned (issue 16: "still alive 20 s
 * later"). Docker, systemd and CI stop processes that way. `exec node …` makes Node the shell's
 * own process, so it gets the signal and shuts down gracefully.
 *
 * Each script's real text runs under npm in a scratch folder where its `node` files are stand-ins:
 * the entry records the SIGTERM it receives. No build needed.
 */
const scripts = (
  JSON.parse(readFileSync(join(projectRoot, 'package.json'), 'utf8')) as {
    scripts: Record<string, string>;
  }
).scripts;
const STARTERS = Object.entries(scripts).filter(([, text]) =>
  /dist\/server\/(main|worker-main)\.js/.test(text),
);

const ENTRY_STAND_IN = `
import { writeFileSync } from 'node:fs';
writeFileSync('entry.pid', String(process.pid));
process.on('SIGTERM', () => { writeFileSync('got-sigterm', ''); process.exit(0); });
setInterval(() => {}, 1000);
console.log('ready');
`;

async function runUnderNpm(name: string, text: string): Promise<{ gotSigterm: boolean }> {
  const dir = mkdtempSync(join(tmpdir(), 'docviz-npm-signal-'));
  try {
    const pkg = {
      name: 'signal-probe',
      version: '1.0.0',
      type: 'module',
      scripts: { [name]: text },
    };
    writeFileSync(join(dir, 'package.json'), JSON.stringify(pkg));
    for (const [, file] of text.matchAll(/node\s+(\S+\.m?js)/g)) {
      mkdirSync(dirname(join(dir, file!)), { recursive: true });
      writeFileSync(join(dir, file!), /dist\/server\//.test(file!) ? ENTRY_STAND_IN : '');
    }
    const npm = spawn('npm', ['run', '--silent', name], {
      cwd: dir,
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    await new Promise<void>((resolve, reject) => {
      npm.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      npm.once('exit', () => reject(new Error(`npm run ${name} ended before its entry started`)));
    });
    const exited = new Promise((resolve) => npm.once('exit', resolve));
    npm.kill('SIGTERM');
    await exited;
    const deadline = Date.now() + 2_000;
    while (!existsSync(join(dir, 'got-sigterm')) && Date.now() < deadline)
      await new Promise((resolve) => setTimeout(resolve, 50));
    const gotSigterm = existsSync(join(dir, 'got-sigterm'));
    if (!gotSigterm) {
      // The orphan this test exists to catch: stop it by its own pid.
      process.kill(Number(readFileSync(join(dir, 'entry.pid'), 'utf8')), 'SIGKILL');
    }
    return { gotSigterm };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('scripts that start DocViz', () => {
  it('exist', () => {
    expect(STARTERS.map(([name]) => name)).toEqual(expect.arrayContaining(['start', 'worker']));
  });

  it.each(STARTERS)('npm run %s passes SIGTERM on to Node', async (name, text) => {
    expect(await runUnderNpm(name, text)).toEqual({ gotSigterm: true });
  });
});
