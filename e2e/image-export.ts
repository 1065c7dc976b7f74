import { readFileSync } from 'node:fs';
import { expect, type Download, type Page } from '@playwright/test';
import { toast } from './support.js';
import { preview } from './visualization-page.js';

/** Spec §9 and client/features/visualizations/export.ts. */
const MAX_CANVAS_DIMENSION = 16384;
const EXPORT_PIXEL_RATIO = 2;
const EXPORT_MIN_WIDTH = 1440;

/** Width and height from a PNG's IHDR or a JPEG's SOF segment. */
function imageSize(bytes: Buffer, format: 'png' | 'jpg'): { width: number; height: number } {
  if (format === 'png') {
    expect(bytes.subarray(0, 8).toString('hex')).toBe('89504e470d0a1a0a');
    return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  }
  expect(bytes.readUInt16BE(0)).toBe(0xffd8);
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes.readUInt16BE(offset);
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xffc0 && marker <= 0xffcf && ![0xffc4, 0xffc8, 0xffcc].includes(marker)) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  throw new Error('No SOF segment in the JPEG');
}

/** Decodes the image in the browser and samples a 40 × 40 grid of pixels. */
function samplePixels(page: Page, bytes: Buffer, mime: string) {
  return page.evaluate(
    async ({ base64, type }) => {
      const image = new Image();
      image.src = `data:${type};base64,${base64}`;
      await image.decode();
      const canvas = document.createElement('canvas');
      canvas.width = image.naturalWidth;
      canvas.height = image.naturalHeight;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2d context');
      context.drawImage(image, 0, 0);
      const colors = new Set<string>();
      let inked = 0;
      const grid = 40;
      for (let i = 0; i < grid; i++) {
        for (let j = 0; j < grid; j++) {
          const x = Math.floor(((i + 0.5) * canvas.width) / grid);
          const y = Math.floor(((j + 0.5) * canvas.height) / grid);
          const [r = 0, g = 0, b = 0] = context.getImageData(x, y, 1, 1).data;
          colors.add(`${r >> 4},${g >> 4},${b >> 4}`);
          if (r + g + b < 700) inked++;
        }
      }
      return { width: image.naturalWidth, height: image.naturalHeight, colors: colors.size, inked };
    },
    { base64: bytes.toString('base64'), type: mime },
  );
}

export async function exportAs(page: Page, format: 'png' | 'jpg', fileBase: string) {
  const element = await preview(page).evaluate((e) => ({
    width: (e as HTMLElement).offsetWidth,
    height: (e as HTMLElement).offsetHeight,
  }));
  await page.getByRole('button', { name: 'Export', exact: true }).click();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('menuitem', { name: new RegExp(`^${format.toUpperCase()}`) }).click(),
  ]);
  await expect(toast(page, 'Export successful')).toBeVisible();
  expect(download.suggestedFilename()).toBe(`${fileBase}.${format}`);
  await checkImage(page, download, format, element);
}

async function checkImage(
  page: Page,
  download: Download,
  format: 'png' | 'jpg',
  element: { width: number; height: number },
) {
  const path = await download.path();
  const bytes = readFileSync(path);
  const size = imageSize(bytes, format);
  const ratio = Math.min(
    Math.max(EXPORT_PIXEL_RATIO, EXPORT_MIN_WIDTH / element.width),
    MAX_CANVAS_DIMENSION / Math.max(element.width, element.height),
  );
  expect(Math.abs(size.width - Math.floor(element.width * ratio))).toBeLessThanOrEqual(1);
  expect(Math.abs(size.height - Math.floor(element.height * ratio))).toBeLessThanOrEqual(1);
  expect(size.width).toBeGreaterThanOrEqual(EXPORT_MIN_WIDTH - 1);
  expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(MAX_CANVAS_DIMENSION);

  const pixels = await samplePixels(page, bytes, format === 'png' ? 'image/png' : 'image/jpeg');
  expect(pixels).toMatchObject({ width: size.width, height: size.height });
  // Not blank: many distinct colours, and ink (text, shapes) in a fair share of the samples.
  expect(pixels.colors).toBeGreaterThan(5);
  expect(pixels.inked).toBeGreaterThan(40);
}
