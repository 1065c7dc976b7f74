import { expect, test } from '@playwright/test';
import { uploadByApi, waitUntilSettled } from './documents-api.js';
import { exportAs } from './image-export.js';
import { savedToken, signInByApi, toast } from './support.js';
import {
  preview,
  previewMarkup,
  riskDocument,
  saveEdit,
  versionBadge,
} from './visualization-page.js';

/**
 * The visualization journey of issue 6: a real risk register from the corpus is uploaded and
 * processed, a visualization is created from it, edited twice (Version 1, 2), rolled back
 * (Version 3), recoloured (Version 4), exported as PNG and JPG (decoded and checked), edited on a
 * phone-sized window (Version 5), then found, filtered and deleted on /visualizations.
 */

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
    const token = await savedToken(page);

    let documentId = 0;
    await test.step('upload a risk register and wait until it is processed', async () => {
      documentId = await uploadByApi(page.request, token, source.path, source.name);
      const settled = await waitUntilSettled(page.request, token, documentId);
      expect(settled.status).toBe('processed');
      // A visualization needs a category with a template (409 for 'unknown').
      expect(settled.category, `the analyzer's category for ${source.name}`).toBe('risk_analysis');
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
