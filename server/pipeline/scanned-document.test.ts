import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { corpusAvailable, corpusFile } from '../test-support/corpus.js';
import { uploadDocument, waitUntilSettled } from '../test-support/documents.js';
import { createTestApp, registerAccount, type TestApp } from '../test-support/test-app.js';
import { scanPdf } from './extract/test-support/scanned-pdf.js';

/**
 * A scanned business document, end to end: a labeled one-page corpus PDF is rendered to an image
 * and rebuilt as an image-only PDF (made here, nothing committed), uploaded, and processed by the
 * real pipeline (extraction thread, OCR, built-in analyzer). The analyzer must still find the
 * document's labeled category, and the document's processing information must say OCR was used.
 */

const HAVE_CORPUS = corpusAvailable('business/labels.json');
const BASE = '19-website-project-register';

describe.skipIf(!HAVE_CORPUS)('a scanned business document', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { withPipeline: true });
  });
  afterAll(() => t?.close());

  it('is read by OCR, keeps its labeled category, and says OCR was used', async () => {
    const labels = JSON.parse(corpusFile('business/labels.json').toString('utf8')) as Array<{
      file: string;
      category: string;
    }>;
    const label = labels.find((entry) => entry.file === BASE)?.category;
    expect(label).toBe('risk_analysis');
    const scanned = await scanPdf(corpusFile(`business/pdf/${BASE}.pdf`));

    const { token } = await registerAccount(t.app);
    const uploaded = await uploadDocument(t.app, token, scanned, 'scanned-register.pdf');
    expect(uploaded.statusCode).toBe(201);
    const started = Date.now();
    const document = await waitUntilSettled(t.app, token, uploaded.json<{ id: number }>().id);
    console.log(`scanned one-page document processed in ${Date.now() - started} ms`);

    expect(document.status).toBe('processed');
    expect(document.category).toBe(label);
    expect(document.analysis?.ocr).toEqual({ pages: 1, ofPages: 1 });
    expect(document.extractedText).toMatch(/The Project Risk Register is a summary risk document/);
  });
});
