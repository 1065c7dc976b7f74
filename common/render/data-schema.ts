import { z } from 'zod';
import type { Category } from '../categories.js';
import { HEX_COLOR, RISK_SCALE_MAX, RISK_SCALE_MIN } from './constants.js';

/**
 * The data of a visualization (spec §3), one schema per category. Permissive where the spec is
 * loose (a list may come as one string or as strings, optional fields may be null, as LLMs like
 * to write them) but bounded everywhere: every string and every list has a maximum length.
 * Unknown keys are stripped. The renderer uses at most MAX_ITEMS (5) items of each list.
 */

export const SHORT_TEXT_MAX = 300;
export const LONG_TEXT_MAX = 2000;
export const NAME_MAX = 200;
/** Lists accept more than the five items a template shows, so a long extraction still validates. */
export const LIST_MAX = 20;
export const EXTRACTED_DATA_MAX_KEYS = 300;
export const COLORS_MAX_KEYS = 64;

const name = () => z.string().max(NAME_MAX);
const shortText = () => z.string().max(SHORT_TEXT_MAX);
const longText = () => z.string().max(LONG_TEXT_MAX);
const optional = <T extends z.ZodType>(schema: T) => schema.nullish();
/** A list written as one string ("SSO, audit log") or as a list of strings. */
const textOrList = () => z.union([longText(), z.array(shortText()).max(LIST_MAX)]);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIST_MAX);
const rating = () => z.number().min(RISK_SCALE_MIN).max(RISK_SCALE_MAX);
const maxKeys = (max: number) => (record: Record<string, unknown>) =>
  Object.keys(record).length <= max;

/** Merge-tag key → value. Keys are merge-tag names (case-insensitive); numbers are accepted and shown as written. */
export const extractedDataSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Merge-tag keys use letters, digits and _'),
    z.union([longText(), z.number()]).nullable(),
  )
  .refine(maxKeys(EXTRACTED_DATA_MAX_KEYS), `At most ${EXTRACTED_DATA_MAX_KEYS} merge tags`);

/** Original colour (#rrggbb, as in the template) → the user's replacement (#rrggbb). */
export const colorMapSchema = z
  .record(
    z.string().regex(HEX_COLOR, 'Colours are #rrggbb'),
    z.string().regex(HEX_COLOR, 'Colours are #rrggbb'),
  )
  .refine(maxKeys(COLORS_MAX_KEYS), `At most ${COLORS_MAX_KEYS} colours`);

const baseFields = {
  title: optional(name()),
  extractedData: extractedDataSchema.optional(),
  colors: colorMapSchema.optional(),
};

// Competitor analysis ------------------------------------------------------------------------

export const competitorDetailSchema = z.object({
  name: optional(name()),
  features: optional(textOrList()),
  pricing: optional(shortText()),
  market_share: optional(z.union([shortText(), z.number()])),
  support: optional(shortText()),
  limitations: optional(textOrList()),
});
export type CompetitorDetail = z.infer<typeof competitorDetailSchema>;

const competitorDetailsByName = z
  .record(name(), competitorDetailSchema.omit({ name: true }))
  .refine(maxKeys(LIST_MAX), `At most ${LIST_MAX} companies`);

export const competitorFields = {
  /** The document's own product or company, if it compares itself with the competitors. */
  subject: optional(name()),
  competitors: optional(list(name())),
  /** Per company: a list (matched to `competitors` by name, else by position) or a map keyed by company name. */
  competitors_details: optional(z.union([list(competitorDetailSchema), competitorDetailsByName])),
  /** The metrics compared; defaults to features, pricing, market_share, support, limitations. */
  key_metrics: optional(
    z.union([list(shortText()), z.record(shortText(), shortText()).refine(maxKeys(LIST_MAX))]),
  ),
  /** Alternative spelling of `competitors` some producers use: names or detail objects. */
  competitor_companies: optional(list(z.union([name(), competitorDetailSchema]))),
  /** A short summary of the analysis (or an object whose `summary` is one). */
  competitor_analysis: optional(
    z.union([longText(), z.record(shortText(), longText()).refine(maxKeys(LIST_MAX))]),
  ),
};

// Product roadmap ----------------------------------------------------------------------------

export const phaseSchema = z.object({
  name: name(),
  /** A date or period, e.g. 'Q1 2025' or 'Jan – Mar 2025'. */
  timeline: optional(shortText()),
  description: optional(longText()),
  status: optional(shortText()),
  features: optional(textOrList()),
});
export type Phase = z.infer<typeof phaseSchema>;

export const milestoneSchema = z.object({
  date: optional(shortText()),
  description: longText(),
  features: optional(textOrList()),
});
export type Milestone = z.infer<typeof milestoneSchema>;

export const roadmapFields = {
  phases: optional(list(phaseSchema)),
  milestones: optional(list(milestoneSchema)),
  key_metrics: competitorFields.key_metrics,
};

// Value proposition --------------------------------------------------------------------------

const valueLists = {
  segments: optional(list(shortText())),
  jobs: optional(list(shortText())),
  pains: optional(list(shortText())),
  gains: optional(list(shortText())),
  products: optional(list(shortText())),
  relievers: optional(list(shortText())),
  creators: optional(list(shortText())),
};

export const valuePropositionFields = {
  ...valueLists,
  /** Value statements, shown as VALUE_n. */
  values: optional(list(shortText())),
  /** The value proposition statement, or an object holding it (`statement`) and/or the lists. */
  value_proposition: optional(
    z.union([longText(), z.object({ statement: optional(longText()), ...valueLists })]),
  ),
  key_metrics: competitorFields.key_metrics,
};

// Risk analysis ------------------------------------------------------------------------------

export const riskSchema = z.object({
  name: longText(),
  /** 1 (rare) to 5 (almost certain). */
  probability: optional(rating()),
  /** 1 (negligible) to 5 (severe). */
  impact: optional(rating()),
  mitigation: optional(longText()),
  owner: optional(shortText()),
});
export type Risk = z.infer<typeof riskSchema>;

export const riskFields = {
  risks: optional(list(riskSchema)),
  key_metrics: competitorFields.key_metrics,
};

// Schemas ------------------------------------------------------------------------------------

export const competitorAnalysisDataSchema = z.object({ ...baseFields, ...competitorFields });
export const productRoadmapDataSchema = z.object({ ...baseFields, ...roadmapFields });
export const valuePropositionDataSchema = z.object({ ...baseFields, ...valuePropositionFields });
export const riskAnalysisDataSchema = z.object({ ...baseFields, ...riskFields });

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
