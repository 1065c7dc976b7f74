import { expect, type Browser, type Page } from '@playwright/test';
import { EXTERNAL, PAYLOADS } from './xss-payloads.js';

/** What a page did that it should not have. */
export interface Tripwires {
  dialogs: string[];
  externalRequests: string[];
}

export function watch(page: Page, appOrigin: string): Tripwires {
  const wires: Tripwires = { dialogs: [], externalRequests: [] };
  page.on('dialog', (dialog) => {
    wires.dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => {
    const url = request.url();
    if (/^(data|blob|about):/.test(url)) return;
    if (new URL(url).origin !== appOrigin) wires.externalRequests.push(url);
  });
  return wires;
}

export async function ranPayloads(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const marks = (window as unknown as { __xss?: unknown }).__xss;
    return Array.isArray(marks) ? marks.map(String) : marks === undefined ? [] : [String(marks)];
  });
}

/** Hovers and clicks every probe inside `scope` (Playwright's locators pierce the shadow root). */
export async function poke(page: Page, scope: ReturnType<Page['locator']>): Promise<void> {
  const probes = scope.locator('[data-probe]');
  const count = await probes.count();
  for (let index = 0; index < count; index += 1) {
    const probe = probes.nth(index);
    await probe.hover({ force: true, timeout: 2000 }).catch(() => undefined);
    await probe.click({ force: true, timeout: 2000 }).catch(() => undefined);
  }
  await page.waitForTimeout(150);
}

/** The drawings the app inserted (SafeSvg hosts' shadow roots) hold nothing executable. */
export async function expectCleanDrawings(page: Page): Promise<void> {
  const drawings = await page.evaluate(() =>
    Array.from(
      document.querySelectorAll('[data-safe-svg]'),
      (host) => host.shadowRoot?.innerHTML ?? '',
    ),
  );
  expect(drawings.length).toBeGreaterThan(0);
  for (const markup of drawings) {
    expect(markup).toMatch(/^<svg[\s>]/);
    expect(markup).not.toMatch(/<[^>]*\son[a-z]+\s*=/i);
    expect(markup).not.toMatch(
      /javascript:|<script|<foreignObject|<iframe|<use\b|<animate|<set\b/i,
    );
    expect(markup).not.toContain(EXTERNAL);
  }
}

export async function expectNothingRan(page: Page, wires: Tripwires, where: string): Promise<void> {
  expect(await ranPayloads(page), `scripts that ran (${where})`).toEqual([]);
  expect(wires.dialogs, `dialogs opened (${where})`).toEqual([]);
  expect(wires.externalRequests, `requests outside the app (${where})`).toEqual([]);
}

/** Runs every payload unsanitized in a blank page and reports which ran or reached out. */
export async function runUnsanitized(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const wires = watch(page, 'null');
  const ran = new Set<string>();
  for (const payload of PAYLOADS) {
    await page.setContent(`<!doctype html><body><div id="host">${payload.svg}</div></body>`);
    await page.waitForTimeout(100);
    await poke(page, page.locator('body'));
    for (const id of await ranPayloads(page)) ran.add(id);
  }
  await context.close();
  for (const message of wires.dialogs) ran.add(message);
  return { ran, externalRequests: wires.externalRequests };
}
