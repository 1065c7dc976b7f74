import { expect, test, type Page } from '@playwright/test';
import { authHeader } from './documents-api.js';
import { expectNothingHostile, watchHostile, type HostileWires } from './hostile-text.js';
import { fileNamePayload, makeHostileWorld, type HostileWorld } from './hostile-world.js';
import { platformAdminToken, signInAsPlatformAdmin } from './platform-admin.js';
import { outboxMails, signInWithToken } from './support.js';
import { previewMarkup } from './visualization-page.js';

/**
 * Issue 14, Deliver 5: XSS payloads in every user-controlled text the app shows — names,
 * organization names, document and file names, extracted text that reaches merge tags,
 * visualization titles, data and change descriptions, invitation pages and e-mails, template
 * names and drawings — are shown as text in Chromium. Dialog, console and request listeners
 * (e2e/hostile-text.ts) fail the spec on any script run, CSP refusal or unexpected request, and
 * the DOM, shadow roots included, must hold no injected handler. The app's CSP is bypassed, so
 * escaping and sanitizing are what is tested, not the second line of defence.
 */
test.describe('hostile text on every surface', () => {
  test.describe.configure({ timeout: 240_000 });
  test.use({ bypassCSP: true });

  let world: HostileWorld | undefined;
  const theWorld = async (page: Page) => (world ??= await makeHostileWorld(page.request));

  test.afterAll(async ({ request }) => {
    if (!world) return;
    const headers = authHeader(await platformAdminToken(request));
    const templates = (await (await request.get('/api/admin/templates', { headers })).json()) as {
      id: number;
      name: string;
    }[];
    for (const template of templates.filter((t) => t.name === world?.templateName))
      await request.delete(`/api/admin/templates/${template.id}`, { headers });
  });

  /** Opens a page, waits for a text of it, then checks the tripwires. */
  async function visit(page: Page, wires: HostileWires, path: string, shows: string | RegExp) {
    await page.goto(path);
    await expect(page.getByText(shows).first()).toBeVisible();
    await expectNothingHostile(page, wires, path);
  }

  test('an organization’s pages show its hostile names, documents and visualizations as text', async ({
    page,
    baseURL,
  }) => {
    const w = await theWorld(page);
    const wires = watchHostile(page, new URL(baseURL!).origin);
    await signInWithToken(page, w.adminToken);

    await visit(page, wires, '/dashboard', w.documentName);
    await visit(page, wires, `/documents/${w.documentId}`, fileNamePayload('file'));
    // Extracted text with payloads, shown as text.
    await page.getByRole('button', { name: /Extracted text/ }).click();
    await expect(page.getByText(/hx-x-r1/).first()).toBeVisible();
    await expectNothingHostile(page, wires, 'extracted text');
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(page.getByRole('alertdialog')).toContainText(w.documentName);
    await expectNothingHostile(page, wires, 'delete document dialog');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await visit(page, wires, '/visualizations', /hx-title/);
    await visit(page, wires, `/visualizations/${w.visualizationId}`, /hx-title/);
    // The drawing holds the payloads as text: escaped in its markup, never as elements.
    await expect.poll(() => previewMarkup(page)).toContain('hx-r1n');
    const drawing = await previewMarkup(page);
    expect(drawing).toContain('&lt;/text&gt;&lt;script&gt;');
    expect(drawing).not.toMatch(/<script|<image[^>]*hx-|<img/i);
    await expectNothingHostile(page, wires, 'visualization preview');

    await page.getByRole('button', { name: 'History' }).click();
    await expect(page.getByTestId('version-entry').first()).toContainText('hx-chg');
    await expectNothingHostile(page, wires, 'version history');
    await page.getByRole('button', { name: 'Close version history' }).click();

    // The editor shows the payloads in its fields; the live preview follows an edit.
    await page.getByRole('button', { name: 'Edit', exact: true }).click();
    const risk = page.getByRole('group', { name: 'Risk 1' });
    await expect(risk.getByLabel('Risk', { exact: true })).toHaveValue(/hx-r1n/);
    await risk.getByLabel('Owner').fill(`Ops <img src=x onerror=alert('hx-typed')>`);
    await expect.poll(() => previewMarkup(page)).toContain('hx-typed');
    await expectNothingHostile(page, wires, 'editing');
    await page.getByRole('button', { name: 'Cancel' }).click();

    await visit(page, wires, '/settings', 'Profile');
    await expect(page.getByLabel('First name')).toHaveValue(/hx-fn/);
    await visit(page, wires, '/admin', w.memberEmail);
    await expect(page.getByText(/hx-mfn/).first()).toBeVisible();
    await expect(page.getByText(w.pendingEmail)).toBeVisible();
    await expectNothingHostile(page, wires, 'members');
  });

  test('the invitation page and the invitation e-mail show the hostile names as text', async ({
    page,
    baseURL,
  }) => {
    const w = await theWorld(page);
    const wires = watchHostile(page, new URL(baseURL!).origin);
    await visit(page, wires, `/register?invite=${encodeURIComponent(w.pendingToken)}`, /hx-org/);

    // The HTML part of the .eml, rendered as a mail client would (the page has no app origin).
    const body = outboxMails(w.pendingEmail).at(-1)?.body ?? '';
    const html = /<!doctype html>[\s\S]*<\/html>/i.exec(body)?.[0];
    expect(html, 'the invitation has an HTML part').toBeTruthy();
    const mail = await page.context().newPage();
    const mailWires = watchHostile(mail, new URL(baseURL!).origin);
    await mail.setContent(html!);
    await expect(mail.getByText(/invited you to join/)).toContainText('hx-org');
    await expect(mail.getByText(/invited you to join/)).toContainText('hx-fn');
    await expectNothingHostile(mail, mailWires, 'invitation e-mail');
    await mail.close();
  });

  test('the platform admin’s pages show hostile organization, user and template names as text', async ({
    page,
    baseURL,
  }) => {
    const w = await theWorld(page);
    const wires = watchHostile(page, new URL(baseURL!).origin);
    await signInAsPlatformAdmin(page);
    await visit(page, wires, '/platform-admin', /Platform|Overview|Organizations/);
    await visit(page, wires, '/platform-admin/organizations', /hx-org/);
    await visit(page, wires, '/platform-admin/users', /hx-mfn/);
    await visit(page, wires, '/platform-admin/templates', w.templateName);
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('cell', { name: w.templateName, exact: true }) });
    await row.getByRole('button', { name: 'View template' }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: w.templateName })).toBeVisible();
    const drawing = await dialog
      .locator('[data-safe-svg]')
      .first()
      .evaluate((host) => host.shadowRoot?.innerHTML ?? '');
    expect(drawing).toContain('hx-tsvg');
    expect(drawing).not.toMatch(/<script|<image/i);
    await expectNothingHostile(page, wires, 'template view');
  });
});
