import {
  analysisSummarySchema,
  type AnalysisSummary,
  type DocumentDetail,
  type DocumentSummary,
  type DocumentWithAnalysis,
} from '../../../common/contracts/documents.js';
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

/** The stored analysis JSON, reduced to what users see; anything unreadable is treated as absent. */
export function analysisSummaryOf(row: Pick<DocumentRow, 'analysis'>): AnalysisSummary | null {
  if (!row.analysis) return null;
  try {
    const parsed = analysisSummarySchema.safeParse(JSON.parse(row.analysis));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** The analyzer's visualization data for the document, if it produced any. */
export function analysisDataOf(row: Pick<DocumentRow, 'analysis'>): unknown {
  if (!row.analysis) return undefined;
  try {
    return (JSON.parse(row.analysis) as { data?: unknown }).data;
  } catch {
    return undefined;
  }
}

export function toDocumentWithAnalysis(row: DocumentRow): DocumentWithAnalysis {
  return { ...toDocumentSummary(row), analysis: analysisSummaryOf(row) };
}

export function toDocumentDetail(row: DocumentRow): DocumentDetail {
  return { ...toDocumentWithAnalysis(row), extractedText: row.extractedText };
}
