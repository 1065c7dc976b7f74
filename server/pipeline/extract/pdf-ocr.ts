import { OPS, type PDFPageProxy } from 'pdfjs-dist/legacy/build/pdf.mjs';
import type { OcrInfo } from '../../../common/contracts/documents.js';
import { OcrTimeout, startOcrEngine, type OcrEngine, type OcrLine } from './ocr-engine.js';
import type { Fragment } from './pdf-lines.js';
import { renderPagePng, type RenderedPage } from './pdf-render.js';

/**
 * OCR for the pages of one PDF that have no text layer (scans): a page whose text is negligible
 * and that draws an image is rendered and recognized, at most `maxPages` of them, and only until
 * `deadline`. The recognized words become positioned fragments, so the page then goes through the
 * same line, table and paragraph rebuilding as a page with a text layer. The OCR engine is started
 * on the first such page only, and `close` must always be called: it stops the engine's thread.
 */

/** A page with fewer letters and digits than this has no real text layer (a page number, a stamp). */
const MIN_PAGE_TEXT_CHARS = 16;
/** Words tesseract is less sure of than this (0–100) are mostly specks, rules and picture edges. */
const MIN_WORD_CONFIDENCE = 30;
/** Without a deadline (a direct call, not the pool), one page still gets at most this long. */
const PAGE_BUDGET_MS = 120_000;
/** A page is not begun with less time than this left: rendering and starting the engine alone take it. */
const MIN_PAGE_TIME_MS = 500;

const IMAGE_OPS = new Set<number>([
  OPS.paintImageXObject,
  OPS.paintImageXObjectRepeat,
  OPS.paintInlineImageXObject,
  OPS.paintInlineImageXObjectGroup,
  OPS.paintImageMaskXObject,
  OPS.paintImageMaskXObjectGroup,
  OPS.paintImageMaskXObjectRepeat,
]);

export interface PdfOcrOptions {
  /** Pages recognized at most (0: OCR off). */
  maxPages: number;
  /** Date.now() time after which no page is recognized (the rest of the task needs the remainder). */
  deadline?: number | undefined;
}

export interface PdfOcrSummary {
  /** Set when OCR gave text on at least one page. */
  ocr: OcrInfo | undefined;
  warnings: string[];
  /** Pages OCR was run on (with or without a result). */
  attempted: number;
  /** OCR stopped at the deadline. */
  timedOut: boolean;
}

export interface PdfOcr {
  /**
   * The page's words as fragments when it needs OCR (negligible text layer, an image drawn) and
   * OCR is still allowed; undefined otherwise (then the text layer's fragments stand). Never throws.
   */
  recognize(page: PDFPageProxy, textLayer: Fragment[]): Promise<Fragment[] | undefined>;
  summary(pageCount: number): PdfOcrSummary;
  close(): Promise<void>;
}

/**
 * Whether a PDF holds any image XObject. An image is a stream, and streams are never packed into
 * object streams, so its dictionary's `/Subtype /Image` is always in the file's plain bytes. A file
 * without one is never scanned for images page by page: building a page's operator list (needed to
 * see its images, and to render it) is far more work than reading its text, and a hostile file can
 * make it endless (pdfjs__operator_list_cycle.pdf fills any heap). Pages showing only inline images
 * (rare in scans) are therefore not read by OCR.
 */
export function mayShowImages(bytes: Buffer): boolean {
  return /\/Subtype\s*\/Image\b/.test(bytes.toString('latin1'));
}

