import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { inspectPdfFile, inspectSvgFile } from '../server/test-support/vector-export.js';
import { uploadByApi, waitUntilSettled } from './documents-api.js';
import { savedToken, signInByApi, toast } from './support.js';
import { preview, riskDocument } from './visualization-page.js';

/**
 * Vector export (issue 17): a real risk register is processed and drawn, then exported from the
 * visualization page as SVG and as PDF. The downloads are checked as files: the SVG parses, runs
 * and loads nothing, and opened by Chromium itself shows the drawing at its size; the PDF opens
 * in pdf.js with one page of the same size, the title in its metadata and its text extractable.
 */

async function download(page: Page, format: 'svg' | 'pdf', fileName: string) {
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  await expect(page.getByRole('menu').getByText('Vector')).toBeVisible();
  const [file] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(`^${format.toUpperCase()}`) }).click(),
  ]);
  await expect(toast(page, 'Export successful')).toBeVisible();
  expect(file.suggestedFilename()).toBe(fileName);
  return readFileSync(await file.path());
}

test('exports a visualization as SVG and PDF vector files', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const source = riskDocument();
  await signInByApi(page);
  const token = await savedToken(page);
  const documentId = await uploadByApi(page.request, token, source.path, source.name);
  expect((await waitUntilSettled(page.request, token, documentId)).category).toBe('risk_analysis');
  const title = `${source.name} - Visualization`;
  const created = await page.request.post(`/api/documents/${documentId}/visualizations`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { title },
  });
  expect(created.status()).toBe(201);
  const { id } = (await created.json()) as { id: number };
  await page.goto(`/visualizations/${id}`);
  await expect(preview(page)).toBeVisible();
  const fileBase = title.toLowerCase().replace(/\s/g, '-');

  const svgBytes = await test.step('Export → SVG', () => download(page, 'svg', `${fileBase}.svg`));
  const svg = inspectSvgFile(svgBytes.toString('utf8'));
  expect(svg.problems).toEqual([]);
  expect(svg.title).toBe(title);
  expect(svg.width).toBe(720);
  expect(svg.paths).toBeGreaterThan(20);

  await test.step('the SVG opens in Chromium as an image of its size, with ink', async () => {
    const viewer = await browser.newPage();
    try {
      const shown = await viewer.evaluate(async (base64) => {
        const image = new Image();
        image.src = `data:image/svg+xml;base64,${base64}`;
        await image.decode();
        const canvas = document.createElement('canvas');
        [canvas.width, canvas.height] = [image.naturalWidth, image.naturalHeight];
        const context = canvas.getContext('2d')!;
        context.drawImage(image, 0, 0);
        const { data } = context.getImageData(0, 0, canvas.width, canvas.height);
        let inked = 0;
        for (let i = 0; i < data.length; i += 4 * 97) if (data[i]! + data[i + 1]! < 300) inked++;
        return { width: image.naturalWidth, height: image.naturalHeight, inked };
      }, svgBytes.toString('base64'));
      expect(shown).toMatchObject({ width: svg.width, height: svg.height });
      expect(shown.inked).toBeGreaterThan(50);
    } finally {
      await viewer.close();
    }
  });

  const pdfBytes = await test.step('Export → PDF', () => download(page, 'pdf', `${fileBase}.pdf`));
  const pdf = await inspectPdfFile(pdfBytes);
  expect(pdf.pages).toBe(1);
  expect(pdf.width).toBeCloseTo(svg.width * 0.75, 3);
  expect(pdf.height).toBeCloseTo(svg.height * 0.75, 3);
  expect(pdf.info.Title).toBe(title);
  expect(pdf.images).toBe(0);
  // Every line of text the page draws is text in the PDF (whitespace aside: lines are runs).
  const lines = await preview(page).evaluate((element) => {
    const root = element.querySelector('[data-safe-svg]')?.shadowRoot;
    const texts = Array.from(root?.querySelectorAll('text') ?? []);
    return texts.flatMap((text) => {
      const spans = Array.from(text.querySelectorAll('tspan'));
      const parts = spans.length ? spans : [text];
      return parts.map((part) =>
        Array.from(part.childNodes)
          .filter((node) => node.nodeType === Node.TEXT_NODE)
          .map((node) => node.textContent)
          .join(''),
      );
    });
  });
  const squeeze = (text: string) => text.replace(/\s+/g, '');
  expect(lines.length).toBeGreaterThan(10);
  const missing = lines.filter((line) => !squeeze(pdf.text).includes(squeeze(line)));
  expect(missing).toEqual([]);
});
