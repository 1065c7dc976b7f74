import { expect, test } from '@playwright/test';
import { FORGOT_PASSWORD_ANSWER, PROFILE_MESSAGES } from '../common/contracts/profile.js';
import {
  linkFromOutbox,
  newAccount,
  outboxMails,
  registerByApi,
  signInThroughUi,
  toast,
} from './support.js';

test.describe('password reset', () => {
  test('forgot password → e-mailed link → new password → sign in; the link works only once', async ({
    page,
  }) => {
    const { account } = await registerByApi(page.request);
    await page.goto('/login');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
    await page.getByLabel('Email').fill(account.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(FORGOT_PASSWORD_ANSWER)).toBeVisible();

    const link = await linkFromOutbox(account.email, '/reset-password?token=');
    await page.goto(link);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Please confirm your password')).toBeVisible();
    const newPassword = 'reset and renewed';
    await page.getByLabel('New password').fill(newPassword);
    await page.getByLabel('Confirm password').fill('reset and renewed!');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByLabel('Confirm password').fill(newPassword);
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(toast(page, 'Password updated')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);

    const oldLogin = await page.request.post('/api/auth/login', {
      data: { email: account.email, password: account.password },
    });
    expect(oldLogin.status()).toBe(401);
    await signInThroughUi(page, account.email, newPassword);

    // The same link a second time: the clear message and a way to ask for a new one.
    await page.evaluate(() => localStorage.clear());
    await page.goto(link);
    await page.getByLabel('New password').fill('yet another password');
    await page.getByLabel('Confirm password').fill('yet another password');
    await page.getByRole('button', { name: 'Update password' }).click();
    await expect(page.getByText(PROFILE_MESSAGES.invalidResetLink)).toBeVisible();
    await page.getByRole('link', { name: 'Request a new link' }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  });

  test('an unknown address gets the same answer and no e-mail', async ({ page }) => {
    const stranger = newAccount('nobody').email;
    await page.goto('/forgot-password');
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await page.getByLabel('Email').fill(stranger);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText(FORGOT_PASSWORD_ANSWER)).toBeVisible();
    expect(outboxMails(stranger)).toHaveLength(0);
  });

  test('a reset link without a token shows the invalid-link message', async ({ page }) => {
    await page.goto('/reset-password');
    await expect(page.getByText(PROFILE_MESSAGES.invalidResetLink)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Request a new link' })).toBeVisible();
  });
});
