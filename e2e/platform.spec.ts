import { expect, test, type Page } from '@playwright/test';
import { SAMPLE_PDF, uploadByApi } from './documents-api.js';
import { signInAsPlatformAdmin } from './platform-admin.js';
import { newAccount, registerByApi, signInWithToken } from './support.js';

function sidebar(page: Page) {
  return page.getByRole('navigation', { name: 'Platform admin' });
}

test.describe('platform admin area', () => {
  test('a platform admin sees the counts and the organizations and users tables', async ({
    page,
  }) => {
    // A name of its own: every spec shares the server, and the row is looked up by name.
    const owner = await registerByApi(page.request, {
      ...newAccount('owner'),
      organizationName: `Counted Org ${Date.now()}`,
    });
    await uploadByApi(page.request, owner.token, SAMPLE_PDF, 'Counted document', 'plan.pdf');

    await signInAsPlatformAdmin(page);
    await page.goto('/platform-admin');
    await expect(page).toHaveTitle('Platform Admin - DocViz');
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Dashboard',
      'Organisations',
      'Users',
      'Templates',
      'Settings',
    ]);
    for (const label of ['organizations', 'users', 'templates']) {
      await expect(page.getByTestId(`count-${label}`)).toHaveText(/^[1-9]\d*$/);
    }
    await expect(page.getByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    // Its lines (template changes) and its empty state: e2e/activity.spec.ts.
    await expect(page.getByRole('region', { name: 'Recent Activity' })).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Organisations' }).click();
    await expect(page).toHaveURL(/\/platform-admin\/organizations$/);
    const organizations = page.getByRole('table', { name: 'Organizations' });
    for (const column of ['ID', 'Name', 'Created', 'Users', 'Documents', 'Actions']) {
      await expect(organizations.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const orgRow = organizations.getByRole('row').filter({
      has: page.getByRole('cell', { name: owner.account.organizationName, exact: true }),
    });
    // innerText: the words shown only in the phone layout are not part of the desktop cells.
    await expect(orgRow.getByRole('cell')).toHaveText(
      [
        String(owner.organizationId),
        owner.account.organizationName,
        /\w{3} \d{1,2}, \d{4}/,
        '1',
        '1',
        '',
      ],
      { useInnerText: true },
    );
    await expect(page.getByRole('button', { name: 'Add Organization' })).toBeVisible();

    await sidebar(page).getByRole('link', { name: 'Users' }).click();
    await expect(page).toHaveURL(/\/platform-admin\/users$/);
    const users = page.getByRole('table', { name: 'Users' });
    for (const column of ['ID', 'Name', 'Email', 'Organization', 'Role', 'Created', 'Actions']) {
      await expect(users.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const ownerRow = users.getByRole('row').filter({ hasText: owner.account.email });
    await expect(ownerRow).toContainText(owner.account.organizationName);
    await expect(ownerRow.locator('[data-role]')).toHaveText('Org Admin');
    await expect(ownerRow.locator('[data-role]')).toHaveClass(/violet/);
    const adminRow = users.getByRole('row').filter({ hasText: 'platform-admin@docviz.test' });
    await expect(adminRow.locator('[data-role]')).toHaveText('Platform Admin');
    await expect(adminRow.locator('[data-role]')).toHaveClass(/red/);
    await expect(page.getByRole('button', { name: 'Add User' })).toBeVisible();

    // The sidebar collapses to icons and back.
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(sidebar(page).getByText('Organisations')).toHaveCount(0);
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
    await expect(sidebar(page).getByText('Organisations')).toBeVisible();
  });

  test('an organization admin who is not a platform admin sees the not-allowed state', async ({
    page,
  }) => {
    const { token } = await registerByApi(page.request);
    await signInWithToken(page, token);
    for (const path of [
      '/platform-admin',
      '/platform-admin/organizations',
      '/platform-admin/users',
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Platform admins only' })).toBeVisible();
      await expect(page.getByRole('table')).toHaveCount(0);
    }
    await expect(sidebar(page).getByRole('link')).toHaveText([
      'Dashboard',
      'Templates',
      'Settings',
    ]);
    await page.getByRole('link', { name: 'Back to dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
