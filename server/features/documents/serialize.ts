import type {
  AnalysisSummary,
  DocumentDetail,
  DocumentSummary,
  DocumentWithAnalysis,
} from '../../../common/contracts/documents.js';
import { readAnalysis } from '../../db/json-columns.js';
import type { DocumentListRow, DocumentRow } from './repo.js';

export function toDocumentSummary(row: DocumentListRow): DocumentSummary {
  return {
    id: row.id,
    name: row.name,
    originalFilename: row.originalFilename,
    fileSize: row.fileSize,
    mimeType: row.mimeType,
    status: row.status as DocumentSummary['status'],
    category: row.category as DocumentSummary['category'],
    errorMessage: row.errorMessage,
    userId: row.userId,
    organizationId: row.organizationId,
    createdAt: row.createdAt.toISOString(),
    processedAt: row.processedAt?.toISOString() ?? null,
  };
}

/** The stored analysis, reduced to what users see (the data itself lives on each visualization). */
function analysisSummaryOf(row: Pick<DocumentRow, 'analysis'>): AnalysisSummary | null {
  const analysis = readAnalysis(row.analysis);
  if (!analysis) return null;
  const { category, confidence, evidence, ocr, ai } = analysis;
  return { category, confidence, evidence, ...(ocr && { ocr }), ...(ai && { ai }) };
}

export function toDocumentWithAnalysis(row: DocumentRow): DocumentWithAnalysis {
  return { ...toDocumentSummary(row), analysis: analysisSummaryOf(row) };
}

export function toDocumentDetail(row: DocumentRow): DocumentDetail {
  return {
    ...toDocumentWithAnalysis(row),
    extractedText: row.extractedText,
    chosenCategory: row.chosenCategory as DocumentDetail['chosenCategory'],
  };
}
