import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type Download, type Page } from '@playwright/test';
import { signInByApi, toast } from './support.js';

/**
 * The visualization journey of issue 6: a real risk register from the corpus is uploaded and
 * processed, a visualization is created from it, edited twice (Version 1, 2), rolled back
 * (Version 3), recoloured (Version 4), exported as PNG and JPG (decoded and checked), edited on a
 * phone-sized window (Version 5), then found, filtered and deleted on /visualizations.
 */

const corpus = fileURLToPath(new URL('../../shared/corpus/business/', import.meta.url));

interface Label {
  file: string;
  category: string;
  words: number;
  expected: { risks?: { probability?: unknown; impact?: unknown }[] };
}

/**
 * The shortest risk register of the corpus, by its label (not by its name): a risk-analysis
 * document whose risks are rated on a 1–5 scale, so the visualization has a matrix to show.
 */
function riskDocument(): { path: string; name: string } {
  const labels = JSON.parse(readFileSync(`${corpus}labels.json`, 'utf8')) as Label[];
  const rated = (label: Label) =>
    (label.expected.risks ?? []).some(
      (r) => typeof r.probability === 'number' && typeof r.impact === 'number',
    );
  const risk = labels
    .filter((label) => label.category === 'risk_analysis' && rated(label))
    .sort((a, b) => a.words - b.words)[0];
  if (!risk) throw new Error('labels.json has no rated risk register');
  return { path: `${corpus}docx/${risk.file}.docx`, name: risk.file };
}

/** Processing runs in the server's workers; give the document ample time to settle. */
const PROCESSING_TIMEOUT = 60_000;
/** Spec §9 and client/features/visualizations/export.ts. */
const MAX_CANVAS_DIMENSION = 16384;
const EXPORT_PIXEL_RATIO = 2;
const EXPORT_MIN_WIDTH = 1440;

async function bearer(page: Page): Promise<Record<string, string>> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  return { Authorization: `Bearer ${token}` };
}

function versionBadge(page: Page) {
  return page.getByTestId('version-badge');
}

function preview(page: Page) {
  return page.getByTestId('visualization-preview');
}

/** The SVG markup inside the preview's (open) shadow root. */
function previewMarkup(page: Page): Promise<string> {
  return preview(page).evaluate(
    (element) => element.querySelector('[data-safe-svg]')?.shadowRoot?.innerHTML ?? '',
  );
}

async function saveEdit(page: Page, version: number) {
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(toast(page, 'Changes saved')).toBeVisible();
  await expect(toast(page, `Version ${version}`)).toBeVisible();
  await expect(page.getByRole('toolbar', { name: 'Editing' })).toBeHidden();
  await expect(versionBadge(page)).toHaveText(`Version ${version}`);
}

