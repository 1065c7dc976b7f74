import { expect, test } from '@playwright/test';
import { expectToast, newAccount, registerThroughUi, savedToken, toast } from './support.js';

test.describe('accounts', () => {
  test('register, land on the dashboard, log out, log in again', async ({ page }) => {
    const account = await registerThroughUi(page);
    await expect(toast(page, 'Registration successful')).toBeVisible();
    await expect(page).toHaveTitle(/Dashboard/);
    await expect(page.getByText(`${account.firstName} ${account.lastName}`).first()).toBeVisible();

    await page.getByRole('button', { name: 'User menu' }).click();
    await page.getByRole('menuitem', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(toast(page, 'Logged out')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();

    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill(account.password);
    await page.getByLabel('Remember me').check();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toast(page, 'Login successful')).toBeVisible();
  });

  test('a wrong password shows the login failure toast and stays on /login', async ({ page }) => {
    const account = newAccount();
    await page.request.post('/api/auth/register', { data: account });
    await page.goto('/login');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expectToast(page, 'Login failed', 'Invalid email or password');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('registering an e-mail that exists shows the failure toast and the field error', async ({
    page,
  }) => {
    const account = newAccount();
    await page.request.post('/api/auth/register', { data: account });
    await page.goto('/register');
    await page.getByLabel('First name').fill('Other');
    await page.getByLabel('Last name').fill('Person');
    await page.getByLabel('Email').fill(account.email);
    await page.getByLabel('Organization name').fill('Copycat');
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm password').fill('password123');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(toast(page, 'Registration failed')).toBeVisible();
    await expect(page.getByText('An account with this email already exists')).toBeVisible();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('sign-in screen: title, heading, links and every validation message', async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle('Sign In');
    await expect(page.getByRole('heading', { name: 'Sign in to your account' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Forgot your password?' })).toBeVisible();
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByText('Invalid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await page.getByRole('link', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/register$/);
  });

  test('registration screen: title, subtitle and every validation message', async ({ page }) => {
    await page.goto('/register');
    await expect(page).toHaveTitle('Create Account');
    await expect(page.getByText('Start visualizing your documents')).toBeVisible();
    await page.getByRole('button', { name: 'Create account' }).click();
    for (const message of [
      'First name is required',
      'Last name is required',
      'Invalid email address',
      'Organization name is required',
      'Password must be at least 8 characters',
      'Please confirm your password',
    ]) {
      await expect(page.getByText(message, { exact: true })).toBeVisible();
    }
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByLabel('Confirm password').fill('password124');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByText("Passwords don't match")).toBeVisible();
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});

test.describe('route guards', () => {
  test('a signed-out visitor of a guarded page goes to /login', async ({ page }) => {
    for (const path of [
      '/dashboard',
      '/visualizations',
      '/settings',
      '/admin',
      '/platform-admin',
      '/documents/1',
    ]) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login$/);
    }
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('a signed-in visitor of /login, /register and / goes to /dashboard', async ({ page }) => {
    await registerThroughUi(page);
    for (const path of ['/login', '/register', '/']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/dashboard$/);
    }
  });

  test('/admin sends a plain member to /dashboard and lets an organization admin in', async ({
    page,
  }) => {
    await registerThroughUi(page);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/admin$/);
    // Until invitations exist, a plain member is simulated: the server answers /me with role
    // organization_user, and the client's guard and sidebar must follow it.
    await page.route('**/api/auth/me', async (route) => {
      const response = await route.fetch();
      const body = await response.json();
      body.user.role = 'organization_user';
      await route.fulfill({ response, json: body });
    });
    await page.evaluate(() => {
      const auth = JSON.parse(localStorage.getItem('auth')!);
      auth.user.role = 'organization_user';
      localStorage.setItem('auth', JSON.stringify(auth));
    });
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('link', { name: 'Admin' })).toHaveCount(0);
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
    await page.goto('/visualizations/not-a-number');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('an unreadable saved session is discarded at start', async ({ page }) => {
    await page.goto('/login');
    await page.evaluate(() => localStorage.setItem('auth', '{not json'));
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });

  test('a revoked session (401 on a data read) sends the browser to /login', async ({ page }) => {
    await registerThroughUi(page);
    const token = await savedToken(page);
    await page.request.post('/api/auth/logout', { headers: { authorization: `Bearer ${token}` } });
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    expect(await page.evaluate(() => localStorage.getItem('auth'))).toBeNull();
  });
});
