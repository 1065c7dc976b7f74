// Builds the client and server when dist/ is missing or older than the sources, so `npm start`
// always serves what is checked out without rebuilding on every start.
import { execSync } from 'node:child_process';
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const stamp = join(root, 'dist', '.build-stamp');
const inputs = [
  'client',
  'common',
  'server',
  'scripts',
  'package-lock.json',
  'vite.config.ts',
  'tsconfig.json',
  'tsconfig.build.json',
  'tsconfig.client.json',
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0;
const sources = Math.max(...inputs.map((input) => newestMtime(join(root, input))));
if (built < sources) {
  console.log('Building DocViz (client and server)...');
  execSync('npm run build', { cwd: root, stdio: 'inherit' });
  writeFileSync(stamp, new Date().toISOString());
}
