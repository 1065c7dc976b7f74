import { z } from 'zod';
import { CATEGORIES } from '../categories.js';

/** Why a reprocess request was refused; the client shows these as they are. */
export const REPROCESS_MESSAGES = {
  invalidCategory:
    'Choose one of the four categories: competitor_analysis, product_roadmap, value_proposition or risk_analysis',
  stillProcessing:
    'This document is still being processed. Wait until it is ready before reprocessing it',
} as const;

/**
 * POST /api/documents/{id}/reprocess: run extraction and analysis again. Without a category the
 * analyzer classifies the document afresh ('Reprocess'); with one it skips classification and
 * extracts that category's data ('Change category'), and the evidence says a member chose it.
 */
export const reprocessRequestSchema = z
  .object({
    category: z.enum(CATEGORIES, { error: REPROCESS_MESSAGES.invalidCategory }).optional(),
  })
  .strict();
export type ReprocessRequest = z.infer<typeof reprocessRequestSchema>;

/** The first line of the evidence for a category a member chose instead of the classifier. */
export const CHOSEN_CATEGORY_NOTE =
  'Category chosen by a member of the organization when reprocessing; not classified.';
