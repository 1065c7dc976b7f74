import { z } from 'zod';
import { AI_CLASSIFY_MODES, type AiClassifyMode } from '../common/contracts/ai.js';
import { optionalString, positiveInt } from './config-fields.js';

/**
 * The optional AI provider's environment variables (any OpenAI-compatible endpoint: OpenAI,
 * Azure OpenAI, Ollama, vLLM, LM Studio …). config.ts spreads AI_ENV into its schema.
 */
export const AI_ENV = {
  AI_BASE_URL: optionalString.pipe(
    z.url({ error: 'must be an absolute URL such as https://api.openai.com/v1' }).optional(),
  ),
  AI_API_KEY: optionalString,
  AI_MODEL: optionalString,
  AI_TIMEOUT_MS: positiveInt(30_000),
  AI_MAX_INPUT_CHARS: positiveInt(24_000),
  AI_CLASSIFY: z
    .enum(AI_CLASSIFY_MODES, { error: `must be one of ${AI_CLASSIFY_MODES.join(', ')}` })
    .default('fallback'),
  AI_CONCURRENCY: positiveInt(2),
  AI_DAILY_CALLS: positiveInt(200),
};

type AiEnv = z.infer<z.ZodObject<typeof AI_ENV>>;

export interface AiConfig {
  baseUrl: string;
  apiKey: string;
  model: string;
  /** Longest wait for one answer; a document's AI step as a whole gets twice this. */
  timeoutMs: number;
  /** Characters of document text sent at most (chosen by structure when the text is longer). */
  maxInputChars: number;
  /** Who decides the category: the model when the classifier is unsure, always, or never. */
  classify: AiClassifyMode;
  /** Calls in flight at once, per process. */
  concurrency: number;
  /** Calls per organization per UTC day (failed ones included). */
  dailyCalls: number;
}

/** Problems with the AI variables taken together (each variable alone is checked by AI_ENV). */
export function aiConfigProblems(values: AiEnv): string[] {
  const set = [values.AI_BASE_URL, values.AI_API_KEY, values.AI_MODEL].filter(Boolean).length;
  return set > 0 && set < 3
    ? ['AI_BASE_URL, AI_API_KEY and AI_MODEL must be set together (or none of them)']
    : [];
}

/** The AI provider's configuration, or undefined without AI_BASE_URL, AI_API_KEY and AI_MODEL. */
export function aiConfigOf(values: AiEnv): AiConfig | undefined {
  if (!values.AI_BASE_URL || !values.AI_API_KEY || !values.AI_MODEL) return undefined;
  return {
    baseUrl: values.AI_BASE_URL,
    apiKey: values.AI_API_KEY,
    model: values.AI_MODEL,
    timeoutMs: values.AI_TIMEOUT_MS,
    maxInputChars: values.AI_MAX_INPUT_CHARS,
    classify: values.AI_CLASSIFY,
    concurrency: values.AI_CONCURRENCY,
    dailyCalls: values.AI_DAILY_CALLS,
  };
}

/**
 * The endpoint's host and port, for logs and the platform page: no scheme, path, query or
 * credentials (a key can hide in any of them, e.g. Azure's ?api-key= or a proxy's path).
 */
export function endpointHost(baseUrl: string): string {
  try {
    return new URL(baseUrl).host;
  } catch {
    return '(invalid URL)';
  }
}
