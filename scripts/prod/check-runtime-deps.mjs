// npm run check:runtime-deps — after `npm run build`: every package the built server imports at
// run time is a production dependency, so `npm ci --omit=dev` + `npm run start:prod` (the
// Dockerfile) works. It follows the import graph from the production entry points through
// dist/, so a dev-only import in code production never loads (benchmarks, tests) is not flagged.
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');
const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
const production = new Set(Object.keys(pkg.dependencies ?? {}));
const builtins = new Set(builtinModules);
/** What production starts: the server, the worker process, the admin command, and the files
 * they start as threads (extraction, exports) by path rather than by import. */
const ENTRIES = [
  'server/main.js',
  'server/worker-main.js',
  'scripts/admin-create.js',
  'server/pipeline/extract/extract-worker.js',
  'server/export/export-worker.js',
];
const dist = resolve(process.env.DIST_DIR ?? join(root, 'dist'));
// Static `from '...'`, side-effect `import '...'` and dynamic `import('...')` in tsc's output.
const SPECIFIER = /(?:\bfrom\s*|\bimport\s*\(?\s*)['"]([^'"]+)['"]/g;

// Comment lines are left out: prose such as "starts from 'uploaded'" must not read as an import.
const codeOf = (source) =>
  source
    .split('\n')
    .filter((line) => !/^\s*(\/\/|\/\*|\*)/.test(line))
    .join('\n');

const packageOf = (specifier) =>
  specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];

const seen = new Set();
const offenders = new Map();
const queue = ENTRIES.map((entry) => join(dist, entry));
for (const file of queue) {
  if (!existsSync(file)) {
    console.error(`check:runtime-deps: ${file} is missing; run npm run build first`);
    process.exit(1);
  }
}
while (queue.length > 0) {
  const file = queue.pop();
  if (seen.has(file)) continue;
  seen.add(file);
  for (const [, specifier] of codeOf(readFileSync(file, 'utf8')).matchAll(SPECIFIER)) {
    if (specifier.startsWith('.')) {
      const target = resolve(dirname(file), specifier);
      if (target.endsWith('.js') && existsSync(target)) queue.push(target);
      continue;
    }
    if (specifier.startsWith('node:') || builtins.has(specifier)) continue;
    const name = packageOf(specifier);
    if (!production.has(name)) offenders.set(name, file.slice(dist.length + 1));
  }
}

if (offenders.size > 0) {
  console.error('Imported at run time but not in "dependencies" of package.json:');
  for (const [name, file] of offenders) console.error(`  ${name}  (first seen in ${file})`);
  process.exit(1);
}
console.log(`check:runtime-deps: ${seen.size} built files, every package import is a dependency`);
