import { z } from 'zod';
import { RISK_SCALE_MAX, RISK_SCALE_MIN } from '../../render/constants.js';
import { baseFields } from '../base-fields.js';
import { keyMetrics, list, longText, optional, shortText } from '../schema-parts.js';

/** The data of a risk analysis (spec §3): risks rated 1–5 for probability and impact. */

const rating = () => z.number().min(RISK_SCALE_MIN).max(RISK_SCALE_MAX);

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
  key_metrics: keyMetrics(),
};

export const riskAnalysisDataSchema = z.object({ ...baseFields, ...riskFields });
