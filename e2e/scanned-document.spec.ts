import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { PROCESSING_TIMEOUT, uploadByApi, waitUntilSettled } from './documents-api.js';
import { savedToken, signInByApi } from './support.js';

/** A one-page scan without a text layer (robustness corpus): its text comes from OCR. */
const SCAN = fileURLToPath(
  new URL('../../shared/corpus/robustness/pdf/tika__testOCR.pdf', import.meta.url),
);

test('a scanned PDF is read by OCR, and its page says so', async ({ page }) => {
  test.setTimeout(PROCESSING_TIMEOUT + 30_000);
  await signInByApi(page);
  const token = await savedToken(page);
  const id = await uploadByApi(page.request, token, SCAN, 'Scanned greeting', 'greeting.pdf');
  expect((await waitUntilSettled(page.request, token, id)).status).toBe('processed');

  await page.goto(`/documents/${id}`);
  const processing = page.getByRole('region', { name: 'Processing Information' });
  await expect(processing).toContainText('Text recognized by OCR on 1 of 1 page');
  await page.getByRole('button', { name: /Extracted text/ }).click();
  await expect(page.getByTestId('extracted-text')).toContainText('Happy New Year 2003!');
});
