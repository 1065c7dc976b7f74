import type { BaseLogger } from 'pino';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '../../../common/categories.js';
import type {
  AiCallOutcome,
  AiClassifyMode,
  AnalysisProvenance,
} from '../../../common/contracts/ai.js';
import type { OrganizationScope } from '../../db/tenant.js';
import { defaultTemplateFor } from '../../features/templates/defaults/default-templates.js';
import type { AnalysisResult, AnalyzerInput, Evidence, Refiner, RefineJob } from './analyzer.js';
import { checkClassification, checkData, classifyJsonSchema, dataJsonSchema } from './ai/answer.js';
import { callModel, type Checked, type ModelCall } from './ai/call.js';
import { modelEvidence } from './ai/evidence.js';
import { documentExcerpt, type Excerpt } from './ai/excerpt.js';
import { createSemaphore, type Semaphore } from './ai/limits.js';
import { classifyMessages, dataMessages } from './ai/prompts.js';
import { extractedDataFor } from './builtin-analyzer.js';
import type { LlmClient } from './llm-client.js';

/**
 * The AI provider, the pipeline's optional refine stage (network I/O on the main thread). It
 * starts from the built-in result computed in the extraction thread and, per AI_CLASSIFY, asks
 * the model either for the data of a category already decided (by a member, or by a classifier
 * that is sure) or for the category and its data in one answer. The answer must pass the same
 * zod schemas as every other visualization data and hold items; on any failure the built-in
 * result is kept. Either way `ai` on the result says who decided the category, which model was
 * used (null: analyzed offline), why, and what was sent. A document never fails for the AI's sake.
 */

/** The organization's side: its AI switch, its daily budget, and the record of each call. */
export interface AiUsage {
  /** Why this organization's document must not be sent now, or null when it may. */
  refusal(scope: OrganizationScope): Promise<string | null>;
  record(scope: OrganizationScope, outcome: AiCallOutcome): Promise<void>;
}

export interface LlmRefinerOptions {
  client: LlmClient;
  log: Pick<BaseLogger, 'warn' | 'debug'>;
  /** Characters of document text sent at most (chosen by structure when longer: ai/excerpt.ts). */
  maxInputChars: number;
  /** The model name, for the evidence. */
  model?: string;
  /** The aiPrompt of the category's template (the stored one, when there is one). */
  promptFor?: (category: Category) => Promise<string | null | undefined>;
  /** Who decides the category (default 'fallback': the model, when the classifier is unsure). */
  classify?: AiClassifyMode;
  /** One call's limit; a document's AI step (slot, call, one retry) gets twice this. */
  timeoutMs?: number;
  /** The process's AI_CONCURRENCY slots. */
  slots?: Semaphore;
  /** The organization switch and budget; without it (scripts, tests) nothing is checked. */
  usage?: AiUsage;
}

/** Below this, the classifier is unsure and, with AI_CLASSIFY=fallback, the model decides. */
export const UNSURE_BELOW = 0.6;

type Plan =
  | { call: 'data'; category: Category; decidedBy: 'builtin' | 'member'; why: string }
  | { call: 'classify'; why: string }
  | { call: 'none'; why: string };

const pct = (confidence: number) => confidence.toFixed(2);

function planFor(builtin: AnalysisResult, mode: AiClassifyMode, chosen?: Category): Plan {
  if (chosen) {
    return {
      call: 'data',
      category: chosen,
      decidedBy: 'member',
      why: 'A member chose the category.',
    };
  }
  const known = builtin.category !== 'unknown';
  const unsure = !known || builtin.confidence < UNSURE_BELOW;
  if (mode === 'always')
    return { call: 'classify', why: 'AI_CLASSIFY=always: the model decides the category.' };
  if (mode === 'fallback' && unsure) {
    return {
      call: 'classify',
      why: known
        ? `The built-in classifier was unsure (${pct(builtin.confidence)} for ${builtin.category}), so the model decides.`
        : 'The built-in classifier abstained (unknown), so the model decides.',
    };
  }
  if (!known) {
    return {
      call: 'none',
      why: 'The built-in classifier abstained (unknown), and AI_CLASSIFY=never keeps the model from deciding categories.',
    };
  }
  return {
    call: 'data',
    category: builtin.category as Category,
    decidedBy: 'builtin',
    why:
      mode === 'never'
        ? `The built-in classifier decided (${pct(builtin.confidence)}); AI_CLASSIFY=never.`
        : `The built-in classifier was sure (${pct(builtin.confidence)}).`,
  };
}

