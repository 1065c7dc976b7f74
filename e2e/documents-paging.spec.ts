import { expect, test, type APIRequestContext } from '@playwright/test';
import { authHeader } from './documents-api.js';
import { registerByApi, signInWithToken } from './support.js';

/** More than one page of GET /api/documents (100), so the dashboard has to ask for the rest. */
const DOCUMENTS = 105;
const name = (n: number) => `Paged ${String(n).padStart(3, '0')}`;

/** A file the server takes as a PDF (its magic bytes) and the pipeline soon marks failed. */
const tinyPdf = Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1');

async function upload(request: APIRequestContext, token: string, n: number) {
  const response = await request.post('/api/documents', {
    headers: authHeader(token),
    multipart: {
      name: name(n),
      file: { name: `paged-${n}.pdf`, mimeType: 'application/pdf', buffer: tinyPdf },
    },
  });
  expect(response.status()).toBe(201);
}

test('Recent Documents shows the newest page, the rest on demand, and keeps polling', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token } = await registerByApi(request);
  for (let n = 0; n < DOCUMENTS; n += 1) await upload(request, token, n);

  await signInWithToken(page, token);
  await page.goto('/dashboard');
  const rows = page.getByTestId('document-row');
  await expect(rows).toHaveCount(10);
  await expect(rows.first()).toContainText(name(DOCUMENTS - 1));

  // The first click shows the whole first page, the second fetches the next one.
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(100);
  await page.getByRole('button', { name: 'Show more' }).click();
  await expect(rows).toHaveCount(DOCUMENTS);
  await expect(rows.last()).toContainText(name(0));
  await expect(page.getByRole('button', { name: 'Show more' })).toHaveCount(0);

  // The polled first page still brings new uploads in, and nothing goes missing below it.
  await upload(request, token, DOCUMENTS);
  await expect(rows.first()).toContainText(name(DOCUMENTS), { timeout: 15_000 });
  await expect(rows).toHaveCount(DOCUMENTS + 1);
  await expect(rows.last()).toContainText(name(0));

  await page.getByRole('button', { name: 'Show fewer' }).click();
  await expect(rows).toHaveCount(10);
});
