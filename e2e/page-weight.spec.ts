import { gzipSync } from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import { registerByApi } from './support.js';

/**
 * Page weight budgets (issue 15): the gzip size of all JavaScript a browser loads for a route on
 * a cold cache, in bytes (1 KB = 1000 bytes, as Vite's build report counts them).
 */
const LOGIN_JS_BUDGET_BYTES = 150_000;
const DASHBOARD_JS_BUDGET_BYTES = 220_000;

interface LoadedScript {
  url: string;
  gzipBytes: number;
}

/**
 * Records every JavaScript response of the page (entry, modulepreloads, lazy route chunks, and
 * whatever those import at runtime) until the network settles. Measured in the browser rather
 * than from Vite's manifest so nothing the manifest does not show (a dynamic import a component
 * fires on mount, a preload the HTML adds) escapes the budget. The server sends the files
 * uncompressed, so each body is gzipped here at level 9, like Vite's size report.
 */
async function loadedScripts(page: Page, path: string, ready: RegExp): Promise<LoadedScript[]> {
  const pending: Promise<LoadedScript | null>[] = [];
  page.on('response', (response) => {
    const type = response.headers()['content-type'] ?? '';
    if (!type.includes('javascript')) return;
    pending.push(
      response
        .body()
        .then((body) => ({ url: response.url(), gzipBytes: gzipSync(body, { level: 9 }).length }))
        .catch(() => null),
    );
  });
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: ready })).toBeVisible();
  await page.waitForLoadState('networkidle');
  const scripts = (await Promise.all(pending)).filter((s): s is LoadedScript => s !== null);
  return [...new Map(scripts.map((s) => [s.url, s])).values()];
}

function report(route: string, scripts: LoadedScript[], budget: number): number {
  const total = scripts.reduce((sum, script) => sum + script.gzipBytes, 0);
  const lines = [...scripts]
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
    .map((s) => `  ${(s.gzipBytes / 1000).toFixed(1).padStart(7)} KB  ${new URL(s.url).pathname}`);
  console.log(
    `${route}: ${(total / 1000).toFixed(1)} KB gzip of JavaScript in ${scripts.length} files ` +
      `(budget ${budget / 1000} KB)\n${lines.join('\n')}`,
  );
  return total;
}

test.describe('page weight', () => {
  test('/login loads at most its JavaScript budget', async ({ page }) => {
    const scripts = await loadedScripts(page, '/login', /sign in|welcome/i);
    expect(report('/login', scripts, LOGIN_JS_BUDGET_BYTES)).toBeLessThanOrEqual(
      LOGIN_JS_BUDGET_BYTES,
    );
  });

  test('/dashboard, signed in, loads at most its JavaScript budget', async ({ page, request }) => {
    const { token } = await registerByApi(request);
    const me = await request.get('/api/auth/me', { headers: { Authorization: `Bearer ${token}` } });
    const session = { ...((await me.json()) as object), token };
    // The session goes into localStorage before the app's first script runs, as a returning
    // visitor's browser has it, so the page loads once and on a cold cache.
    await page.addInitScript(
      (saved) => localStorage.setItem('auth', saved),
      JSON.stringify(session),
    );
    const scripts = await loadedScripts(page, '/dashboard', /dashboard/i);
    expect(report('/dashboard', scripts, DASHBOARD_JS_BUDGET_BYTES)).toBeLessThanOrEqual(
      DASHBOARD_JS_BUDGET_BYTES,
    );
  });
});
