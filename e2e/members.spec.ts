import { expect, test, type Page } from '@playwright/test';
import { INVITATION_MESSAGES } from '../common/contracts/members.js';
import { SAMPLE_PDF, uploadByApi } from './documents-api.js';
import {
  linkFromOutbox,
  newAccount,
  outboxMails,
  registerByApi,
  signInWithToken,
  expectToast,
  toast,
  type TestAccount,
} from './support.js';

function invitationRow(page: Page, email: string) {
  return page.getByTestId('invitation-row').filter({ hasText: email });
}

function memberRow(page: Page, email: string) {
  return page.getByTestId('member-row').filter({ hasText: email });
}

async function inviteThroughDialog(page: Page, email: string, role: 'User' | 'Admin' = 'User') {
  await page.getByRole('button', { name: 'Invite User' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Invite User' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText('colleague@company.com').first()).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  if (role === 'Admin') {
    await dialog.getByRole('combobox', { name: 'Role' }).click();
    await page.getByRole('option', { name: 'Admin' }).click();
  }
  await dialog.getByRole('button', { name: 'Send Invitation' }).click();
  await expectToast(
    page,
    'Invitation sent',
    'The user has been invited to join your organization.',
  );
  await expect(dialog).toBeHidden();
}

test.describe('members and invitations', () => {
  test('an admin invites, the invitee registers from the e-mailed link and joins the organization', async ({
    page,
    browser,
  }) => {
    const admin = await registerByApi(page.request);
    await uploadByApi(page.request, admin.token, SAMPLE_PDF, 'Shared roadmap', 'roadmap.pdf');

    await signInWithToken(page, admin.token);
    await page.goto('/admin');
    await expect(page).toHaveTitle('Admin Dashboard - DocViz');
    for (const column of ['Name', 'Email', 'Role', 'Status', 'Created', 'Actions']) {
      await expect(page.getByRole('columnheader', { name: column })).toBeVisible();
    }
    const adminRow = memberRow(page, admin.account.email);
    await expect(adminRow.getByText('Active')).toBeVisible();
    await expect(adminRow.getByText('Org Admin')).toBeVisible();

    const invitee: TestAccount = newAccount('invitee');
    await inviteThroughDialog(page, invitee.email);
    const pending = invitationRow(page, invitee.email);
    await expect(pending.getByText('Pending User')).toBeVisible();
    await expect(pending.getByText('Invitation Pending')).toBeVisible();
    await expect(pending.getByText('User', { exact: true })).toBeVisible();

    const link = await linkFromOutbox(invitee.email, '/register?invite=');

    // The invitee opens the link in a browser of their own.
    const inviteeContext = await browser.newContext();
    const inviteePage = await inviteeContext.newPage();
    await inviteePage.goto(link);
    await expect(inviteePage.getByTestId('invitation-organization')).toContainText(
      admin.account.organizationName,
    );
    const email = inviteePage.getByLabel('Email');
    await expect(email).toHaveValue(invitee.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(inviteePage.getByLabel('Organization name')).toHaveCount(0);
    await inviteePage.getByLabel('First name').fill('Grace');
    await inviteePage.getByLabel('Last name').fill('Invitee');
    await inviteePage.getByLabel('Password', { exact: true }).fill(invitee.password);
    await inviteePage.getByLabel('Confirm password').fill(invitee.password);
    await inviteePage.getByRole('button', { name: 'Create account' }).click();
    await expect(inviteePage).toHaveURL(/\/dashboard$/);
    await expect(toast(inviteePage, 'Registration successful')).toBeVisible();
    // The organization's documents, through GET /api/documents in the dashboard.
    await expect(
      inviteePage.getByTestId('document-row').filter({ hasText: 'Shared roadmap' }),
    ).toBeVisible();
    // A plain member has no Admin link.
    await expect(inviteePage.getByRole('link', { name: 'Admin' })).toHaveCount(0);
    await inviteeContext.close();

    // Back on /admin the invitee is an Active member and the invitation is gone.
    await page.reload();
    const joined = memberRow(page, invitee.email);
    await expect(joined.getByText('Grace Invitee')).toBeVisible();
    await expect(joined.getByText('Active')).toBeVisible();
    await expect(joined.getByText('User', { exact: true })).toBeVisible();
    await expect(invitationRow(page, invitee.email)).toHaveCount(0);

    // The used link cannot be used again.
    const again = await browser.newContext();
    const againPage = await again.newPage();
    await againPage.goto(link);
    await expect(againPage.getByText(INVITATION_MESSAGES.invalid)).toBeVisible();
    await expect(againPage.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await again.close();
  });

  test('an admin resends and deletes a pending invitation', async ({ page, browser }) => {
    const admin = await registerByApi(page.request);
    await signInWithToken(page, admin.token);
    await page.goto('/admin');

    const invitee = newAccount('resend');
    await inviteThroughDialog(page, invitee.email, 'Admin');
    const row = invitationRow(page, invitee.email);
    await expect(row.getByText('Org Admin')).toBeVisible();
    const firstLink = await linkFromOutbox(invitee.email, '/register?invite=');
    const sent = outboxMails(invitee.email).length;

    await row.getByRole('button', { name: 'Resend invitation' }).click();
    await expectToast(
      page,
      'Invitation resent',
      'The invitation e-mail has been resent successfully.',
    );
    const secondLink = await linkFromOutbox(invitee.email, '/register?invite=', { after: sent });
    expect(secondLink).not.toBe(firstLink);
    await expect(row.getByText('Invitation Pending')).toBeVisible();

    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await otherPage.goto(secondLink);
    await expect(otherPage.getByTestId('invitation-organization')).toContainText(
      admin.account.organizationName,
    );
    await expect(otherPage.getByTestId('invitation-organization')).toContainText('as an admin');

    await row.getByRole('button', { name: 'Delete invitation' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete invitation?' });
    await expect(confirm).toContainText(invitee.email);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(row).toHaveCount(1);
    await row.getByRole('button', { name: 'Delete invitation' }).click();
    await confirm.getByRole('button', { name: 'Delete invitation' }).click();
    await expect(toast(page, 'Invitation deleted')).toBeVisible();
    await expect(row).toHaveCount(0);

    // The deleted invitation's link now gives the clear message.
    await otherPage.goto(secondLink);
    await expect(otherPage.getByText(INVITATION_MESSAGES.invalid)).toBeVisible();
    await otherPage.getByRole('link', { name: 'Create a new account' }).click();
    await expect(otherPage).toHaveURL(/\/register$/);
    await expect(otherPage.getByLabel('Organization name')).toBeVisible();
    await other.close();
  });

  test('inviting an existing member fails with the server message', async ({ page }) => {
    const admin = await registerByApi(page.request);
    await signInWithToken(page, admin.token);
    await page.goto('/admin');
    await page.getByRole('button', { name: 'Invite User' }).first().click();
    const dialog = page.getByRole('dialog', { name: 'Invite User' });
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await dialog.getByLabel('Email').fill(admin.account.email);
    await dialog.getByRole('button', { name: 'Send Invitation' }).click();
    await expectToast(page, 'Invitation failed', INVITATION_MESSAGES.alreadyMember);
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  });

  test('an unknown invitation link shows the clear message', async ({ page }) => {
    await page.goto('/register?invite=not-a-real-token');
    await expect(page.getByText(INVITATION_MESSAGES.invalid)).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveCount(0);
    await page.getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/login$/);
  });
});
