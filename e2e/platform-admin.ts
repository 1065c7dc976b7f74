import { expect, type APIRequestContext, type Page } from '@playwright/test';

/** The platform admin e2e/start-server.mjs creates at server start. */
export const PLATFORM_ADMIN = {
  email: 'platform-admin@docviz.test',
  password: 'platform-admin-password',
};

/** Signs the platform admin in through the real form and waits for the dashboard. */
export async function signInAsPlatformAdmin(page: Page): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(PLATFORM_ADMIN.email);
  await page.getByLabel('Password').fill(PLATFORM_ADMIN.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** A bearer token of the platform admin, for API calls made by a spec itself. */
export async function platformAdminToken(request: APIRequestContext): Promise<string> {
  const response = await request.post('/api/auth/login', { data: PLATFORM_ADMIN });
  expect(response.status()).toBe(200);
  const { token } = (await response.json()) as { token: string };
  return token;
}
