import { z } from 'zod';
import { baseFields } from '../base-fields.js';
import {
  keyMetrics,
  list,
  longText,
  name,
  optional,
  shortText,
  textOrList,
} from '../schema-parts.js';

/** The data of a product roadmap (spec §3): phases in order, and dated milestones. */

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
  key_metrics: keyMetrics(),
};

export const productRoadmapDataSchema = z.object({ ...baseFields, ...roadmapFields });
