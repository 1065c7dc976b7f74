import { z } from 'zod';
import { baseFields } from '../base-fields.js';
import {
  keyMetrics,
  list,
  longText,
  LIST_MAX,
  maxKeys,
  name,
  optional,
  shortText,
  textOrList,
} from '../schema-parts.js';

/** The data of a competitor analysis (spec §3). */

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
  key_metrics: keyMetrics(),
  /** Alternative spelling of `competitors` some producers use: names or detail objects. */
  competitor_companies: optional(list(z.union([name(), competitorDetailSchema]))),
  /** A short summary of the analysis (or an object whose `summary` is one). */
  competitor_analysis: optional(
    z.union([longText(), z.record(shortText(), longText()).refine(maxKeys(LIST_MAX))]),
  ),
};

export const competitorAnalysisDataSchema = z.object({ ...baseFields, ...competitorFields });
