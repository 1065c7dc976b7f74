import { expect, test, type Browser, type Page } from '@playwright/test';
import { authHeader, uploadByApi, waitUntilSettled } from './documents-api.js';
import { newAccount, savedToken, signInByApi } from './support.js';
import { riskDocument } from './visualization-page.js';

/**
 * Issue 17, share links: a member makes a view-only link on the visualization page, copies it, and
 * it opens in a fresh signed-out browser with the title, the organization and the drawing and
 * nothing of the app; a password-protected link asks for its password; a revoked one is gone.
 * SHARE_SCREENSHOTS=<dir> also saves the public page at desktop and phone size there.
 */

const TITLE = 'Launch risks, shared';

async function visualizationOf(page: Page): Promise<number> {
  const token = await savedToken(page);
  const source = riskDocument();
  const documentId = await uploadByApi(page.request, token, source.path, source.name);
  expect((await waitUntilSettled(page.request, token, documentId)).status).toBe('processed');
  const created = await page.request.post(`/api/documents/${documentId}/visualizations`, {
    headers: authHeader(token),
    data: { title: TITLE },
  });
  expect(created.status()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** Opens the Share dialog, creates a link (with a password when given) and copies its URL. */
async function createLinkInUi(page: Page, password?: string): Promise<string> {
  const dialog = page.getByRole('dialog', { name: 'Share visualization' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Share' }).click();
  await expect(dialog.getByText('Viewers always see the latest saved version.')).toBeVisible();
  if (password) await dialog.getByLabel('Password (optional)').fill(password);
  await dialog.getByRole('button', { name: 'Create link' }).click();
  const url = dialog.getByLabel('New link created');
  await expect(url).toHaveValue(/\/s\/[A-Za-z0-9_-]{43}$/);
  await dialog.getByRole('button', { name: 'Copy' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toBe(await url.inputValue());
  return copied;
}

/** A browser context with nothing of the member's session: a stranger who got the link. */
async function stranger(browser: Browser, viewport = { width: 1280, height: 800 }) {
  const context = await browser.newContext({ viewport });
  return { context, page: await context.newPage() };
}

test.describe('share links', () => {
  test('create, open signed out, protect with a password, revoke', async ({ page, browser }) => {
    test.setTimeout(180_000);
    const account = newAccount('sharer');
    await signInByApi(page, account);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const id = await visualizationOf(page);
    await page.goto(`/visualizations/${id}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();

    const url = await createLinkInUi(page);
    const dialog = page.getByRole('dialog', { name: 'Share visualization' });
    const rows = dialog.getByTestId('share-link');
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText('Active');
    await expect(rows.first()).toContainText('0 views');
    const shots = process.env.SHARE_SCREENSHOTS;
    if (shots) await page.screenshot({ path: `${shots}/dialog-desktop.png` });

    // A stranger's browser: the page, its title, the organization and the drawing only.
    const visitor = await stranger(browser);
    const response = await visitor.page.goto(url);
    expect(response?.status()).toBe(200);
    expect(response?.headers()['x-robots-tag']).toBe('noindex, nofollow');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'none'");
    await expect(visitor.page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible();
    await expect(visitor.page.getByText(account.organizationName, { exact: true })).toBeVisible();
    const drawing = visitor.page.getByRole('img', { name: TITLE });
    await expect(drawing).toBeVisible();
    expect(await drawing.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
    // None of the app: no shell, no navigation, no script, no link anywhere.
    await expect(visitor.page.getByRole('navigation')).toHaveCount(0);
    await expect(visitor.page.locator('script, a, #root')).toHaveCount(0);
    expect(await visitor.page.evaluate(() => localStorage.length)).toBe(0);
    if (shots) {
      await visitor.page.screenshot({ path: `${shots}/public-desktop.png`, fullPage: true });
      const phone = await stranger(browser, { width: 390, height: 844 });
      await phone.page.goto(url);
      await expect(phone.page.getByRole('img', { name: TITLE })).toBeVisible();
      await phone.page.screenshot({ path: `${shots}/public-phone.png`, fullPage: true });
      await phone.context.close();
    }

    // The member sees the views counted (the phone's too, when it took a screenshot).
    await page.reload();
    await page.getByRole('button', { name: 'Share' }).click();
    await expect(rows.first()).toContainText(shots ? '2 views' : '1 view');

    // A password-protected link asks for the password first.
    const protectedUrl = await createLinkInUi(page, 'open sesame 42');
    await visitor.page.goto(protectedUrl);
    await expect(
      visitor.page.getByRole('heading', { name: 'This visualization is protected' }),
    ).toBeVisible();
    await expect(visitor.page.getByRole('img', { name: TITLE })).toHaveCount(0);
    if (shots) await visitor.page.screenshot({ path: `${shots}/password-desktop.png` });
    await visitor.page.getByLabel('Password').fill('not the password');
    await visitor.page.getByRole('button', { name: 'View visualization' }).click();
    await expect(visitor.page.getByRole('alert')).toHaveText(
      'That password is not correct. Try again.',
    );
    await visitor.page.getByLabel('Password').fill('open sesame 42');
    await visitor.page.getByRole('button', { name: 'View visualization' }).click();
    await expect(visitor.page.getByRole('img', { name: TITLE })).toBeVisible();
    await expect(visitor.page).toHaveURL(protectedUrl);

    // Revoking the first link (newest first: it is the second row) ends it.
    await expect(rows).toHaveCount(2);
    await rows.nth(1).getByRole('button', { name: 'Revoke' }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke link' }).click();
    await expect(rows.nth(1)).toContainText('Revoked');
    const gone = await visitor.page.goto(url);
    expect(gone?.status()).toBe(404);
    await expect(
      visitor.page.getByRole('heading', { name: 'This link is not available' }),
    ).toBeVisible();
    await visitor.context.close();
  });
});
