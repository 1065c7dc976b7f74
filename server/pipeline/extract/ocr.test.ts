import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExtractionError } from './errors.js';
import { extractFile } from './extract-file.js';
import { createExtractionPool } from './extract-pool.js';
import { OcrTimeout, startOcrEngine } from './ocr-engine.js';
import { extractPdfBytes, PDFJS_OPTIONS } from './pdf.js';
import { renderPagePng } from './pdf-render.js';
import { business, requireCorpus, robustnessDir } from './test-support/corpus.js';
import { scanPdf } from './test-support/scanned-pdf.js';

/**
 * OCR of PDF pages without a text layer: only for such pages, at most OCR_MAX_PAGES of them,
 * only until the task's deadline, and its thread never outlives the document. The scans are made
 * here from a one-page corpus PDF (a risk register), so no binary fixture is committed.
 */

requireCorpus();

const REGISTER = readFileSync(business('pdf', '19-website-project-register'));
/** A sentence of the register's introduction (table cells wrap, so no row is one line). */
const INTRO = /The Project Risk Register is a summary risk document/g;

let dir: string;
let scanned: Buffer;
beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), 'docviz-ocr-'));
  scanned = await scanPdf(REGISTER);
});
afterAll(() => rm(dir, { recursive: true, force: true }));

/** Threads of this process (vitest runs each file in its own process). Linux. */
function threadCount(): number {
  return Number(/Threads:\s+(\d+)/.exec(readFileSync('/proc/self/status', 'utf8'))?.[1]);
}

async function failure(promise: Promise<unknown>): Promise<ExtractionError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ExtractionError);
  return error as ExtractionError;
}

describe('OCR of scanned PDF pages', () => {
  it('stops its thread after each document', async () => {
    // First in this file: no OCR thread started (or stopping late) yet in this process.
    const before = threadCount();
    for (let round = 0; round < 2; round++) {
      const result = await extractFile(path.join(robustnessDir, 'pdf/tika__testOCR.pdf'), 'pdf');
      expect(result.text).toMatch(/Happy New Year 2003/);
      expect(result.ocr).toEqual({ pages: 1, ofPages: 1 });
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(threadCount()).toBeLessThanOrEqual(before);
  });

  it('stops the engine when a page runs past its budget', async () => {
    const task = getDocument({ data: new Uint8Array(scanned), ...PDFJS_OPTIONS });
    const page = await (await task.promise).getPage(1);
    const image = await renderPagePng(page);
    await task.destroy();
    const before = threadCount();
    const engine = await startOcrEngine(30_000);
    expect(threadCount()).toBeGreaterThan(before);
    await expect(engine.recognize(image.png, 300, 50)).rejects.toBeInstanceOf(OcrTimeout);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(threadCount()).toBeLessThanOrEqual(before);
    await expect(engine.recognize(image.png, 300, 30_000)).rejects.toBeInstanceOf(OcrTimeout);
    await engine.terminate();
  });
  it('is not used for PDFs with a text layer, even when their pages are scanned images', async () => {
    const text = await extractPdfBytes(REGISTER);
    expect(text.ocr).toBeUndefined();
    expect(text.text).toMatch(INTRO);
    // Six scanned book pages that carry an invisible OCR text layer of their own.
    const layered = await extractFile(
      path.join(robustnessDir, 'pdf/pypdf__Seige_of_Vicksburg_Sample_OCR.pdf'),
      'pdf',
    );
    expect(layered.ocr).toBeUndefined();
    expect(layered.text).toContain('VICKSBURG');
  });

  it('gives no text for a scan when OCR is off (OCR_MAX_PAGES=0): the scan has no text layer', async () => {
    const error = await failure(extractPdfBytes(scanned, { ocrMaxPages: 0 }));
    expect(error.code).toBe('no_text');
    expect(error.message).toMatch(/no text layer \(it looks like a scanned image\)/);
  });

  it('reads at most OCR_MAX_PAGES scanned pages (in the extraction pool) and says so', async () => {
    const twoPages = await scanPdf(REGISTER, { pages: [{ scan: 1 }, { scan: 1 }] });
    const file = path.join(dir, 'two-scanned-pages.pdf');
    await writeFile(file, twoPages);
    const pool = createExtractionPool({ maxThreads: 1, timeoutMs: 120_000, ocrMaxPages: 1 });
    try {
      const started = Date.now();
      const result = await pool.extract(file, 'pdf');
      console.log(`OCR of 1 of 2 scanned pages in the pool: ${Date.now() - started} ms`);
      expect(result.ocr).toEqual({ pages: 1, ofPages: 2 });
      // The same page twice, recognized once.
      expect(result.text.match(INTRO)).toHaveLength(1);
      expect(result.text).toContain('Data loss');
      expect(result.warnings).toContain(
        'Text recognition (OCR) read only the first 1 page without a text layer; 1 more was not read.',
      );
    } finally {
      await pool.close();
    }
  });

  it('stops at the deadline, keeping the text layer of the other pages', async () => {
    const mixed = await scanPdf(REGISTER, {
      pages: [{ text: 'Quarterly review of the delivery risks for the website.' }, { scan: 1 }],
    });
    // Far too little time to recognize a dense page (it takes seconds).
    const result = await extractPdfBytes(mixed, { ocrDeadline: Date.now() + 1_000 });
    expect(result.text).toContain('Quarterly review of the delivery risks');
    expect(result.text).not.toMatch(INTRO);
    expect(result.ocr).toBeUndefined();
    expect(result.warnings).toContain(
      'Text recognition (OCR) stopped at the time limit; 1 page without a text layer was not read.',
    );
    // With nothing but the scan, the document fails as too slow, not as textless.
    const error = await failure(extractPdfBytes(scanned, { ocrDeadline: Date.now() + 1_000 }));
    expect(error.code).toBe('timeout');
  });
});
