import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { corpusFolder } from '../paths.js';

/** ../shared/corpus beside the repository (CI and every developer have it there). */
export const corpusDir = corpusFolder;
export const businessDir = resolve(corpusDir, 'business');
export const robustnessDir = resolve(corpusDir, 'robustness');

export function corpusFile(relativePath: string): Buffer {
  return readFileSync(resolve(corpusDir, relativePath));
}

/**
 * Whether a corpus file is there, for tests that skip without it. Never silent: on CI (which
 * checks the corpus out) a missing corpus fails the run; elsewhere the skip is announced.
 */
export function corpusAvailable(relativePath = 'business/labels.json'): boolean {
  const path = resolve(corpusDir, relativePath);
  if (existsSync(path)) return true;
  const message = `The test corpus is missing: ${path} (expected ../shared/corpus next to the repository).`;
  if (process.env.CI) throw new Error(message);
  console.warn(`${message} The tests that read it are skipped.`);
  return false;
}
