import { isAbsolute, resolve } from 'node:path';
import type { DocumentKind } from '../../server/pipeline/extract/types.js';

export interface GalleryOptions {
  /** Formats to process, in this order (default pdf only). */
  formats: DocumentKind[];
  /** Only documents whose file name starts with one of these prefixes (default all). */
  only: string[];
  /** Output folder, absolute. */
  out: string;
  /** Analyse each document with a classifier trained without it (honest category verdicts). */
  crossValidate: boolean;
}

const KNOWN_FORMATS: readonly DocumentKind[] = ['pdf', 'docx', 'doc'];

export const USAGE = `npm run gallery [-- options]
  --formats=pdf,docx,doc   formats to process (default pdf)
  --only=PREFIX[,PREFIX]   only documents whose file name starts with a prefix (e.g. --only=01,17)
  --out=DIR                output folder (default gallery/ at the repository root)
  --cv                     classify each document with a model trained without it`;

/** Parses the command line; throws an Error with a readable message on a bad option. */
export function parseOptions(args: readonly string[], root: string): GalleryOptions {
  const options: GalleryOptions = {
    formats: ['pdf'],
    only: [],
    out: resolve(root, 'gallery'),
    crossValidate: false,
  };
  for (const arg of args) {
    const [, name, value = ''] = /^--([a-z-]+)(?:=(.*))?$/.exec(arg) ?? [];
    const list = value
      .split(',')
      .map((part) => part.trim())
      .filter(Boolean);
    if (name === 'cv' && !value) {
      options.crossValidate = true;
    } else if (name === 'formats') {
      const unknown = list.filter((f) => !KNOWN_FORMATS.includes(f as DocumentKind));
      if (unknown.length > 0 || list.length === 0) {
        throw new Error(`--formats takes pdf, docx and doc, not "${value}"`);
      }
      options.formats = KNOWN_FORMATS.filter((f) => list.includes(f));
    } else if (name === 'only') {
      if (list.length === 0) throw new Error('--only needs a file name prefix');
      options.only = list;
    } else if (name === 'out') {
      if (!value) throw new Error('--out needs a folder');
      // npm runs scripts from the package root; INIT_CWD is where the command was typed.
      options.out = isAbsolute(value)
        ? value
        : resolve(process.env.INIT_CWD ?? process.cwd(), value);
    } else {
      throw new Error(`unknown option ${arg}`);
    }
  }
  return options;
}
