import { z } from 'zod';

/** The optional AI analysis (issue 19): who decides, what the document page and settings show. */

/** AI_CLASSIFY: the model decides the category when the classifier is unsure, always, or never. */
export const AI_CLASSIFY_MODES = ['fallback', 'always', 'never'] as const;
export type AiClassifyMode = (typeof AI_CLASSIFY_MODES)[number];

/** How one call to the endpoint ended (ai_calls.outcome). */
export const AI_CALL_OUTCOMES = ['ok', 'error', 'timeout', 'rate_limited', 'invalid'] as const;
export type AiCallOutcome = (typeof AI_CALL_OUTCOMES)[number];

/**
 * How a document was analyzed, stored with its analysis: who decided the category (the built-in
 * classifier, the model, or a member), the model whose answer was used (null: analyzed offline),
 * why, and what of the document was sent to the model.
 */
export const analysisProvenanceSchema = z.object({
  decidedBy: z.enum(['builtin', 'ai', 'member']),
  /** The model whose answer the analysis uses; null when it was analyzed offline. */
  model: z.string().nullable(),
  reason: z.string(),
  /** What was sent, e.g. '3 tables, 5 sections, 2 lists — 18,400 of 61,000 characters'. */
  sent: z.string().optional(),
});
export type AnalysisProvenance = z.infer<typeof analysisProvenanceSchema>;

/** GET /api/organization/ai: whether the organization's documents may be sent to the model. */
export const organizationAiSchema = z.object({
  /** AI_* is set on the server. */
  configured: z.boolean(),
  /** The organization's switch (organization admins change it). */
  enabled: z.boolean(),
  /** The configured model's name; null when AI is not configured. */
  model: z.string().nullable(),
});
export type OrganizationAi = z.infer<typeof organizationAiSchema>;

export const organizationAiInputSchema = z.object({
  enabled: z.boolean({ error: 'enabled must be true or false' }),
});
export type OrganizationAiInput = z.infer<typeof organizationAiInputSchema>;

/** GET /api/admin/ai: the platform's AI provider (never its key) and its last 24 hours. */
export const platformAiSchema = z.object({
  configured: z.boolean(),
  /** The endpoint's host (and port), without path, query or credentials. */
  host: z.string().nullable(),
  model: z.string().nullable(),
  classify: z.enum(AI_CLASSIFY_MODES).nullable(),
  concurrency: z.number().int().nullable(),
  dailyCalls: z.number().int().nullable(),
  /** Organizations that switched AI analysis off. */
  organizationsOff: z.number().int(),
  last24h: z.object({
    calls: z.number().int(),
    failed: z.number().int(),
    /** failed / calls, or null without calls. */
    errorRate: z.number().nullable(),
    byOutcome: z.record(z.enum(AI_CALL_OUTCOMES), z.number().int()),
  }),
});
export type PlatformAi = z.infer<typeof platformAiSchema>;
