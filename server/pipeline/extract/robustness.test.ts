import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { detectFileType } from './detect-type.js';
import { ExtractionError } from './errors.js';
import { createExtractionPool } from './extract-pool.js';
import { readManifest, requireCorpus, robustnessDir } from './test-support/corpus.js';

/**
 * Every file of the robustness corpus, the way the server sees it: kind from the bytes,
 * then the worker pool with a timeout. No file may crash or hang the pool, and the outcome
 * (text or failure) must agree with MANIFEST.tsv for at least 90% of the files.
 */

/**
 * Scans without a text layer, which MANIFEST.tsv (written before OCR) expects to give no text:
 * OCR reads them now, and each must give these words. The third scanned file,
 * pypdf__imagemagick-CCITTFaxDecode.pdf, is a 16×16-pixel image with nothing to read: it still fails.
 */
const READ_BY_OCR: Record<string, RegExp> = {
  'pdf/tika__testOCR.pdf': /Happy New Year 2003/,
  'pdf/camelot__image.pdf': /Integrative Health and Sports Performance[\s\S]*Miamisburg/,
};

requireCorpus();

const TIMEOUT_MS = 30_000;
const THREADS = 2;
const pool = createExtractionPool({ maxThreads: THREADS, timeoutMs: TIMEOUT_MS });
afterAll(() => pool.close());

interface Outcome {
  file: string;
  expect: 'text' | 'fail';
  got: 'text' | 'fail';
  detail: string;
  ms: number;
  text?: string;
  ocrPages?: number;
}

async function run(file: string): Promise<Omit<Outcome, 'file' | 'expect'>> {
  const started = Date.now();
  const kind = await detectFileType(path.join(robustnessDir, file));
  if (!kind)
    return {
      got: 'fail',
      detail: 'unsupported_type (bytes are not PDF, DOCX or DOC)',
      ms: Date.now() - started,
    };
  try {
    const result = await pool.extract(path.join(robustnessDir, file), kind);
    const chars = result.text.replace(/\s/g, '').length;
    const warnings = result.warnings.length > 0 ? `; ${result.warnings.join(' ')}` : '';
    const ocr = result.ocr ? `; OCR on ${result.ocr.pages} of ${result.ocr.ofPages} pages` : '';
    return {
      got: 'text',
      detail: `${kind}: ${chars} chars${ocr}${warnings}`,
      ms: Date.now() - started,
      text: result.text,
      ocrPages: result.ocr?.pages ?? 0,
    };
  } catch (error) {
    expect(error, `${file} must fail with an ExtractionError`).toBeInstanceOf(ExtractionError);
    const e = error as ExtractionError;
    return {
      got: 'fail',
      detail: `${kind}: ${e.code}${e.detail ? ` (${e.detail})` : ''}`,
      ms: Date.now() - started,
    };
  }
}

it('extracts text or fails cleanly for every robustness file, agreeing with MANIFEST.tsv', async () => {
  const manifest = readManifest();
  expect(manifest.length).toBeGreaterThanOrEqual(89);
  const started = Date.now();
  // As many files at a time as the pool has threads, so each file's time is its own.
  const outcomes: Outcome[] = [];
  const queue = [...manifest];
  const runner = async () => {
    for (let row = queue.shift(); row; row = queue.shift()) {
      const expected = READ_BY_OCR[row.file] ? 'text' : row.expect;
      outcomes.push({ file: row.file, expect: expected, ...(await run(row.file)) });
    }
  };
  await Promise.all(Array.from({ length: THREADS }, runner));
  const elapsed = Date.now() - started;

  const slowest = [...outcomes].sort((a, b) => b.ms - a.ms).slice(0, 3);
  const disagreements = outcomes.filter((o) => o.got !== o.expect);
  const agreement = 1 - disagreements.length / outcomes.length;
  console.log(
    [
      `robustness corpus: ${outcomes.length} files in ${elapsed} ms (${THREADS} threads, ${TIMEOUT_MS} ms timeout each)`,
      `slowest: ${slowest.map((o) => `${o.file} ${o.ms} ms`).join(', ')}`,
      `agreement with MANIFEST.tsv: ${outcomes.length - disagreements.length}/${outcomes.length} (${(agreement * 100).toFixed(1)}%)`,
      ...disagreements.map(
        (o) => `  DISAGREES ${o.file}: expected ${o.expect}, got ${o.got} — ${o.detail}`,
      ),
    ].join('\n'),
  );

  for (const o of outcomes) expect(o.detail, o.file).not.toMatch(/^\w+: timeout/);
  expect(agreement).toBeGreaterThanOrEqual(0.9);
  for (const [file, words] of Object.entries(READ_BY_OCR)) {
    const outcome = outcomes.find((o) => o.file === file);
    expect(outcome?.text, `${file}: ${outcome?.detail}`).toMatch(words);
    expect(outcome?.ocrPages, file).toBe(1);
  }
});
