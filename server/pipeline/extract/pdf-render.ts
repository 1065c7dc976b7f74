import type { PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';

/**
 * Renders one PDF page to a PNG with pdf.js and @napi-rs/canvas (the canvas pdf.js itself uses in
 * Node): what OCR reads, and what the tests' scanned fixtures are made of. The canvas's pixels live
 * outside the V8 heap, so the pixel cap is what bounds their memory.
 */

/** ~300 dpi: what tesseract reads best; smaller text is lost below ~200 dpi. */
export const OCR_DPI = 300;
/**
 * At most ~10 million pixels a page (an A4 or Letter page at 300 dpi is ~8.7 million): bigger
 * pages (posters, drawings) are rendered at a lower resolution instead. This bounds both the canvas
 * (4 bytes a pixel) and what tesseract allocates for the image (several copies of it).
 */
export const MAX_OCR_PIXELS = 10_000_000;

export interface RenderedPage {
  png: Buffer;
  /** Pixels per PDF point (1/72 inch). */
  scale: number;
  width: number;
  height: number;
}

/** The scale for `dpi`, lowered when the page would exceed `maxPixels`. */
export function renderScale(
  page: Pick<PDFPageProxy, 'getViewport'>,
  dpi = OCR_DPI,
  maxPixels = MAX_OCR_PIXELS,
): number {
  const { width, height } = page.getViewport({ scale: 1 });
  const wanted = dpi / 72;
  const area = Math.max(1, width * height);
  return Math.min(wanted, Math.sqrt(maxPixels / area));
}

/** The page on a white background (scans have one; a transparent page would read as black). */
export async function renderPagePng(
  page: PDFPageProxy,
  dpi = OCR_DPI,
  maxPixels = MAX_OCR_PIXELS,
): Promise<RenderedPage> {
  const scale = renderScale(page, dpi, maxPixels);
  const viewport = page.getViewport({ scale });
  const width = Math.max(1, Math.floor(viewport.width));
  const height = Math.max(1, Math.floor(viewport.height));
  // Loaded on the first page rendered, not with the extraction thread: most never render one.
  const { createCanvas } = await import('@napi-rs/canvas');
  const canvas = createCanvas(width, height);
  await page.render({
    // pdf.js draws on any 2D canvas with the DOM's API; @napi-rs/canvas is its own Node choice.
    canvas: canvas as never,
    viewport,
    background: 'white',
  }).promise;
  const png = await canvas.encode('png');
  // Frees the pixels now rather than at the next garbage collection.
  canvas.width = 0;
  canvas.height = 0;
  return { png, scale, width, height };
}
