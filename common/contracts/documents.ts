import { z } from 'zod';
import { CATEGORIES, DOCUMENT_CATEGORIES } from '../categories.js';
import { singleLineText } from './fields.js';
import { analysisProvenanceSchema } from './ai.js';

export const DOCUMENT_STATUSES = ['uploaded', 'processing', 'processed', 'failed'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const DOCUMENT_NAME_MAX_LENGTH = 200;
export const ACCEPTED_UPLOAD_EXTENSIONS = ['.pdf', '.doc', '.docx'] as const;

/** Spec §5 upload messages, used by the dialog and by the server's answers. */
export const UPLOAD_MESSAGES = {
  invalidType: 'Invalid file type - Only PDF, DOC, and DOCX files are allowed',
  tooLarge: 'File too large - Maximum file size is 10MB',
  noFile: 'No file selected - Please select a file to upload',
  noName: 'Document name required - Please enter a name for the document',
} as const;

export const documentNameSchema = singleLineText(
  'Document name',
  DOCUMENT_NAME_MAX_LENGTH,
  UPLOAD_MESSAGES.noName,
);

export const documentSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  originalFilename: z.string(),
  fileSize: z.number().int(),
  mimeType: z.string(),
  status: z.enum(DOCUMENT_STATUSES),
  category: z.enum(DOCUMENT_CATEGORIES),
  errorMessage: z.string().nullable(),
  userId: z.number().int().nullable(),
  organizationId: z.number().int(),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
});
export type DocumentSummary = z.infer<typeof documentSchema>;

/** Where one extracted item came from, so a user can check it against the document. */
export const evidenceSchema = z.object({
  /** The data path or merge tag the item fills, e.g. `competitors[0]` or `RISK_2_PROBABILITY`. */
  field: z.string(),
  value: z.string(),
  snippet: z.string(),
  /** Human-readable place: 'table 2, row 3', 'page 4', 'heading “Risks”'. */
  location: z.string(),
  note: z.string().optional(),
});
export type Evidence = z.infer<typeof evidenceSchema>;

/** A PDF without a text layer (a scan) was read by text recognition (OCR) on `pages` of its `ofPages` pages. */
export const ocrInfoSchema = z.object({
  pages: z.number().int().nonnegative(),
  ofPages: z.number().int().positive(),
});
export type OcrInfo = z.infer<typeof ocrInfoSchema>;

/** What the analyzer concluded, without the data itself (that lives on each visualization). */
export const analysisSummarySchema = z.object({
  category: z.enum(DOCUMENT_CATEGORIES),
  confidence: z.number(),
  evidence: z.array(evidenceSchema),
  /** Processing information: set when some of the text came from OCR. */
  ocr: ocrInfoSchema.optional(),
  /** Who decided the category, whether a model analyzed it and what was sent (issue 19). */
  ai: analysisProvenanceSchema.optional(),
});
export type AnalysisSummary = z.infer<typeof analysisSummarySchema>;

/** The analyzer's whole result, as the pipeline stores it on the document (documents.analysis). */
export const analysisResultSchema = analysisSummarySchema.extend({
  data: z.record(z.string(), z.unknown()),
});
export type AnalysisResult = z.infer<typeof analysisResultSchema>;

export const documentWithAnalysisSchema = documentSchema.extend({
  analysis: analysisSummarySchema.nullable(),
});
export type DocumentWithAnalysis = z.infer<typeof documentWithAnalysisSchema>;

/** The detail answer adds the analysis and the extracted text, which the polled list leaves out to stay small. */
export const documentDetailSchema = documentWithAnalysisSchema.extend({
  extractedText: z.string().nullable(),
  /** The category a member chose when reprocessing (analysis then skips classification), or null. */
  chosenCategory: z.enum(CATEGORIES).nullable(),
});
export type DocumentDetail = z.infer<typeof documentDetailSchema>;

export const statsSchema = z.object({
  totalDocuments: z.number().int(),
  visualizations: z.number().int(),
  /** The number of distinct categories detected among the organization's documents (unknown excluded). */
  categories: z.number().int(),
  /** Documents and visualizations created in the last 7 days. */
  recentActivity: z.number().int(),
  /** Documents per category, for the dashboard's category cards. */
  byCategory: z.record(z.string(), z.number().int()),
});
export type Stats = z.infer<typeof statsSchema>;