export function createLlmRefiner(options: LlmRefinerOptions): Refiner {
  const model = options.model ?? 'LLM';
  const mode = options.classify ?? 'fallback';
  const timeoutMs = options.timeoutMs ?? 30_000;
  const slots = options.slots ?? createSemaphore(2);

  async function promptOf(category: Category): Promise<string> {
    try {
      const stored = await options.promptFor?.(category);
      if (stored?.trim()) return stored.trim();
    } catch (error) {
      options.log.debug({ err: error }, 'template prompt unavailable; using the default');
    }
    return defaultTemplateFor(category).aiPrompt;
  }

  return {
    async refine(input: AnalyzerInput, builtin: AnalysisResult, job?: RefineJob) {
      const plan = planFor(builtin, mode, job?.chosenCategory);
      const decidedBy =
        plan.call === 'data' ? plan.decidedBy : job?.chosenCategory ? 'member' : 'builtin';
      const offline = (reason: string, sent?: string): AnalysisResult => {
        const ai: AnalysisProvenance = { decidedBy, model: null, reason, ...(sent && { sent }) };
        return { ...builtin, ai };
      };
      if (plan.call === 'none') return offline(plan.why);
      if (job && options.usage) {
        const refusal = await options.usage.refusal(job.scope);
        if (refusal) return offline(refusal);
      }

      const excerpt = documentExcerpt(input, options.maxInputChars);
      const record = async (outcome: AiCallOutcome) => {
        if (!job || !options.usage) return;
        // The record is bookkeeping: a database hiccup must not cost the document its analysis.
        await options.usage.record(job.scope, outcome).catch((error: unknown) => {
          options.log.warn({ err: error }, 'could not record an AI call');
        });
      };
      const call = <T>(request: ModelCall<T>['request'], check: (a: unknown) => Checked<T>) =>
        callModel({
          client: options.client,
          request,
          check,
          slots,
          deadline: Date.now() + 2 * timeoutMs,
          timeoutMs,
          record,
        });
      const notUsed = (reason: string, detail?: string) => {
        options.log.warn(
          { category: builtin.category, fileName: input.fileName, reason, detail },
          'LLM analysis not used; keeping the built-in result',
        );
        return offline(
          `${plan.why} The model (${model}) was asked, but its answer was not used (${reason}); the built-in result is kept.`,
          excerpt.sent,
        );
      };

      if (plan.call === 'data') {
        const { category } = plan;
        const messages = dataMessages(category, await promptOf(category), input.fileName, excerpt);
        const schema = { name: `${category}_data`, schema: dataJsonSchema(category) };
        const answer = await call({ messages, schema }, (value) => {
          const checked = checkData(value, category);
          return checked.ok
            ? { ok: true, value: checked.data }
            : { ok: false, reason: `invalid: ${checked.reason}` };
        });
        if (!answer.ok) return notUsed(answer.reason, answer.detail);
        const data = { ...answer.value, extractedData: extractedDataFor(answer.value, category) };
        const categoryEvidence = builtin.evidence
          .filter((e) => e.field === 'category')
          .map((e) => ({ ...e, note: `${e.note ?? ''} Data extracted by ${model}.`.trim() }));
        return {
          ...builtin,
          category,
          data: data as Record<string, unknown>,
          evidence: [...categoryEvidence, ...modelEvidence(excerpt.parts, data, model)],
          ai: {
            decidedBy: plan.decidedBy,
            model,
            reason: `${plan.why} The model extracted the data.`,
            sent: excerpt.sent,
          },
        };
      }

      const prompts = Object.fromEntries(
        await Promise.all(CATEGORIES.map(async (c) => [c, await promptOf(c)] as const)),
      ) as Record<Category, string>;
      const messages = classifyMessages(prompts, input.fileName, excerpt);
      const answer = await call(
        { messages, schema: { name: 'document_analysis', schema: classifyJsonSchema() } },
        (value) => {
          const checked = checkClassification(value);
          return checked.ok
            ? { ok: true, value: checked }
            : { ok: false, reason: `invalid: ${checked.reason}` };
        },
      );
      if (!answer.ok) return notUsed(answer.reason, answer.detail);
      return decidedByModel(answer.value, builtin, excerpt, { model, why: plan.why });
    },
  };
}

/** The result when the model decided the category (and, for one of the four, gave its data). */
function decidedByModel(
  answer: Extract<ReturnType<typeof checkClassification>, { ok: true }>,
  builtin: AnalysisResult,
  excerpt: Excerpt,
  context: { model: string; why: string },
): AnalysisResult {
  const { model } = context;
  const label = CATEGORY_LABELS[answer.category];
  const builtinSaid = `The built-in classifier said ${builtin.category} (${pct(builtin.confidence)}).`;
  const categoryEvidence: Evidence = {
    field: 'category',
    value: answer.category,
    snippet: answer.why ?? builtin.evidence.find((e) => e.field === 'category')?.snippet ?? '',
    location: 'whole document',
    note: `Decided by the model (${model})${answer.confidence !== undefined ? `, its confidence ${pct(answer.confidence)}` : ''}. ${builtinSaid}`,
  };
  // The model's own estimate when it gave one; else the classifier's when they agree, else even odds.
  const confidence =
    answer.confidence ?? (answer.category === builtin.category ? builtin.confidence : 0.5);
  const ai: AnalysisProvenance = {
    decidedBy: 'ai',
    model,
    reason: `${context.why} The model chose ${label}${answer.why ? `: ${answer.why}` : '.'}`,
    sent: excerpt.sent,
  };
  if (answer.category === 'unknown' || !answer.data) {
    return {
      ...builtin,
      category: 'unknown',
      confidence,
      data: {},
      evidence: [categoryEvidence],
      ai,
    };
  }
  const data = { ...answer.data, extractedData: extractedDataFor(answer.data, answer.category) };
  return {
    ...builtin,
    category: answer.category,
    confidence,
    data: data as Record<string, unknown>,
    evidence: [categoryEvidence, ...modelEvidence(excerpt.parts, data, model)],
    ai,
  };
}
