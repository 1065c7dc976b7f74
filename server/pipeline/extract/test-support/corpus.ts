import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { businessDir, corpusDir, robustnessDir } from '../../../test-support/corpus.js';

export { projectRoot as repoRoot } from '../../../paths.js';
export { businessDir, robustnessDir };
export const corpusRoot = corpusDir;

export function requireCorpus(): void {
  if (!existsSync(path.join(robustnessDir, 'MANIFEST.tsv')) || !existsSync(businessDir)) {
    throw new Error(
      `Test corpus not found at ${corpusRoot} (expected ../shared/corpus next to the repository)`,
    );
  }
}

export function business(kind: 'pdf' | 'docx' | 'doc' | 'md', base: string): string {
  return path.join(businessDir, kind, `${base}.${kind}`);
}

export interface ManifestRow {
  file: string;
  kind: string;
  expect: 'text' | 'fail';
  notes: string;
}

export function readManifest(): ManifestRow[] {
  const [header, ...lines] = readFileSync(path.join(robustnessDir, 'MANIFEST.tsv'), 'utf8')
    .trim()
    .split('\n');
  const columns = (header ?? '').split('\t');
  const at = (name: string) => columns.indexOf(name);
  return lines.map((line) => {
    const cells = line.split('\t');
    return {
      file: cells[at('file')] ?? '',
      kind: cells[at('kind')] ?? '',
      expect: cells[at('expect')] === 'text' ? 'text' : 'fail',
      notes: cells[at('notes')] ?? '',
    };
  });
}

/** Data rows of the markdown tables of a business document (header rows included, separators not). */
export function markdownTableRows(base: string): string[][] {
  return readFileSync(business('md', base), 'utf8')
    .split('\n')
    .filter((line) => /^\s*\|/.test(line) && !/^\s*\|(\s*:?-+:?\s*\|)+\s*$/.test(line))
    .map((line) =>
      line
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) => cell.trim()),
    )
    .filter((row) => row.some((cell) => cell !== ''));
}

/** Compares cells loosely: markdown markup, line breaks and all whitespace removed, case folded. */
export function cellKey(cell: string): string {
  return cell
    .replace(/<br\s*\/?>/g, ' ')
    .replace(/\*\*|__|`/g, '')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\\\|/g, '|')
    .replace(/\s+/g, '')
    .toLowerCase();
}
