import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { projectRoot } from '../paths.js';

/** ../shared/corpus beside the repository (CI and every developer have it there). */
export const corpusDir = resolve(projectRoot, '..', 'shared', 'corpus');

export function corpusFile(relativePath: string): Buffer {
  return readFileSync(resolve(corpusDir, relativePath));
}
