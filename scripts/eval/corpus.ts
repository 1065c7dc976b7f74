import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { DocumentCategory } from '../../common/categories.js';
import { extractFile } from '../../server/pipeline/extract/extract-file.js';
import type { Block, DocumentKind } from '../../server/pipeline/extract/types.js';
import { corpusFolder } from '../../server/paths.js';

/** The business corpus next to the project: ../shared/corpus/business (labels.json + pdf/docx/doc). */
export const CORPUS_ROOT = corpusFolder;
export const BUSINESS = resolve(CORPUS_ROOT, 'business');
export const FORMATS: readonly DocumentKind[] = ['pdf', 'docx', 'doc'];

export interface LabelledRisk {
  name: string;
  probability?: number;
  impact?: number;
  probability_text?: string;
  impact_text?: string;
}

export interface Label {
  file: string;
  category: DocumentCategory;
  doc_type?: string;
  expected: {
    subject?: string;
    competitors?: string[];
    phases?: { name: string }[];
    milestones?: { date: string | null; description: string }[];
    segments?: string[];
    pains?: string[];
    gains?: string[];
    risks?: LabelledRisk[];
  };
}

export interface ExtractedFile {
  label: Label;
  format: DocumentKind;
  text: string;
  blocks: Block[];
  extractMs: number;
}

export function loadLabels(): Label[] {
  const path = resolve(BUSINESS, 'labels.json');
  if (!existsSync(path)) throw new Error(`No labels at ${path}: is the shared corpus checked out?`);
  return JSON.parse(readFileSync(path, 'utf8')) as Label[];
}

/** Real extraction, on the calling thread, of every format of every labelled document. */
export async function extractCorpus(
  labels: readonly Label[],
  formats: readonly DocumentKind[] = FORMATS,
): Promise<ExtractedFile[]> {
  const out: ExtractedFile[] = [];
  for (const label of labels) {
    for (const format of formats) {
      const path = resolve(BUSINESS, format, `${label.file}.${format}`);
      const started = performance.now();
      const result = await extractFile(path, format);
      out.push({
        label,
        format,
        text: result.text,
        blocks: result.blocks,
        extractMs: performance.now() - started,
      });
    }
  }
  return out;
}
