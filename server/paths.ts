import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package root, found by walking up from this file: the same answer from server/ (tsx) and dist/server/ (built). */
function findProjectRoot(start: string): string {
  let dir = start;
  while (!existsSync(join(dir, 'package.json'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error(`No package.json above ${start}`);
    dir = parent;
  }
  return dir;
}

export const projectRoot = findProjectRoot(dirname(fileURLToPath(import.meta.url)));
export const migrationsFolder = resolve(projectRoot, 'server/db/migrations');
export const clientDistFolder = resolve(projectRoot, 'dist/client');
/** The shared test and training corpus beside the repository (../shared/corpus); never read in production. */
export const corpusFolder = resolve(projectRoot, '..', 'shared', 'corpus');
