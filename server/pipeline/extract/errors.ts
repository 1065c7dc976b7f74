import type { DocumentKind } from './types.js';

export const EXTRACTION_ERROR_CODES = [
  'encrypted',
  'no_text',
  'corrupt',
  'unsupported_version',
  'too_large',
  'timeout',
  'out_of_memory',
  'unsupported_type',
] as const;

export type ExtractionErrorCode = (typeof EXTRACTION_ERROR_CODES)[number];

const DEFAULT_MESSAGES: Record<ExtractionErrorCode, string> = {
  encrypted: 'This document is password-protected. Remove the password and upload it again.',
  no_text: 'This document contains no text, so there is nothing to analyze.',
  corrupt: 'The file is corrupt or truncated and could not be read.',
  unsupported_version:
    'This Word version is not supported. Save the document as DOCX and upload it again.',
  too_large:
    'This document is too large or too complex to process. Split it into smaller files and upload them again.',
  timeout:
    'Reading this document took too long, so processing was stopped. Try a smaller or simpler file.',
  out_of_memory: 'This document needs too much memory to process. Try a smaller or simpler file.',
  unsupported_type: 'This file type is not supported. Upload a PDF, DOC or DOCX file.',
};

/** Messages that depend on the format; everything else uses the default for the code. */
export const MESSAGES = {
  pdfEncrypted: 'This PDF is password-protected. Remove the password and upload it again.',
  docxEncrypted:
    'This Word document is password-protected. Remove the password and upload it again.',
  pdfNoText:
    'This document has no text layer (it looks like a scanned image), so there is nothing to analyze.',
  pdfNoTextAfterOcr:
    'This document has no text layer, and text recognition found no text in its images, so there is nothing to analyze.',
  rightsManaged:
    'This document is protected by rights management (IRM), so its content cannot be read. Upload an unprotected copy.',
} as const;

/**
 * The one error the extraction layer throws. `message` is shown to users as is;
 * `detail` is the technical cause, for logs only.
 */
export class ExtractionError extends Error {
  override readonly name = 'ExtractionError';
  readonly code: ExtractionErrorCode;
  readonly detail: string | undefined;

  constructor(code: ExtractionErrorCode, message?: string, detail?: string) {
    super(message ?? DEFAULT_MESSAGES[code]);
    this.code = code;
    this.detail = detail;
  }

  toJSON(): SerializedExtractionError {
    return { code: this.code, message: this.message, detail: this.detail };
  }

  static fromJSON(data: SerializedExtractionError): ExtractionError {
    return new ExtractionError(data.code, data.message, data.detail);
  }
}

export interface SerializedExtractionError {
  code: ExtractionErrorCode;
  message: string;
  detail?: string | undefined;
}

/** The no-text error, worded for the format: an empty PDF is most likely a scan. */
export function noTextError(kind: DocumentKind): ExtractionError {
  return new ExtractionError('no_text', kind === 'pdf' ? MESSAGES.pdfNoText : undefined);
}

/** A short technical description of anything thrown, for `detail`. */
export function describeCause(cause: unknown): string {
  if (cause instanceof Error) return `${cause.name}: ${cause.message}`.slice(0, 500);
  return String(cause).slice(0, 500);
}

/**
 * The built-in analyzer threw inside an extraction thread, after the file was read. Not an
 * ExtractionError on purpose: the file is fine, so the pipeline treats it as an unexpected error
 * (logged, retried), exactly as when an analyzer throws on the main thread.
 */
export class AnalysisError extends Error {
  override readonly name = 'AnalysisError';

  static fromJSON(data: SerializedThreadError): AnalysisError {
    const error = new AnalysisError(`${data.name}: ${data.message}`);
    // The thread's stack, so the log points at the analyzer code that threw.
    if (data.stack) error.stack = `AnalysisError: ${data.stack}`;
    return error;
  }
}

/** Anything thrown in a thread, as plain data (an Error's prototype does not survive the crossing). */
export interface SerializedThreadError {
  name: string;
  message: string;
  stack?: string | undefined;
}

export function serializeThreadError(cause: unknown): SerializedThreadError {
  if (cause instanceof Error)
    return { name: cause.name, message: cause.message, stack: cause.stack };
  return { name: 'Error', message: String(cause) };
}
