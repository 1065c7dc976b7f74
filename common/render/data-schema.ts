import { z } from 'zod';
import type { Category } from '../categories.js';
import { baseFields } from '../categories/base-fields.js';
import {
  competitorAnalysisDataSchema,
  competitorFields,
} from '../categories/competitor-analysis/schema.js';
import { productRoadmapDataSchema, roadmapFields } from '../categories/product-roadmap/schema.js';
import { riskAnalysisDataSchema, riskFields } from '../categories/risk-analysis/schema.js';
import {
  valuePropositionDataSchema,
  valuePropositionFields,
} from '../categories/value-proposition/schema.js';

/**
 * The data of a visualization (spec §3). Each category's schema lives in its module
 * (common/categories/<category>/schema.ts); the renderer accepts all of their fields at once.
 * Unknown keys are stripped. The renderer uses at most MAX_ITEMS (5) items of each list.
 */

export {
  COLORS_MAX_KEYS,
  EXTRACTED_DATA_MAX_KEYS,
  colorMapSchema,
  extractedDataSchema,
} from '../categories/base-fields.js';
export { LIST_MAX, LONG_TEXT_MAX, NAME_MAX, SHORT_TEXT_MAX } from '../categories/schema-parts.js';
export {
  competitorAnalysisDataSchema,
  competitorDetailSchema,
  competitorFields,
  type CompetitorDetail,
} from '../categories/competitor-analysis/schema.js';
export {
  milestoneSchema,
  phaseSchema,
  productRoadmapDataSchema,
  roadmapFields,
  type Milestone,
  type Phase,
} from '../categories/product-roadmap/schema.js';
export {
  valuePropositionDataSchema,
  valuePropositionFields,
} from '../categories/value-proposition/schema.js';
export {
  riskAnalysisDataSchema,
  riskFields,
  riskSchema,
  type Risk,
} from '../categories/risk-analysis/schema.js';

/** Every category's fields in one object: what the renderer accepts. */
export const visualizationDataSchema = z.object({
  ...baseFields,
  ...competitorFields,
  ...roadmapFields,
  ...valuePropositionFields,
  ...riskFields,
});
export type VisualizationData = z.infer<typeof visualizationDataSchema>;
/** What a producer may write (before zod's defaults): the same shape, as input. */
export type VisualizationDataInput = z.input<typeof visualizationDataSchema>;

export const VISUALIZATION_DATA_SCHEMAS = {
  competitor_analysis: competitorAnalysisDataSchema,
  product_roadmap: productRoadmapDataSchema,
  value_proposition: valuePropositionDataSchema,
  risk_analysis: riskAnalysisDataSchema,
} as const satisfies Record<Category, z.ZodType>;

export type CompetitorAnalysisData = z.infer<typeof competitorAnalysisDataSchema>;
export type ProductRoadmapData = z.infer<typeof productRoadmapDataSchema>;
export type ValuePropositionData = z.infer<typeof valuePropositionDataSchema>;
export type RiskAnalysisData = z.infer<typeof riskAnalysisDataSchema>;

/** The schema that validates a category's data; 'unknown' documents get the permissive superset. */
export function visualizationDataSchemaFor(category: string | null | undefined) {
  return (
    (VISUALIZATION_DATA_SCHEMAS as Record<string, z.ZodType<VisualizationData> | undefined>)[
      category ?? ''
    ] ?? visualizationDataSchema
  );
}
