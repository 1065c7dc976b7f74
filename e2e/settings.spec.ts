import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  expectToast,
  fileOf,
  newAccount,
  registerByApi,
  savedToken,
  signInThroughUi,
  signInWithToken,
  toast,
} from './support.js';

/** A 1x1 PNG. */
const TINY_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/** A new account signed in through the UI here and in a second browser context. */
async function signedInTwice(page: Page, browser: Browser) {
  const { account } = await registerByApi(page.request);
  await signInThroughUi(page, account.email, account.password);
  const elsewhere = await browser.newContext();
  const otherPage = await elsewhere.newPage();
  await signInThroughUi(otherPage, account.email, account.password);
  return { account, elsewhere, otherPage, otherToken: await savedToken(otherPage) };
}

test.describe('settings', () => {
  test('a profile change is saved and survives a reload', async ({ page }) => {
    const { account, token } = await registerByApi(page.request);
    const taken = await registerByApi(page.request);
    await signInWithToken(page, token);
    await page.goto('/settings');
    await expect(page).toHaveTitle('Settings - DocViz');
    for (const tab of ['Profile', 'Password', 'Organization']) {
      await expect(page.getByRole('tab', { name: tab })).toBeVisible();
    }
    await expect(page.getByLabel('First name')).toHaveValue(account.firstName);
    await expect(page.getByLabel('Last name')).toHaveValue(account.lastName);
    await expect(page.getByLabel('Email')).toHaveValue(account.email);

    // Validation, then an e-mail that belongs to someone else.
    await page.getByLabel('First name').fill('');
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(page.getByText('First name is required')).toBeVisible();
    await page.getByLabel('First name').fill('Margaret');
    await page.getByLabel('Email').fill(taken.account.email);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expectToast(page, 'Update failed', 'An error occurred while updating your profile');
    await expect(page.getByText('An account with this email already exists')).toBeVisible();

    const newEmail = newAccount('renamed').email;
    await page.getByLabel('Last name').fill('Hamilton');
    await page.getByLabel('Email').fill(newEmail);
    await page.getByRole('button', { name: 'Update Profile' }).click();
    await expect(toast(page, 'Profile updated')).toBeVisible();
    await expect(page.getByTestId('user-full-name')).toHaveText('Margaret Hamilton');

    await page.reload();
    await expect(page.getByLabel('First name')).toHaveValue('Margaret');
    await expect(page.getByLabel('Last name')).toHaveValue('Hamilton');
    await expect(page.getByLabel('Email')).toHaveValue(newEmail);
    await expect(page.getByTestId('user-full-name')).toHaveText('Margaret Hamilton');
    // The server has it too: the new address signs in.
    const login = await page.request.post('/api/auth/login', {
      data: { email: newEmail, password: account.password },
    });
    expect(login.status()).toBe(200);
  });

  test('a password change keeps this session, revokes the others and the new password signs in', async ({
    page,
    browser,
  }) => {
    const { account, elsewhere, otherPage, otherToken } = await signedInTwice(page, browser);

    await page.goto('/settings?tab=password');
    await expect(page.getByRole('tab', { name: 'Password', selected: true })).toBeVisible();
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText('Current password is required')).toBeVisible();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();

    const newPassword = 'a brand new passphrase';
    await page.getByLabel('Current password').fill('not my password');
    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expectToast(page, 'Update failed', 'An error occurred while updating your password');
    await expect(page.getByText('Current password is incorrect')).toBeVisible();

    await page.getByLabel('Current password').fill(account.password);
    await page.getByRole('button', { name: 'Update Password' }).click();
    await expect(toast(page, 'Password updated')).toBeVisible();
    await expect(page.getByLabel('Current password')).toHaveValue('');

    // The other session is revoked; this one stays.
    const otherMe = await page.request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(otherMe.status()).toBe(401);
    await otherPage.goto('/settings');
    await expect(otherPage).toHaveURL(/\/login$/);
    await elsewhere.close();
    await page.reload();
    await expect(page).toHaveURL(/\/settings\?tab=password$/);
    const thisMe = await page.request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${await savedToken(page)}` },
    });
    expect(thisMe.status()).toBe(200);

    // Sign out, the old password fails, the new one works.
    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(toast(page, 'Login failed')).toBeVisible();
    await signInThroughUi(page, account.email, newPassword);
  });

  test('the Sessions card lists this and other devices, ends another at once and this one signs out', async ({
    page,
    browser,
  }) => {
    const { elsewhere, otherToken } = await signedInTwice(page, browser);

    await page.goto('/settings?tab=password');
    const rows = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
    await expect(rows).toHaveCount(3); // registration, this browser, the other one
    const thisDevice = rows.filter({ hasText: 'This device' });
    await expect(thisDevice).toHaveCount(1);
    await expect(thisDevice).toContainText('Chrome on '); // the system is the device profile's
    await expect(thisDevice).toContainText('Last used');

    const others = rows.filter({ hasNotText: 'This device' });
    for (const remaining of [1, 0]) {
      await others.first().getByRole('button', { name: 'End session' }).click();
      await expect(toast(page, 'Session ended')).toBeVisible();
      await expect(others).toHaveCount(remaining);
    }
    const otherMe = await page.request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${otherToken}` },
    });
    expect(otherMe.status()).toBe(401);
    await elsewhere.close();

    await thisDevice.getByRole('button', { name: 'End session' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Logged out')).toBeVisible();
  });

  test('uploading a profile image shows it after the page reloads', async ({ page }) => {
    const { token } = await registerByApi(page.request);
    await signInWithToken(page, token);
    await page.goto('/settings');
    const avatar = page.getByRole('button', { name: 'User menu' }).locator('img');
    await expect(avatar).toHaveCount(0);
    await page.evaluate(() => Object.assign(window, { beforeUpload: true }));

    await page.getByTestId('profile-image-input').setInputFiles({
      name: 'me.png',
      mimeType: 'image/png',
      buffer: TINY_PNG,
    });
    await expect(toast(page, 'Profile image updated')).toBeVisible();
    // Spec §9: the page reloads 1 s after the upload.
    await expect
      .poll(() => page.evaluate(() => 'beforeUpload' in window), { timeout: 10_000 })
      .toBe(false);
    await expect(avatar).toBeVisible();
    await expect(avatar).toHaveAttribute('src', /^\/uploads\/org_\d+\/[^?]+\?t=\d+$/);
    expect(await avatar.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  });

  test('a file that is not an image is refused', async ({ page }) => {
    const { token } = await registerByApi(page.request);
    await signInWithToken(page, token);
    await page.goto('/settings');
    const notImage = fileOf('notes.png', 'image/png', 'this is not a picture');
    await page.getByTestId('profile-image-input').setInputFiles(notImage);
    await expectToast(
      page,
      'Upload failed',
      'An error occurred while uploading your profile image',
    );
  });

  test('the Organization tab is read only', async ({ page }) => {
    const { account, token } = await registerByApi(page.request);
    await signInWithToken(page, token);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Organization' }).click();
    const name = page.getByLabel('Organization name');
    await expect(name).toHaveValue(account.organizationName);
    await expect(name).toHaveAttribute('readonly', '');
    await expect(page.getByText('Contact support to change your organization name.')).toBeVisible();
    await expect(
      page.getByText(
        'Organization member management is only available for organization administrators.',
      ),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Settings Locked' })).toBeDisabled();
  });

  test("the sidebar's Get Support opens a mail to the configured address", async ({ page }) => {
    const { token } = await registerByApi(page.request);
    await signInWithToken(page, token);
    await page.goto('/dashboard');
    await expect(page.getByRole('link', { name: 'Get Support' })).toHaveAttribute(
      'href',
      'mailto:support@docviz.test',
    );
  });
});
