import { DOCUMENT_MIME_TYPES } from './extract/detect-type.js';
import type { DocumentKind } from './extract/types.js';

/** The stored mime type (decided from the bytes at upload) back to the extractor to use. */
export const KIND_BY_MIME_TYPE: Record<string, DocumentKind> = Object.fromEntries(
  Object.entries(DOCUMENT_MIME_TYPES).map(([kind, mime]) => [mime, kind as DocumentKind]),
);
