// The document text-extraction layer: decide a file's kind from its bytes, then extract
// text and light structure (and, on request, run the built-in analyzer) in worker threads.
// Importing this loads no parser and no analyzer: they load inside the workers
// (extract-file.ts runs a parser on the calling thread, for tests).
export { detectBufferType, detectFileType, DOCUMENT_MIME_TYPES } from './detect-type.js';
export {
  createExtractionPool,
  type AnalyzedExtraction,
  type ExtractionPool,
  type ExtractionPoolOptions,
} from './extract-pool.js';
export {
  AnalysisError,
  EXTRACTION_ERROR_CODES,
  ExtractionError,
  type ExtractionErrorCode,
  type SerializedExtractionError,
} from './errors.js';
export {
  DEFAULT_MAX_PDF_PAGES,
  DOCUMENT_KINDS,
  type Block,
  type DocumentKind,
  type ExtractionResult,
} from './types.js';
