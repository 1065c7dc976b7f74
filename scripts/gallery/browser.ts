import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { chromium, type Browser, type Page, type Route } from '@playwright/test';
import { projectRoot } from '../../server/paths.js';
import type { VisualizationPayload } from './visualize.js';

const ORIGIN = 'http://docviz-gallery.local';
const FONT_DIR = resolve(projectRoot, 'node_modules/@fontsource-variable/inter');
/** The width of the default templates (viewBox 720 wide): drawn at 1:1. */
const WIDTH = 720;

/** The page: Inter as the client loads it (@fontsource-variable/inter), the body's font settings of client/styles.css. */
const PAGE = `<!doctype html>
<html><head><meta charset="utf-8">
<link rel="stylesheet" href="/inter/index.css">
<style>
  html, body { margin: 0; background: #fff; }
  body {
    font-family: 'Inter Variable', ui-sans-serif, system-ui, sans-serif;
    font-feature-settings: 'cv11', 'ss01';
    -webkit-font-smoothing: antialiased;
  }
  #host { display: block; width: ${WIDTH}px; }
</style></head>
<body><div id="host" role="img" aria-label="Visualization" data-safe-svg=""></div><script src="/gallery.js"></script></body></html>`;

export type DrawOutcome =
  { ok: true; filled: number; empty: number } | { ok: false; message: string };

export interface GalleryBrowser {
  /** Draws one visualization as the client does and writes the PNG of the drawing. */
  draw(visualization: VisualizationPayload, pngPath: string): Promise<DrawOutcome>;
  close(): Promise<void>;
}

async function serve(route: Route, bundle: string): Promise<void> {
  const path = new URL(route.request().url()).pathname;
  if (path === '/') return route.fulfill({ contentType: 'text/html', body: PAGE });
  if (path === '/gallery.js')
    return route.fulfill({ contentType: 'text/javascript', body: bundle });
  const font = /^\/inter\/((?:files\/)?[\w.-]+\.(?:css|woff2))$/.exec(path);
  if (font?.[1]) {
    const body = await readFile(resolve(FONT_DIR, font[1]));
    const contentType = font[1].endsWith('.css') ? 'text/css' : 'font/woff2';
    return route.fulfill({ contentType, body });
  }
  return route.fulfill({ status: 404, body: '' });
}

/** One headless Chromium, one page, reused for every visualization. */
export async function openGalleryBrowser(bundle: string): Promise<GalleryBrowser> {
  const browser: Browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
      '--disable-sync',
    ],
  });
  try {
    const page: Page = await browser.newPage({
      viewport: { width: WIDTH, height: 900 },
      deviceScaleFactor: 1,
    });
    await page.route(`${ORIGIN}/**`, (route) => serve(route, bundle));
    await page.goto(`${ORIGIN}/`);
    await page.waitForFunction(() => 'drawVisualization' in window);
    await page.evaluate(() =>
      Promise.all([
        document.fonts.load("400 16px 'Inter Variable'"),
        document.fonts.load("700 16px 'Inter Variable'"),
      ]),
    );
    const host = page.locator('#host');
    return {
      async draw(visualization, pngPath) {
        const outcome = await page.evaluate(async ({ template, data, category }) => {
          const draw = (window as unknown as { drawVisualization: DrawFunction }).drawVisualization;
          const result = draw(template, data, category);
          await document.fonts.ready;
          return result;
        }, visualization);
        if (!outcome.ok) return { ok: false, message: outcome.message };
        await host.screenshot({ path: pngPath, animations: 'disabled' });
        return {
          ok: true,
          filled: outcome.analysis.filled.length,
          empty: outcome.analysis.empty.length,
        };
      },
      close: () => browser.close(),
    };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** window.drawVisualization, defined by the page script (browser-bundle.ts). */
type DrawFunction = (
  template: VisualizationPayload['template'],
  data: string,
  category: string,
) => { ok: true; analysis: { filled: string[]; empty: string[] } } | { ok: false; message: string };
