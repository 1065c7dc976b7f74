import type { OcrInfo } from '../../../common/contracts/documents.js';

/** What the extraction layer produces; the analyzer consumes it. Plain data: it crosses thread boundaries. */

export type DocumentKind = 'pdf' | 'docx' | 'doc';

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['pdf', 'docx', 'doc'];

/** `page` (1-based) is set for PDFs only: the page a block starts on. */
export type Block =
  | { type: 'heading'; level: number; text: string; page?: number }
  | { type: 'paragraph'; text: string; page?: number }
  | { type: 'listItem'; text: string; ordered: boolean; depth: number; page?: number }
  | { type: 'table'; rows: string[][]; page?: number };

export interface ExtractionResult {
  /** The whole document as plain text: blocks separated by a blank line, table cells by tabs. */
  text: string;
  blocks: Block[];
  /** PDFs: the document's page count (also when only the first pages were read: see warnings). */
  pageCount?: number;
  /** Things a user may want to know, e.g. that only the first 500 pages were read. */
  warnings: string[];
  /** PDFs: set when text recognition (OCR) gave the text of some pages (scans without a text layer). */
  ocr?: OcrInfo;
}

/** PDFs: pages read at most unless configured otherwise; the result's warnings say so. */
export const DEFAULT_MAX_PDF_PAGES = 500;

/** PDFs: pages without a text layer recognized by OCR at most, unless configured otherwise (OCR_MAX_PAGES). */
export const DEFAULT_OCR_MAX_PAGES = 20;

export interface ExtractOptions {
  /** PDFs: read at most this many pages (default DEFAULT_MAX_PDF_PAGES). */
  maxPdfPages?: number;
  /** PDFs: run OCR on at most this many pages without a text layer (default DEFAULT_OCR_MAX_PAGES; 0: off). */
  ocrMaxPages?: number;
  /** PDFs: a Date.now() time after which OCR starts no page and stops the one it is on (default: none). */
  ocrDeadline?: number;
}
