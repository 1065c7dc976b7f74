import type { BaseLogger } from 'pino';
import type { Category } from '../../../common/categories.js';
import { endpointHost } from '../../config-ai.js';
import type { AppConfig } from '../../config.js';
import type { Refiner } from './analyzer.js';
import { createSemaphore } from './ai/limits.js';
import { createLlmClient } from './llm-client.js';
import { createLlmRefiner, type AiUsage } from './llm-refiner.js';

export type {
  AnalysisResult,
  Analyzer,
  AnalyzerInput,
  Evidence,
  Refiner,
  RefineJob,
} from './analyzer.js';
export { createBuiltinAnalyzer } from './builtin-analyzer.js';
export { createLlmRefiner, type AiUsage } from './llm-refiner.js';
export { createLlmClient, LlmError } from './llm-client.js';

/**
 * The pipeline's refine stage as configured: the AI provider when AI_BASE_URL, AI_API_KEY and
 * AI_MODEL are set, else undefined (the built-in result is then the document's analysis). One
 * per process: its AI_CONCURRENCY slots and the response formats the endpoint refused are the
 * process's.
 */
export function createConfiguredRefiner(options: {
  config: Pick<AppConfig, 'ai'>;
  log: Pick<BaseLogger, 'warn' | 'debug' | 'info'>;
  /** The stored template's aiPrompt for a category (the default template's prompt is used without it). */
  promptFor?: (category: Category) => Promise<string | null | undefined>;
  /** The organizations' AI switch, daily budget and call records (the database's). */
  usage?: AiUsage;
}): Refiner | undefined {
  const ai = options.config.ai;
  if (!ai) return undefined;
  options.log.info(
    {
      host: endpointHost(ai.baseUrl),
      model: ai.model,
      classify: ai.classify,
      concurrency: ai.concurrency,
    },
    'LLM analysis enabled',
  );
  return createLlmRefiner({
    client: createLlmClient(ai),
    log: options.log,
    maxInputChars: ai.maxInputChars,
    model: ai.model,
    promptFor: options.promptFor,
    classify: ai.classify,
    timeoutMs: ai.timeoutMs,
    slots: createSemaphore(ai.concurrency),
    usage: options.usage,
  });
}
