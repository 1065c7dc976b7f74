import { expect, test, type Page } from '@playwright/test';
import { businessCorpus, PROCESSING_TIMEOUT } from './documents-api.js';
import { expectToast, fileOf, signInByApi, toast } from './support.js';

const FILES = [
  {
    path: `${businessCorpus}pdf/01-gitea-git-hosting-comparison.pdf`,
    name: '01-gitea-git-hosting-comparison',
    type: 'PDF document',
  },
  {
    path: `${businessCorpus}docx/02-kubeflow-2019.docx`,
    name: '02-kubeflow-2019',
    type: 'Word document (DOCX)',
  },
  {
    path: `${businessCorpus}doc/03-fasttriage-canvas.doc`,
    name: '03-fasttriage-canvas',
    type: 'Word 97-2003 document (DOC)',
  },
];

function uploadDialog(page: Page) {
  return page.getByRole('dialog', { name: 'Upload Document' });
}

async function openUploadDialog(page: Page) {
  await page.getByRole('button', { name: 'Upload Document' }).click();
  const dialog = uploadDialog(page);
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The Recent Documents entries shown at this size: table rows on a desktop, a list on a phone. */
function documentRows(page: Page) {
  const narrow = (page.viewportSize()?.width ?? 1280) < 1024;
  return page.getByTestId(narrow ? 'document-item' : 'document-row');
}

function documentRow(page: Page, name: string) {
  return documentRows(page).filter({ hasText: name });
}

function statValue(page: Page, title: string) {
  return page.getByRole('group', { name: title }).getByTestId('stat-value');
}

test.describe('documents', () => {
  test('upload a PDF, a DOCX and a DOC, watch each reach Ready to View, then open and delete one', async ({
    page,
  }) => {
    test.setTimeout(240_000);
    await signInByApi(page);
    await page.goto('/dashboard');
    await expect(page).toHaveTitle('Dashboard - DocViz');
    await expect(page.getByRole('heading', { name: 'Dashboard', level: 1 })).toBeVisible();
    await expect(page.getByText('No documents yet')).toBeVisible();
    await expect(statValue(page, 'Total Documents')).toHaveText('0');
    for (const label of ['Visualizations', 'Categories', 'Recent Activity']) {
      await expect(page.getByRole('group', { name: label })).toBeVisible();
    }
    for (const label of [
      'Competitor Analysis',
      'Product Roadmap',
      'Value Proposition',
      'Risk Analysis',
    ]) {
      await expect(
        page.getByRole('group', { name: label }).getByTestId('category-count'),
      ).toHaveText('0');
    }

    for (const file of FILES) {
      const dialog = await openUploadDialog(page);
      const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
      await expect(upload).toBeDisabled();
      await dialog.locator('input[type="file"]').setInputFiles(file.path);
      await expect(dialog.getByLabel('Document name')).toHaveValue(file.name);
      await expect(upload).toBeEnabled();
      await upload.click();
      await expect(toast(page, 'Document uploaded')).toBeVisible();
      await expect(dialog).toBeHidden();
      await expect(documentRow(page, file.name)).toBeVisible();
    }

    // The list polls every 3 s: each row moves on to 'Ready to View' without a reload.
    for (const file of FILES) {
      await expect(documentRow(page, file.name).getByText('Ready to View')).toBeVisible({
        timeout: PROCESSING_TIMEOUT,
      });
    }
    await expect(statValue(page, 'Total Documents')).toHaveText('3');
    await expect(page.getByText('No documents yet')).toHaveCount(0);

    // Newest first.
    await expect(documentRows(page).first()).toContainText(FILES[2]!.name);

    // The document page of the PDF.
    const pdf = FILES[0]!;
    await documentRow(page, pdf.name).getByRole('link', { name: pdf.name }).click();
    await expect(page).toHaveURL(/\/documents\/\d+$/);
    await expect(page.getByRole('heading', { name: pdf.name, level: 1 })).toBeVisible();
    await expect(page).toHaveTitle(`${pdf.name} - DocViz`);
    await expect(page.getByRole('link', { name: 'Back' })).toHaveAttribute('href', '/');
    await expect(page.getByRole('button', { name: 'Create Visualization' })).toBeVisible();

    const original = page.getByRole('region', { name: 'Original Document' });
    await expect(original).toContainText(`${pdf.name}.pdf`);
    await expect(original).toContainText(pdf.type);
    await expect(original).toContainText(/\d+(\.\d+)? (Bytes|KB|MB)/);

    const category = page.getByRole('region', { name: 'Document Category' });
    await expect(category).toContainText(
      /Category not yet detected|Competitor Analysis|Product Roadmap|Value Proposition|Risk Analysis/,
    );

    const processing = page.getByRole('region', { name: 'Processing Information' });
    await expect(processing).toContainText('Ready to View');
    await expect(processing).toContainText(/[A-Z][a-z]{2} \d{1,2}, \d{4}/);
    await expect(processing.getByText('Processing time')).toBeVisible();

    await expect(page.getByText('No visualizations yet')).toBeVisible();

    // What was read from the file, behind a collapsible.
    await page.getByRole('button', { name: /Extracted text/ }).click();
    await expect(page.getByTestId('extracted-text')).toContainText(/\w{3,}/);

    // Delete with confirmation.
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText('Delete this document?');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await page
      .getByRole('alertdialog')
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(toast(page, 'Document deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(documentRow(page, pdf.name)).toHaveCount(0);
    await expect(documentRows(page)).toHaveCount(2);
    await expect(statValue(page, 'Total Documents')).toHaveText('2');
  });

  test('the upload dialog refuses what it must', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/dashboard');
    const dialog = await openUploadDialog(page);
    const upload = dialog.getByRole('button', { name: 'Upload', exact: true });
    const name = dialog.getByLabel('Document name');
    const fileInput = dialog.locator('input[type="file"]');

    // Without a file, Upload stays disabled, even with a name.
    await expect(upload).toBeDisabled();
    await name.fill('Just a name');
    await expect(upload).toBeDisabled();
    await name.fill('');

    // A text file is refused on the client with the §5 message.
    await fileInput.setInputFiles(fileOf('notes.txt', 'text/plain', 'plain text'));
    await expectToast(page, 'Invalid file type', 'Only PDF, DOC, and DOCX files are allowed');
    await expect(name).toHaveValue('');
    await expect(upload).toBeDisabled();

    // More than 10 MB is refused before anything is sent.
    const huge = Buffer.alloc(10 * 1024 * 1024 + 1, 0x20);
    await fileInput.setInputFiles(fileOf('huge.pdf', 'application/pdf', huge));
    await expectToast(page, 'File too large', 'Maximum file size is 10MB');
    await expect(upload).toBeDisabled();

    // A name the user typed is kept; without one, Upload is disabled again.
    await name.fill('My own name');
    await fileInput.setInputFiles(FILES[0]!.path);
    await expect(name).toHaveValue('My own name');
    await expect(upload).toBeEnabled();
    await name.fill('   ');
    await expect(upload).toBeDisabled();

    // A file whose bytes are not a PDF passes the client's check; the server's 415 message shows.
    await name.fill('');
    await fileInput.setInputFiles(
      fileOf('fake.pdf', 'application/pdf', 'this is not really a PDF'),
    );
    await expect(name).toHaveValue('fake');
    await upload.click();
    await expect(toast(page, 'Invalid file type')).toBeVisible();
    await expect(dialog).toBeVisible();
    await expect(upload).toBeEnabled();

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('No documents yet')).toBeVisible();
  });

  test('an unknown document redirects to /', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/documents/999999');
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
