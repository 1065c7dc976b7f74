import { expect, test, type Page } from '@playwright/test';
import { authHeader, PROCESSING_TIMEOUT } from './documents-api.js';
import { platformAdminToken, signInAsPlatformAdmin } from './platform-admin.js';
import { newAccount, signInByApi, toast } from './support.js';
import { riskDocument, saveEdit } from './visualization-page.js';

/**
 * Issue 18, activity: what members do (upload, the worker's result, a visualization created and
 * saved) appears on the dashboard's Recent Activity list, newest first, and a template change on
 * the platform admin's card. Screenshots go to ACTIVITY_SHOTS when it is set.
 */

const shots = process.env.ACTIVITY_SHOTS;

function activityLines(page: Page) {
  return page
    .getByRole('region', { name: 'Recent Activity' })
    .getByTestId('activity-line')
    .locator('p');
}

test.describe('activity', () => {
  test('the dashboard lists an upload, its processing and a visualization saved, newest first', async ({
    page,
  }) => {
    test.setTimeout(180_000);
    const account = await signInByApi(page, newAccount('activity'));
    const who = `${account.firstName} ${account.lastName}`;
    const source = riskDocument();
    await page.goto('/dashboard');
    await expect(page.getByText('No activity yet')).toBeVisible();

    await test.step('upload through the dialog: the list follows without a reload', async () => {
      await page.getByRole('button', { name: 'Upload Document' }).click();
      const dialog = page.getByRole('dialog', { name: 'Upload Document' });
      await dialog.locator('input[type="file"]').setInputFiles(source.path);
      await dialog.getByRole('button', { name: 'Upload', exact: true }).click();
      await expect(toast(page, 'Document uploaded')).toBeVisible();
      await expect(activityLines(page).first()).toHaveText(`${who} uploaded “${source.name}”`);
      // The worker's result arrives with the polled documents list.
      await expect(activityLines(page).first()).toHaveText(
        `“${source.name}” was processed as Risk Analysis`,
        { timeout: PROCESSING_TIMEOUT },
      );
    });

    const title = `${source.name} - Visualization`;
    await test.step('create a visualization and save it as version 1', async () => {
      await page
        .getByRole('region', { name: 'Recent Activity' })
        .getByRole('link', { name: `“${source.name}”` })
        .first()
        .click();
      await expect(page).toHaveURL(/\/documents\/\d+$/);
      await page.getByRole('button', { name: 'Create Visualization' }).click();
      await expect(toast(page, 'Visualization created')).toBeVisible();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await page
        .getByRole('group', { name: 'Risk 1' })
        .getByLabel('Risk', { exact: true })
        .fill('Supplier insolvency');
      await saveEdit(page, 1);
    });

    await test.step('back on the dashboard: four lines, newest first, counted', async () => {
      await page.getByRole('link', { name: 'Dashboard' }).first().click();
      await expect(activityLines(page)).toHaveText([
        `${who} saved “${title}” as version 1`,
        `${who} created the visualization “${title}”`,
        `“${source.name}” was processed as Risk Analysis`,
        `${who} uploaded “${source.name}”`,
      ]);
      await expect(
        page.getByRole('group', { name: 'Recent Activity' }).getByTestId('stat-value'),
      ).toHaveText('4');
      const region = page.getByRole('region', { name: 'Recent Activity' });
      await expect(region.getByRole('link', { name: `“${title}”` }).first()).toHaveAttribute(
        'href',
        /^\/visualizations\/\d+$/,
      );
      if (shots) {
        await page.evaluate(() => window.scrollTo(0, 0));
        await page.screenshot({ path: `${shots}/dashboard-1280.png`, fullPage: true });
        await page.setViewportSize({ width: 390, height: 844 });
        await expect(activityLines(page)).toHaveCount(4);
        await page.screenshot({ path: `${shots}/dashboard-390.png`, fullPage: true });
      }
    });
  });

  test('the platform admin’s card shows template changes', async ({ page }) => {
    await signInAsPlatformAdmin(page);
    await page.goto('/platform-admin');
    const card = page.getByRole('region', { name: 'Recent Activity' });
    // This spec runs first on its fresh server: no template has changed yet.
    await expect(card.getByText('No recent activity to display')).toBeVisible();

    const token = await platformAdminToken(page.request);
    const svg = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><rect/></svg>';
    const name = `Activity heat map ${Date.now()}`;
    const created = await page.request.post('/api/admin/templates', {
      headers: authHeader(token),
      data: { name, category: 'risk_analysis', content: svg, svgContent: svg },
    });
    expect(created.status()).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const removed = await page.request.delete(`/api/admin/templates/${id}`, {
      headers: authHeader(token),
    });
    expect(removed.status()).toBe(204);

    await page.reload();
    await expect(activityLines(page)).toHaveText([
      /deleted the Risk Analysis template “Activity heat map \d+”$/,
      /added the Risk Analysis template “Activity heat map \d+”$/,
    ]);
    await expect(card.getByText('No recent activity to display')).toHaveCount(0);
    if (shots) await page.screenshot({ path: `${shots}/platform-1280.png`, fullPage: true });
  });
});
