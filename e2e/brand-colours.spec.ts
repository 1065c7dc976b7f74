import { expect, test, type Page } from '@playwright/test';
import { authHeader, uploadByApi, waitUntilSettled } from './documents-api.js';
import {
  linkFromOutbox,
  newAccount,
  savedToken,
  signInByApi,
  signInWithToken,
  toast,
} from './support.js';
import { preview, previewMarkup, riskDocument, versionBadge } from './visualization-page.js';

/**
 * Issue 17, brand colours: an organization admin sets a palette on Settings → Organization; a
 * visualization created afterwards is drawn in it, an older one keeps its colours until the
 * palette is applied from Colors (a new version); a member sees the palette read-only.
 */

const PALETTE = { Primary: '#0f766e', Secondary: '#b45309', Accent: '#be185d', Text: '#1c1917' };

/** Whether a shape of the drawing is filled with this colour. */
function drawingFills(page: Page, color: string): Promise<boolean> {
  return preview(page).evaluate((element, fill) => {
    const root = element.querySelector('[data-safe-svg]')?.shadowRoot;
    return [...(root?.querySelectorAll('svg [fill]') ?? [])].some(
      (node) => node.getAttribute('fill')?.toLowerCase() === fill,
    );
  }, color);
}

async function createVisualizationByApi(page: Page, token: string, documentId: number) {
  const response = await page.request.post(`/api/documents/${documentId}/visualizations`, {
    headers: authHeader(token),
    data: { title: 'Older board' },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: number }).id;
}

test('brand colours: set on Settings, used by new visualizations, applied to an older one', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const source = riskDocument();
  await signInByApi(page, newAccount('brand'));
  const token = await savedToken(page);
  const documentId = await uploadByApi(page.request, token, source.path, source.name);
  expect((await waitUntilSettled(page.request, token, documentId)).status).toBe('processed');
  const olderId = await createVisualizationByApi(page, token, documentId);

  await test.step('an unreadable text colour is refused under its field', async () => {
    await page.goto('/settings?tab=organization');
    const card = page.getByRole('form', { name: 'Brand colors' });
    for (const [label, value] of Object.entries(PALETTE))
      await card.getByLabel(label, { exact: true }).fill(value);
    await card.getByLabel('Text', { exact: true }).fill('#999999');
    await card.getByRole('button', { name: 'Save brand colors' }).click();
    await expect(card.getByText(/Text is too light to read on white/)).toBeVisible();
    await card.getByLabel('Secondary', { exact: true }).fill('#fff');
    await card.getByLabel('Secondary', { exact: true }).blur();
    await expect(
      card.getByText('Secondary must be a 7-character hex color like #4f46e5'),
    ).toBeVisible();
  });

  await test.step('the admin saves the palette; the preview shows it', async () => {
    const card = page.getByRole('form', { name: 'Brand colors' });
    await card.getByLabel('Secondary', { exact: true }).fill(PALETTE.Secondary);
    await card.getByLabel('Text', { exact: true }).fill(PALETTE.Text);
    await expect(card.getByTestId('brand-swatch-primary')).toHaveCSS(
      'background-color',
      'rgb(15, 118, 110)',
    );
    await card.getByRole('button', { name: 'Save brand colors' }).click();
    await expect(toast(page, 'Brand colors saved')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Primary', { exact: true })).toHaveValue(PALETTE.Primary);
    await expect(page.getByRole('button', { name: 'Remove palette' })).toBeVisible();
  });

  await test.step('a new visualization is drawn in the palette', async () => {
    await page.goto(`/documents/${documentId}`);
    await page.getByRole('button', { name: 'Create Visualization' }).click();
    await expect(toast(page, 'Visualization created')).toBeVisible();
    await expect(page).toHaveURL(/\/visualizations\/\d+$/);
    await expect.poll(() => drawingFills(page, PALETTE.Primary)).toBe(true);
    expect(await previewMarkup(page)).not.toContain('#4f46e5');
  });

  await test.step('the older one keeps its colours until the palette is applied: Version 1', async () => {
    await page.goto(`/visualizations/${olderId}`);
    await expect(preview(page)).toBeVisible();
    await expect.poll(() => previewMarkup(page)).toContain('#4f46e5');
    expect(await drawingFills(page, PALETTE.Primary)).toBe(false);
    await page.getByRole('button', { name: 'Colors', exact: true }).click();
    const colors = page.getByRole('region', { name: 'Colors' });
    await colors.getByRole('button', { name: 'Apply brand colors' }).click();
    await expect.poll(() => drawingFills(page, PALETTE.Primary)).toBe(true);
    await colors.getByRole('button', { name: 'Save colors' }).click();
    await expect(toast(page, 'Changes saved')).toBeVisible();
    await expect(versionBadge(page)).toHaveText('Version 1');
    await page.getByRole('button', { name: 'Close colors' }).click();
    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByTestId('version-entry').first()).toContainText('Applied brand colors');
    await page.reload();
    await expect.poll(() => drawingFills(page, PALETTE.Primary)).toBe(true);
  });

  await test.step('a member sees the palette read-only', async () => {
    const email = `brand-member-${Date.now()}@example.com`;
    const invite = await page.request.post('/api/user/organization/invite', {
      headers: authHeader(token),
      data: { email, role: 'organization_user' },
    });
    expect(invite.status()).toBe(201);
    const link = await linkFromOutbox(email, '/register?invite=');
    const registered = await page.request.post('/api/auth/register', {
      data: {
        firstName: 'Mem',
        lastName: 'Ber',
        email,
        password: 'member-password',
        inviteToken: new URL(link).searchParams.get('invite'),
      },
    });
    expect(registered.status()).toBe(201);
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const member = await context.newPage();
    await signInWithToken(member, ((await registered.json()) as { token: string }).token);
    await member.goto('/settings?tab=organization');
    await expect(member.getByTestId('brand-swatch-primary')).toContainText('#0f766e');
    await expect(
      member.getByText('Only organization administrators can change the brand colors.'),
    ).toBeVisible();
    await expect(member.getByRole('button', { name: 'Save brand colors' })).toHaveCount(0);
    await expect(member.getByLabel('Primary', { exact: true })).toHaveCount(0);
    expect(await member.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await context.close();
  });
});
