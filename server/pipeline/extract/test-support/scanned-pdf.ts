import PDFDocument from 'pdfkit';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { PDFJS_OPTIONS } from '../pdf.js';
import { renderPagePng } from '../pdf-render.js';

/**
 * Scanned PDFs made at test time from real ones, so no binary fixture is committed: each page is
 * rendered to a PNG (pdf.js + @napi-rs/canvas, as a scanner would produce an image) and placed as
 * the only content of a page of the same size, built with pdfkit. The result has no text layer.
 */

export type ScanPage =
  /** Page `number` (1-based) of the source, as an image. */
  | { scan: number }
  /** A page with a real text layer (Helvetica), to mix text and scanned pages. */
  | { text: string };

/** A scan of `source`: `pages` (default: every page, as images) at `dpi` (default 200, a usual scanner setting). */
export async function scanPdf(
  source: Buffer,
  options: { pages?: ScanPage[]; dpi?: number } = {},
): Promise<Buffer> {
  const task = getDocument({ data: new Uint8Array(source), ...PDFJS_OPTIONS });
  try {
    const doc = await task.promise;
    const pages =
      options.pages ?? Array.from({ length: doc.numPages }, (_, i): ScanPage => ({ scan: i + 1 }));
    const out = new PDFDocument({ autoFirstPage: false, compress: true });
    const chunks: Buffer[] = [];
    out.on('data', (chunk: Buffer) => chunks.push(chunk));
    const ended = new Promise<void>((resolve, reject) => {
      out.on('end', resolve);
      out.on('error', reject);
    });
    for (const spec of pages) {
      if ('text' in spec) {
        out.addPage({ size: 'A4', margin: 72 });
        out.font('Helvetica').fontSize(11).text(spec.text);
        continue;
      }
      const page = await doc.getPage(spec.scan);
      const { width, height } = page.getViewport({ scale: 1 });
      const image = await renderPagePng(page, options.dpi ?? 200, Infinity);
      out.addPage({ size: [width, height], margin: 0 });
      out.image(image.png, 0, 0, { width, height });
    }
    out.end();
    await ended;
    return Buffer.concat(chunks);
  } finally {
    await task.destroy();
  }
}
