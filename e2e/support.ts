import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

let counter = 0;

export interface TestAccount {
  firstName: string;
  lastName: string;
  email: string;
  organizationName: string;
  password: string;
}

export function newAccount(prefix = 'user'): TestAccount {
  counter += 1;
  return {
    firstName: 'Ada',
    lastName: `Tester${counter}`,
    email: `${prefix}-${Date.now()}-${counter}@example.com`,
    organizationName: `Org ${counter}`,
    password: 'correct horse battery',
  };
}

/** Registers through the real form and waits for the dashboard. */
export async function registerThroughUi(
  page: Page,
  account: TestAccount = newAccount(),
): Promise<TestAccount> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(account.firstName);
  await page.getByLabel('Last name').fill(account.lastName);
  await page.getByLabel('Email').fill(account.email);
  await page.getByLabel('Organization name').fill(account.organizationName);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  await page.getByLabel('Confirm password').fill(account.password);
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  return account;
}

/** Registers through the API (faster) and stores the session the way the app does. */
export async function signInByApi(
  page: Page,
  account: TestAccount = newAccount(),
): Promise<TestAccount> {
  const response = await page.request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  const session = await response.json();
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('auth', JSON.stringify(value)), session);
  return account;
}

/** The bearer token of the session the app stored in the browser. */
export async function savedToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    () => (JSON.parse(localStorage.getItem('auth') ?? '{}') as { token?: string }).token,
  );
  expect(token).toBeTruthy();
  return token!;
}

/** A toast's title or description (Radix also writes a screen-reader copy, which this skips). */
export function toast(page: Page, text: string) {
  return page.locator('ol > li').getByText(text, { exact: true });
}

/** Waits for a toast with this title and this description. */
export async function expectToast(page: Page, title: string, description: string): Promise<void> {
  await expect(toast(page, title)).toBeVisible();
  await expect(toast(page, description)).toBeVisible();
}

/** A file to hand to a file input, made in memory: `content` need not match the type it claims. */
export function fileOf(name: string, mimeType: string, content: string | Buffer) {
  return { name, mimeType, buffer: Buffer.isBuffer(content) ? content : Buffer.from(content) };
}

// ---------------------------------------------------------------------------------------------
// E-mails. Without SMTP_URL the server writes every message as an .eml file into
// DATA_DIR/outbox; e2e/start-server.mjs tells the specs where DATA_DIR is through a file named
// after the port, so concurrent runs on different ports never read each other's mail.

/** The temporary DATA_DIR of the server this run started. */
export function e2eDataDir(): string {
  const port = process.env.E2E_PORT ?? '3999';
  return readFileSync(join(tmpdir(), `docviz-e2e-data-dir-${port}.txt`), 'utf8').trim();
}

export interface OutboxMail {
  file: string;
  to: string;
  subject: string;
  /** Every text part (plain and HTML), decoded. */
  body: string;
}

/** Quoted-printable: soft line breaks (`=` at a line end) vanish and `=XX` is a byte. */
export function decodeQuotedPrintable(text: string): string {
  const bytes = text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  return Buffer.from(bytes, 'latin1').toString('utf8');
}

/** Splits a MIME entity into unfolded headers (lower-case names) and its body. */
function splitEntity(raw: string): { headers: Map<string, string>; body: string } {
  const match = /\r?\n\r?\n/.exec(raw);
  const head = match ? raw.slice(0, match.index) : raw;
  const body = match ? raw.slice(match.index + match[0].length) : '';
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body };
}

/** The decoded text of every leaf part of a MIME entity. */
function textParts(raw: string): string[] {
  const { headers, body } = splitEntity(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (/^multipart\//i.test(type) && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((part) => !part.startsWith('--'))
      .flatMap((part) => textParts(part.replace(/^\r?\n/, '')));
  }
  const encoding = (headers.get('content-transfer-encoding') ?? '').toLowerCase();
  if (encoding === 'base64')
    return [Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')];
  if (encoding === 'quoted-printable') return [decodeQuotedPrintable(body)];
  return [body];
}

/** Every message of the outbox addressed to `recipient`, oldest first. */
export function outboxMails(recipient: string): OutboxMail[] {
  const dir = join(e2eDataDir(), 'outbox');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((file) => file.endsWith('.eml'))
    .map((file) => {
      const path = join(dir, file);
      return { path, file, mtime: statSync(path).mtimeMs };
    })
    .sort((a, b) => a.mtime - b.mtime || a.file.localeCompare(b.file))
    .map(({ path, file }) => {
      const raw = readFileSync(path, 'utf8');
      const { headers } = splitEntity(raw);
      return {
        file,
        to: headers.get('to') ?? '',
        subject: headers.get('subject') ?? '',
        body: textParts(raw).join('\n'),
      };
    })
    .filter((mail) => mail.to.toLowerCase().includes(recipient.toLowerCase()));
}

/**
 * Waits for the newest message to `recipient` that holds a link containing `path` (such as
 * '/register?invite=') and returns that link. With `after`, only messages beyond the first
 * `after` ones count (to wait for a resent e-mail).
 */
export async function linkFromOutbox(
  recipient: string,
  path: string,
  { after = 0 }: { after?: number } = {},
): Promise<string> {
  const escaped = path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const pattern = new RegExp(`https?://[^\\s"'<>]*${escaped}[^\\s"'<>]*`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const mails = outboxMails(recipient).slice(after);
        const newest = mails.at(-1);
        link = newest ? pattern.exec(newest.body)?.[0].replace(/&amp;/g, '&') : undefined;
        return link ?? null;
      },
      { message: `an e-mail to ${recipient} with a ${path} link`, timeout: 15_000 },
    )
    .not.toBeNull();
  return link!;
}

/** Registers through the API and returns the answer (user, organization and bearer token). */
export async function registerByApi(
  request: APIRequestContext,
  account: TestAccount = newAccount(),
): Promise<{ account: TestAccount; token: string; organizationId: number }> {
  const response = await request.post('/api/auth/register', { data: account });
  expect(response.status()).toBe(201);
  const body = (await response.json()) as { token: string; organization: { id: number } };
  return { account, token: body.token, organizationId: body.organization.id };
}

/** Signs in through the real form and waits for the dashboard. */
export async function signInThroughUi(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

/** Stores the session of an existing token the way the app does, without the form. */
export async function signInWithToken(page: Page, token: string): Promise<void> {
  const me = await page.request.get('/api/auth/me', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(me.status()).toBe(200);
  const { user, organization } = (await me.json()) as Record<string, unknown>;
  await page.goto('/login');
  await page.evaluate((value) => localStorage.setItem('auth', JSON.stringify(value)), {
    user,
    organization,
    token,
  });
}