export function createPdfOcr(options: PdfOcrOptions): PdfOcr {
  let engine: OcrEngine | undefined;
  let attempted = 0;
  let recognized = 0;
  let overCap = 0;
  let lateSkipped = 0;
  let failed = 0;
  let stopped: 'time' | 'broken' | undefined;

  const remaining = () =>
    options.deadline === undefined ? PAGE_BUDGET_MS : options.deadline - Date.now();

  async function recognize(page: PDFPageProxy, textLayer: Fragment[]) {
    if (options.maxPages <= 0 || !negligible(textLayer) || stopped === 'broken') return undefined;
    // Past a limit, a page is not even looked at: its operator list decodes its images.
    if (attempted >= options.maxPages) {
      overCap++;
      return undefined;
    }
    if (stopped === 'time' || remaining() < MIN_PAGE_TIME_MS) {
      stopped = 'time';
      lateSkipped++;
      return undefined;
    }
    try {
      if (!(await drawsImage(page))) return undefined;
    } catch {
      return undefined;
    }
    attempted++;
    let rendered: RenderedPage;
    try {
      rendered = await renderPagePng(page);
    } catch {
      failed++;
      return undefined;
    }
    try {
      engine ??= await startOcrEngine(remaining());
      const lines = await engine.recognize(rendered.png, rendered.scale * 72, remaining());
      const fragments = toFragments(lines, rendered);
      if (fragments.length === 0) return undefined;
      recognized++;
      return fragments;
    } catch (error) {
      if (error instanceof OcrTimeout) {
        stopped = 'time';
        lateSkipped++;
      } else {
        stopped = 'broken';
        failed++;
      }
      await close();
      return undefined;
    }
  }

  function summary(pageCount: number): PdfOcrSummary {
    const warnings: string[] = [];
    if (overCap > 0)
      warnings.push(
        `Text recognition (OCR) read only the first ${options.maxPages} ${plural(options.maxPages, 'page')} without a text layer; ${overCap} more ${plural(overCap, 'was', 'were')} not read.`,
      );
    if (lateSkipped > 0)
      warnings.push(
        `Text recognition (OCR) stopped at the time limit; ${lateSkipped} ${plural(lateSkipped, 'page')} without a text layer ${plural(lateSkipped, 'was', 'were')} not read.`,
      );
    if (failed > 0)
      warnings.push(
        `Text recognition (OCR) failed on ${failed} ${plural(failed, 'page')}, which ${plural(failed, 'was', 'were')} skipped.`,
      );
    return {
      ocr: recognized > 0 ? { pages: recognized, ofPages: pageCount } : undefined,
      warnings,
      attempted,
      timedOut: lateSkipped > 0,
    };
  }

  async function close() {
    const running = engine;
    engine = undefined;
    await running?.terminate();
  }

  return { recognize, summary, close };
}

function negligible(fragments: Fragment[]): boolean {
  let count = 0;
  for (const f of fragments) {
    count += f.str.match(/[\p{L}\p{N}]/gu)?.length ?? 0;
    if (count >= MIN_PAGE_TEXT_CHARS) return false;
  }
  return true;
}

/** Whether the page paints an image: a page with no text and no image (blank, vector art) is not a scan. */
async function drawsImage(page: PDFPageProxy): Promise<boolean> {
  const { fnArray } = await page.getOperatorList();
  return fnArray.some((op) => IMAGE_OPS.has(op));
}

/**
 * Recognized words as pdf.js-like fragments in PDF points (y up, baseline at the line's bottom).
 * Each word keeps a trailing space, so words are never glued together however tight the gap.
 * Every word of a line gets the line's height as its size, so that one line is one size (the
 * heading detection compares sizes), and tesseract's row height is steadier than the box's.
 */
export function toFragments(lines: OcrLine[], rendered: Pick<RenderedPage, 'scale' | 'height'>) {
  const { scale, height } = rendered;
  const fragments: Fragment[] = [];
  for (const line of lines) {
    const pixels = line.rowHeight > 0 ? line.rowHeight : line.bbox.y1 - line.bbox.y0;
    const size = Math.max(1, pixels) / scale;
    const y = (height - line.bbox.y1) / scale;
    for (const word of line.words) {
      const str = word.text.trim();
      if (str === '' || word.confidence < MIN_WORD_CONFIDENCE) continue;
      fragments.push({
        str: `${str} `,
        x: word.bbox.x0 / scale,
        y,
        width: (word.bbox.x1 - word.bbox.x0) / scale,
        size,
        font: 'ocr',
      });
    }
  }
  return fragments;
}

function plural(count: number, one: string, many = `${one}s`): string {
  return count === 1 ? one : many;
}
