import { expect, test } from '@playwright/test';
import { PROCESSING_TIMEOUT, SAMPLE_PDF, uploadByApi, waitUntilSettled } from './documents-api.js';
import { signInAsPlatformAdmin } from './platform-admin.js';
import { savedToken, signInByApi } from './support.js';

/**
 * Issue 19 as the end-to-end server runs it: without AI_* configured. Each place that shows the
 * AI analysis says so (the AI path itself is covered by the server tests' fake endpoint).
 */
test('without AI configured, the document page and the settings say so', async ({ page }) => {
  test.setTimeout(PROCESSING_TIMEOUT + 30_000);
  await signInByApi(page);
  const token = await savedToken(page);
  const id = await uploadByApi(page.request, token, SAMPLE_PDF, 'Offline plan', 'plan.pdf');
  expect((await waitUntilSettled(page.request, token, id)).status).toBe('processed');

  await page.goto(`/documents/${id}`);
  const processing = page.getByRole('region', { name: 'Processing Information' });
  await expect(processing.getByTestId('analysis-source')).toHaveText('Analyzed offline');

  await page.goto('/settings');
  await page.getByRole('tab', { name: 'Organization' }).click();
  await expect(page.getByTestId('ai-not-configured')).toContainText(
    'AI analysis is not configured on this server',
  );
  await expect(page.getByRole('checkbox', { name: 'Use AI analysis' })).toHaveCount(0);
});

test('without AI configured, the platform dashboard says so', async ({ page }) => {
  await signInAsPlatformAdmin(page);
  await page.goto('/platform-admin');
  const card = page.getByRole('group', { name: 'AI analysis' });
  await expect(card.getByTestId('ai-not-configured')).toContainText('Not configured');
});
