import { z } from 'zod';
import { DOCUMENT_CATEGORIES } from '../categories.js';
import { DOCUMENT_NAME_MAX_LENGTH, documentWithAnalysisSchema } from './documents.js';
import { singleLineText } from './fields.js';
import { templateSchema } from './templates.js';

/** Largest visualization data accepted, as JSON text. */
export const MAX_VISUALIZATION_DATA_BYTES = 256 * 1024;
/** Spec §4: a visualization created from a document is titled '{document name} - Visualization'. */
export const VISUALIZATION_TITLE_SUFFIX = ' - Visualization';
/** Room for the longest document name and the suffix, so "Create Visualization" works for every document. */
export const VISUALIZATION_TITLE_MAX_LENGTH =
  DOCUMENT_NAME_MAX_LENGTH + VISUALIZATION_TITLE_SUFFIX.length;

export const visualizationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  category: z.enum(DOCUMENT_CATEGORIES),
  templateId: z.number().int().nullable(),
  /** The data as a JSON string, as spec §3 stores it. */
  data: z.string(),
  imageUrl: z.string().nullable(),
  documentId: z.number().int(),
  userId: z.number().int().nullable(),
  organizationId: z.number().int(),
  createdAt: z.string(),
});
export type Visualization = z.infer<typeof visualizationSchema>;

export const visualizationDetailSchema = z.object({
  visualization: visualizationSchema,
  document: documentWithAnalysisSchema,
  template: templateSchema.nullable(),
});
export type VisualizationDetail = z.infer<typeof visualizationDetailSchema>;

export const createVisualizationSchema = z.strictObject({
  title: singleLineText('Title', VISUALIZATION_TITLE_MAX_LENGTH, 'Title is required'),
});

/** PUT body: the data (an object, or the JSON string the spec stores) and an optional description. */
export const saveVisualizationSchema = z.strictObject({
  data: z.union([z.record(z.string(), z.unknown()), z.string()]),
  changeDescription: singleLineText('The change description', 500).optional(),
});

export const visualizationVersionSchema = z.object({
  id: z.number().int(),
  version: z.number().int(),
  data: z.string(),
  changeDescription: z.string().nullable(),
  createdAt: z.string(),
});
export type VisualizationVersion = z.infer<typeof visualizationVersionSchema>;
