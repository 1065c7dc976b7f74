import { extractDoc } from './doc.js';
import { extractDocx } from './docx.js';
import { describeCause, ExtractionError } from './errors.js';
import { extractPdf } from './pdf.js';
import type { DocumentKind, ExtractionResult, ExtractOptions } from './types.js';

/**
 * Extracts text and structure from a file whose kind was decided by detectFileType.
 * Runs on the calling thread: the server uses it through the extraction pool.
 * Throws only ExtractionError.
 */
export async function extractFile(
  filePath: string,
  kind: DocumentKind,
  options: ExtractOptions = {},
): Promise<ExtractionResult> {
  try {
    switch (kind) {
      case 'pdf':
        return await extractPdf(filePath, options);
      case 'docx':
        return await extractDocx(filePath);
      case 'doc':
        return await extractDoc(filePath);
      default:
        throw new ExtractionError('unsupported_type', undefined, `unknown kind ${String(kind)}`);
    }
  } catch (cause) {
    if (cause instanceof ExtractionError) throw cause;
    throw new ExtractionError('corrupt', undefined, describeCause(cause));
  }
}