/** Width and height from a PNG's IHDR or a JPEG's SOF segment. */
function imageSize(bytes: Buffer, format: 'png' | 'jpg'): { width: number; height: number } {
  if (format === 'png') {
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('No SOF segment in the JPEG');
}

/** Decodes the image in the browser and samples a 40 × 40 grid of pixels. */
function samplePixels(page: Page, bytes: Buffer, mime: string) {
  return page.evaluate(
    async ({ base64, type }) => {
      const image = new Image();
      image.src = `data:${type};base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const colors = new Set<string>();
      let inked = 0;
      const grid = 40;
      for (let i = 0; i < grid; i++) {
        for (let j = 0; j < grid; j++) {
          const x = Math.floor(((i + 0.5) * canvas.width) / grid);
          const y = Math.floor(((j + 0.5) * canvas.height) / grid);
          const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
          colors.add(`${r >> 4},${g >> 4},${b >> 4}`);
          if (r + g + b < 700) inked++;
        }
      }
      return { width: image.naturalWidth, height: image.naturalHeight, colors: colors.size, inked };
    },
    { base64: bytes.toString('base64'), type: mime },
  );
}

async function exportAs(page: Page, format: 'png' | 'jpg', fileBase: string) {
  const element = await preview(page).evaluate((e) => ({
    width: (e as HTMLElement).offsetWidth,
    height: (e as HTMLElement).offsetHeight,
  }));
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(`^${format.toUpperCase()}`) }).click(),
  ]);
  await expect(toast(page, 'Export successful')).toBeVisible();
  expect(download.suggestedFilename()).toBe(`${fileBase}.${format}`);
  await checkImage(page, download, format, element);
}

async function checkImage(
  page: Page,
  download: Download,
  format: 'png' | 'jpg',
  element: { width: number; height: number },
) {
  const path = await download.path();
  const bytes = readFileSync(path);
  const size = imageSize(bytes, format);
  const ratio = Math.min(
    Math.max(EXPORT_PIXEL_RATIO, EXPORT_MIN_WIDTH / element.width),
    MAX_CANVAS_DIMENSION / Math.max(element.width, element.height),
  );
  expect(Math.abs(size.width - Math.floor(element.width * ratio))).toBeLessThanOrEqual(1);
  expect(Math.abs(size.height - Math.floor(element.height * ratio))).toBeLessThanOrEqual(1);
  expect(size.width).toBeGreaterThanOrEqual(EXPORT_MIN_WIDTH - 1);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_CANVAS_DIMENSION);

  const pixels = await samplePixels(page, bytes, format === 'png' ? 'image/png' : 'image/jpeg');
  expect(pixels).toMatchObject({ width: size.width, height: size.height });
  // Not blank: many distinct colours, and ink (text, shapes) in a fair share of the samples.
  expect(pixels.colors).toBeGreaterThan(5);
  expect(pixels.inked).toBeGreaterThan(40);
}

test.describe('visualizations', () => {
  test('empty states and an unknown visualization', async ({ page }) => {
    await signInByApi(page);
    await page.goto('/visualizations');
    await expect(page).toHaveTitle('Visualizations - DocViz');
    await expect(page.getByRole('heading', { level: 1, name: 'Visualizations' })).toBeVisible();
    await expect(
      page.getByText(
        'No visualizations found. Create your first visualization by uploading and processing a document.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('link', { name: 'Create Visualization' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    for (const label of ['Competitor Analysis', 'Product Roadmap', 'Value Proposition']) {
      await page.getByRole('tab', { name: label }).click();
      await expect(page.getByText(`No ${label} visualizations found.`)).toBeVisible();
    }
    await page.getByRole('link', { name: 'Create Visualization' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // Another organization's id or a deleted one answers 404: the not-found state, no redirect.
    await page.goto('/visualizations/2147483000');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Visualization Not Found' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/visualizations\/2147483000$/);
  });

  test('create from a processed risk register, edit, restore, recolour, export, list and delete', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const source = riskDocument();
    await signInByApi(page);
    const headers = await bearer(page);

    let documentId = 0;
    await test.step('upload a risk register and wait until it is processed', async () => {
      const upload = await page.request.post('/api/documents', {
        headers,
        multipart: {
          name: source.name,
          file: {
            name: `${source.name}.docx`,
            mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
            buffer: readFileSync(source.path),
          },
        },
      });
      expect(upload.status()).toBe(201);
      documentId = ((await upload.json()) as { id: number }).id;
      let settled: { status: string; category: string } | undefined;
      await expect
        .poll(
          async () => {
            const response = await page.request.get(`/api/documents/${documentId}`, { headers });
            settled = (await response.json()) as { status: string; category: string };
            return settled.status;
          },
          { timeout: PROCESSING_TIMEOUT, intervals: [500, 1000] },
        )
        .toMatch(/processed|failed/);
      expect(settled?.status).toBe('processed');
      // A visualization needs a category with a template (409 for 'unknown').
      expect(settled?.category, `the analyzer's category for ${source.name}`).toBe('risk_analysis');
    });

    const title = `${source.name} - Visualization`;
    const fileBase = title.toLowerCase().replace(/\s/g, '-');
    await test.step('create the visualization from the document page', async () => {
      await page.goto(`/documents/${documentId}`);
      await page.getByRole('button', { name: 'Create Visualization' }).click();
      await expect(toast(page, 'Visualization created')).toBeVisible();
      await expect(page).toHaveURL(/\/visualizations\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} - DocViz`);
      await expect(page.getByRole('link', { name: source.name }).first()).toHaveAttribute(
        'href',
        `/documents/${documentId}`,
      );
      await expect(page.getByText(/Generated from/)).toBeVisible();
      // Version 0: no badge.
      await expect(versionBadge(page)).toHaveCount(0);
      await expect(preview(page)).toBeVisible();
      for (const card of ['Document Details', 'Visualization Template', 'Data Extraction']) {
        await expect(page.getByRole('region', { name: card })).toBeVisible();
      }
    });

    await test.step('edit a value and save: Version 1', async () => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const risk = page.getByRole('group', { name: 'Risk 1' });
      await risk.getByLabel('Risk', { exact: true }).fill('Supplier insolvency');
      // The live preview follows before anything is saved.
      await expect.poll(() => previewMarkup(page)).toContain('Supplier insolvency');
      await saveEdit(page, 1);
      await expect.poll(() => previewMarkup(page)).toContain('Supplier insolvency');
    });

    await test.step('edit again: Version 2', async () => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const risk = page.getByRole('group', { name: 'Risk 1' });
      await expect(risk.getByLabel('Risk', { exact: true })).toHaveValue('Supplier insolvency');
      await risk.getByLabel('Risk', { exact: true }).fill('Key supplier goes bankrupt');
      await risk.getByRole('radio', { name: '5 – Almost certain' }).click();
      await risk.getByRole('radio', { name: '4 – Major' }).click();
      await expect(risk.getByText('20 · High')).toBeVisible();
      await saveEdit(page, 2);
      await expect.poll(() => previewMarkup(page)).toContain('Key supplier goes bankrupt');
    });

    await test.step('Cancel discards the copy', async () => {
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page
        .getByRole('group', { name: 'Risk 1' })
        .getByLabel('Risk', { exact: true })
        .fill('Never saved');
      await page.getByRole('button', { name: 'Cancel' }).click();
      await expect(versionBadge(page)).toHaveText('Version 2');
      await expect.poll(() => previewMarkup(page)).not.toContain('Never saved');
    });

    await test.step('restore Version 1: Version 3, "Rolled back to Version 1"', async () => {
      await page.getByRole('button', { name: 'History' }).click();
      const history = page.getByRole('region', { name: 'Version History' });
      const entries = history.getByTestId('version-entry');
      await expect(entries).toHaveCount(2);
      await expect(entries.first()).toContainText('Version 2');
      await expect(entries.first()).toContainText('Current');
      await expect(entries.first().getByRole('button', { name: /Restore/ })).toHaveCount(0);
      const list = history.getByTestId('version-history');
      expect(await list.evaluate((e) => getComputedStyle(e).maxHeight)).toBe('256px');
      expect(await list.evaluate((e) => getComputedStyle(e).overflowY)).toBe('auto');

      await history.getByRole('button', { name: 'Restore Version 1' }).click();
      await expect(toast(page, 'Version restored')).toBeVisible();
      await expect(versionBadge(page)).toHaveText('Version 3');
      await expect(entries).toHaveCount(3);
      await expect(entries.first()).toContainText('Version 3');
      await expect(entries.first()).toContainText('Rolled back to Version 1');
      await expect(entries.first()).toContainText('Current');
      await expect.poll(() => previewMarkup(page)).toContain('Supplier insolvency');
      await page.getByRole('button', { name: 'Close version history' }).click();
    });

    await test.step('change a colour and save: Version 4', async () => {
      await page.getByRole('button', { name: 'Colors', exact: true }).click();
      const colors = page.getByRole('region', { name: 'Colors' });
      await expect(colors.getByTestId('color-entry').first()).toBeVisible();
      const picker = colors.getByLabel(/^Color 2 \(#[0-9a-f]{6}\)$/);
      const original = /\((#[0-9a-f]{6})\)/.exec(
        (await picker.getAttribute('aria-label')) ?? '',
      )?.[1];
      expect(original).toBeTruthy();
      await picker.fill('#e11d48');
      // Live preview before saving.
      await expect.poll(() => previewMarkup(page)).toContain('#e11d48');
      await colors.getByRole('button', { name: 'Save colors' }).click();
      await expect(toast(page, 'Changes saved')).toBeVisible();
      await expect(versionBadge(page)).toHaveText('Version 4');
      await page.getByRole('button', { name: 'Close colors' }).click();
      // Saved with the data: still there with the panel closed and after a reload.
      await page.reload();
      await expect(versionBadge(page)).toHaveText('Version 4');
      await expect.poll(() => previewMarkup(page)).toContain('#e11d48');
      expect(await previewMarkup(page)).not.toContain(original!);
    });

    await test.step('export PNG and JPG', async () => {
      await exportAs(page, 'png', fileBase);
      await exportAs(page, 'jpg', fileBase);
    });

    const visualizationUrl = page.url();
    await test.step('on a phone: the page renders, edit and save work', async () => {
      await page.setViewportSize({ width: 390, height: 844 });
      await page.goto(visualizationUrl);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(versionBadge(page)).toHaveText('Version 4');
      await expect(preview(page)).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      const risk = page.getByRole('group', { name: 'Risk 1' });
      await risk.getByLabel('Owner').fill('Procurement lead');
      // The live preview sits below the form on a phone.
      const formBox = await page.getByRole('region', { name: 'Edit data' }).boundingBox();
      const previewBox = await page.getByRole('region', { name: 'Preview' }).boundingBox();
      expect(previewBox!.y).toBeGreaterThan(formBox!.y + formBox!.height - 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        390,
      );
      await saveEdit(page, 5);
      await expect.poll(() => previewMarkup(page)).toContain('Procurement lead');
      await page.setViewportSize({ width: 1280, height: 800 });
    });

    await test.step('the list: card, tabs, delete with confirmation', async () => {
      await page.goto('/visualizations');
      const card = page.getByTestId('visualization-card').filter({ hasText: title });
      await expect(card).toBeVisible();
      await expect(card.getByTestId('visualization-thumbnail')).toBeVisible();
      // The category badge (the thumbnail draws the same words in its SVG).
      await expect(card.locator('span').getByText('Risk Analysis', { exact: true })).toBeVisible();

      await page.getByRole('tab', { name: 'Competitor Analysis' }).click();
      await expect(page.getByText('No Competitor Analysis visualizations found.')).toBeVisible();
      await expect(card).toBeHidden();
      await page.getByRole('tab', { name: 'Risk Analysis' }).click();
      await expect(card).toBeVisible();
      await page.getByRole('tab', { name: 'All' }).click();
      await expect(card).toBeVisible();

      // Export in the card menu only opens the view.
      await card.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Export' }).click();
      await expect(page).toHaveURL(visualizationUrl);
      await page.goBack();

      await card.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      const dialog = page.getByRole('alertdialog', { name: 'Delete this visualization?' });
      await expect(dialog).toBeVisible();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await expect(card).toBeVisible();

      await card.getByRole('button', { name: `Actions for ${title}` }).click();
      await page.getByRole('menuitem', { name: 'Delete' }).click();
      await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
      await expect(toast(page, 'Visualization deleted')).toBeVisible();
      await expect(card).toHaveCount(0);
      await expect(
        page.getByText(
          'No visualizations found. Create your first visualization by uploading and processing a document.',
        ),
      ).toBeVisible();
    });

    await test.step('a deleted visualization is not found', async () => {
      await page.goto(visualizationUrl);
      await expect(
        page.getByRole('heading', { level: 1, name: 'Visualization Not Found' }),
      ).toBeVisible();
      await expect(
        page.getByText(
          "The visualization you're looking for doesn't exist or you don't have permission to view it.",
        ),
      ).toBeVisible();
      await page.getByRole('link', { name: 'Back to Visualizations' }).click();
      await expect(page).toHaveURL(/\/visualizations$/);
    });
  });
});
