import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import {
  businessCorpus,
  PROCESSING_TIMEOUT,
  uploadByApi,
  waitUntilSettled,
} from './documents-api.js';
import { fileOf, savedToken, signInByApi, toast } from './support.js';

/** Issue 18: several files in one upload dialog, and a document processed again. */

const CORPUS_FILES = [
  ['pdf/01-gitea-git-hosting-comparison.pdf', 'application/pdf'],
  [
    'docx/02-kubeflow-2019.docx',
    'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  ],
  ['doc/03-fasttriage-canvas.doc', 'application/msword'],
] as const;
const THREAT_MODEL = `${businessCorpus}pdf/04-k8s-admission-control-threat-model.pdf`;

function corpusUpload([path, mimeType]: (typeof CORPUS_FILES)[number]) {
  return fileOf(path.split('/').pop()!, mimeType, readFileSync(`${businessCorpus}${path}`));
}

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload Document' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('upload three documents at once, each with its name, progress and result', async ({
  page,
}) => {
  await signInByApi(page);
  await page.goto('/dashboard');
  const dialog = await openUploadDialog(page);

  // Three documents and a text file in one pick: the text file is refused on its own row.
  await dialog
    .getByTestId('upload-file-input')
    .setInputFiles([...CORPUS_FILES.map(corpusUpload), fileOf('notes.txt', 'text/plain', 'hi')]);
  const rows = dialog.getByTestId('upload-row');
  await expect(rows).toHaveCount(4);
  const refused = rows.filter({ hasText: 'notes.txt' });
  await expect(refused).toContainText(
    'Invalid file type - Only PDF, DOC, and DOCX files are allowed',
  );
  await dialog.getByRole('button', { name: 'Remove notes.txt' }).click();
  await expect(rows).toHaveCount(3);

  // Each file has its own name, prefilled from the file name and editable.
  const kubeflowName = dialog.getByLabel('Document name for 02-kubeflow-2019.docx');
  await expect(kubeflowName).toHaveValue('02-kubeflow-2019');
  await kubeflowName.fill('Kubeflow plan');
  await expect(
    dialog.getByLabel('Document name for 01-gitea-git-hosting-comparison.pdf'),
  ).toHaveValue('01-gitea-git-hosting-comparison');

  await dialog.getByRole('button', { name: 'Upload 3 files' }).click();
  await expect(rows.filter({ hasText: 'Uploaded' })).toHaveCount(3, { timeout: 30_000 });
  await expect(dialog.getByRole('status')).toHaveText('3 of 3 uploaded');
  await expect(toast(page, '3 documents uploaded')).toBeVisible();
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // Three separate documents, each reaching Ready to View.
  const narrow = (page.viewportSize()?.width ?? 1280) < 1024;
  const listed = page.getByTestId(narrow ? 'document-item' : 'document-row');
  await expect(listed).toHaveCount(3);
  for (const name of ['01-gitea-git-hosting-comparison', 'Kubeflow plan', '03-fasttriage-canvas'])
    await expect(listed.filter({ hasText: name }).getByText('Ready to View')).toBeVisible({
      timeout: PROCESSING_TIMEOUT,
    });
});

test('change a document’s category, then reprocess it; visualizations are kept', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInByApi(page);
  const token = await savedToken(page);
  const id = await uploadByApi(page.request, token, THREAT_MODEL, 'Admission threats');
  expect(await waitUntilSettled(page.request, token, id)).toMatchObject({
    status: 'processed',
    category: 'risk_analysis',
  });

  await page.goto(`/documents/${id}`);
  const category = page.getByRole('region', { name: 'Document Category' });
  await expect(category).toContainText('Risk Analysis');

  // A visualization of the first result, kept through both reprocessings.
  await page.getByRole('button', { name: 'Create Visualization' }).click();
  await expect(page).toHaveURL(/\/visualizations\/\d+$/);
  await page.goto(`/documents/${id}`);

  // Change category: the analyzer extracts for the category chosen here.
  await page.getByRole('button', { name: 'Change category' }).click();
  const choose = page.getByRole('dialog', { name: 'Change category' });
  await choose.getByRole('combobox', { name: 'Category' }).click();
  await page.getByRole('option', { name: 'Competitor Analysis' }).click();
  await choose.getByRole('button', { name: 'Reprocess with this category' }).click();
  await expect(choose).toBeHidden();
  await expect(toast(page, 'Reprocessing started')).toBeVisible();
  await expect(category).toContainText('Competitor Analysis', { timeout: PROCESSING_TIMEOUT });
  await expect(category).toContainText('Chosen by a member of your organization.');
  await expect(page.getByRole('button', { name: 'Reprocess', exact: true })).toBeEnabled();

  // 'Create Visualization' makes a new one from the new result.
  await page.getByRole('button', { name: 'Create Visualization' }).click();
  await expect(page).toHaveURL(/\/visualizations\/\d+$/);
  const created = await page.request.get(`/api/documents/${id}/visualizations`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  const categories = ((await created.json()) as { category: string }[]).map((v) => v.category);
  expect(categories.sort()).toEqual(['competitor_analysis', 'risk_analysis']);

  // Reprocess: confirmed, then the category is detected again.
  await page.goto(`/documents/${id}`);
  await page.getByRole('button', { name: 'Reprocess', exact: true }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(
    'Run extraction and analysis again? Existing visualizations are kept.',
  );
  await confirm.getByRole('button', { name: 'Reprocess' }).click();
  await expect(confirm).toBeHidden();
  await expect(category).toContainText('Risk Analysis', { timeout: PROCESSING_TIMEOUT });
  await expect(category).not.toContainText('Chosen by a member');
  await expect(
    page.getByRole('link', { name: 'View Admission threats - Visualization' }),
  ).toHaveCount(2);
  const after = await page.request.get(`/api/documents/${id}/visualizations`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect((await after.json()) as unknown[]).toHaveLength(2);
});
