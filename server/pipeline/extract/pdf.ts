import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { getDocument, VerbosityLevel } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { finishResult } from './blocks.js';
import { describeCause, ExtractionError, MESSAGES } from './errors.js';
import { linesToBlocks, type PageLines } from './pdf-blocks.js';
import { pageLines, type Fragment } from './pdf-lines.js';
import { createPdfOcr, mayShowImages, type PdfOcrSummary } from './pdf-ocr.js';
import {
  DEFAULT_MAX_PDF_PAGES,
  DEFAULT_OCR_MAX_PAGES,
  type Block,
  type ExtractionResult,
  type ExtractOptions,
} from './types.js';

/** Images larger than this (pixels) are never decoded; text extraction does not need them. */
const MAX_IMAGE_PIXELS = 16_000_000;

const pdfjsRoot = path.dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'));
const ASSETS = {
  cMapUrl: `${path.join(pdfjsRoot, 'cmaps')}${path.sep}`,
  standardFontDataUrl: `${path.join(pdfjsRoot, 'standard_fonts')}${path.sep}`,
  // JBIG2 and JPEG 2000 decoders (scans use both): only rendering for OCR decodes images.
  wasmUrl: `${path.join(pdfjsRoot, 'wasm')}${path.sep}`,
};

/**
 * How every PDF is opened: CJK maps and the standard fonts from the package (no network), no
 * eval, no font faces, big images never decoded. Exported so the benchmark's raw pdf.js
 * baseline opens files exactly as we do.
 */
export const PDFJS_OPTIONS = {
  ...ASSETS,
  cMapPacked: true,
  isEvalSupported: false,
  disableFontFace: true,
  useSystemFonts: false,
  maxImageSize: MAX_IMAGE_PIXELS,
  verbosity: VerbosityLevel.ERRORS,
} as const;

/** A PDF 2.0 "unencrypted wrapper" (e.g. Microsoft IRM): the pages only say the content is protected. */
const ENCRYPTED_PAYLOAD = Buffer.from('/EncryptedPayload', 'latin1');

/** C0 controls other than tab and newlines: never text, only noise from broken encodings. */
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u0008\u000b-\u001f\u007f]/g;

interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  fontName: string;
}

export async function extractPdf(
  filePath: string,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  return extractPdfBytes(await readFile(filePath), options);
}

/** Pages without a text layer (scans) are read by OCR (pdf-ocr.ts), within `options`' limits. */
export async function extractPdfBytes(
  bytes: Buffer,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  const maxPages = options.maxPdfPages ?? DEFAULT_MAX_PDF_PAGES;
  if (bytes.includes(ENCRYPTED_PAYLOAD))
    throw new ExtractionError('encrypted', MESSAGES.rightsManaged);
  const task = getDocument({ data: new Uint8Array(bytes), ...PDFJS_OPTIONS });
  const ocr = createPdfOcr({
    maxPages: mayShowImages(bytes) ? (options.ocrMaxPages ?? DEFAULT_OCR_MAX_PAGES) : 0,
    deadline: options.ocrDeadline,
  });
  try {
    const doc = await task.promise.catch((cause: unknown) => {
      throw mapOpenError(cause);
    });
    const pageCount = doc.numPages;
    const readCount = Math.min(pageCount, Math.max(1, maxPages));
    const pages: PageLines[] = [];
    let failed = 0;
    for (let number = 1; number <= readCount; number++) {
      try {
        const page = await doc.getPage(number);
        const content = await page.getTextContent();
        const fragments = content.items
          .filter((item) => 'str' in item)
          .map((item) => toFragment(item as PdfTextItem));
        // A scan: the recognized words replace a negligible text layer (OCR reads that too).
        const recognized = await ocr.recognize(page, fragments);
        page.cleanup();
        pages.push({ page: number, flows: pageLines(recognized ?? fragments) });
      } catch {
        failed++;
      }
    }
    if (failed === readCount)
      throw new ExtractionError('corrupt', undefined, 'no page could be read');
    const warnings: string[] = [];
    if (readCount < pageCount)
      warnings.push(`Only the first ${readCount} of ${pageCount} pages were read.`);
    if (failed > 0)
      warnings.push(
        `${failed} ${failed === 1 ? 'page' : 'pages'} could not be read and were skipped.`,
      );
    const recognition = ocr.summary(pageCount);
    warnings.push(...recognition.warnings);
    const result = finishOcrResult(linesToBlocks(pages), pageCount, warnings, recognition);
    if (recognition.ocr) result.ocr = recognition.ocr;
    return result;
  } finally {
    // Always: the OCR engine's thread must not outlive the document.
    await ocr.close();
    await task.destroy();
  }
}

/** No text at all after OCR ran: say so precisely (nothing recognized, or out of time). */
function finishOcrResult(
  blocks: Block[],
  pageCount: number,
  warnings: string[],
  recognition: PdfOcrSummary,
): ExtractionResult {
  try {
    return finishResult('pdf', blocks, { pageCount, warnings });
  } catch (error) {
    if (!(error instanceof ExtractionError) || error.code !== 'no_text') throw error;
    if (recognition.timedOut)
      throw new ExtractionError('timeout', undefined, 'OCR ran out of time before finding text');
    if (recognition.attempted > 0) throw new ExtractionError('no_text', MESSAGES.pdfNoTextAfterOcr);
    throw error;
  }
}

/**
 * Positions in the text's own frame: rotated text (a landscape page printed sideways)
 * is turned back so that its lines run left to right and top to bottom.
 */
function toFragment(item: PdfTextItem): Fragment {
  const [a = 0, b = 0, c = 0, d = 0, x = 0, y = 0] = item.transform;
  const size = Math.hypot(c, d) || Math.hypot(a, b) || item.height || 1;
  const scale = Math.hypot(a, b);
  const [cos, sin] = scale > 0 ? [a / scale, b / scale] : [1, 0];
  const str = item.str.replace(CONTROL_CHARS, '');
  return {
    str,
    x: x * cos + y * sin,
    y: y * cos - x * sin,
    width: item.width,
    size,
    font: item.fontName,
  };
}

function mapOpenError(cause: unknown): ExtractionError {
  if (cause instanceof ExtractionError) return cause;
  const name = cause instanceof Error ? cause.name : '';
  if (name === 'PasswordException')
    return new ExtractionError('encrypted', MESSAGES.pdfEncrypted, describeCause(cause));
  return new ExtractionError('corrupt', undefined, describeCause(cause));
}
