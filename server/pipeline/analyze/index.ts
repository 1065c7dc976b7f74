import type { BaseLogger } from 'pino';
import type { Category } from '../../../common/categories.js';
import type { AppConfig } from '../../config.js';
import type { Refiner } from './analyzer.js';
import { createLlmClient } from './llm-client.js';
import { createLlmRefiner } from './llm-refiner.js';

export type { AnalysisResult, Analyzer, AnalyzerInput, Evidence, Refiner } from './analyzer.js';
export { createBuiltinAnalyzer } from './builtin-analyzer.js';
export { createLlmRefiner } from './llm-refiner.js';
export { createLlmClient, LlmError } from './llm-client.js';

/**
 * The pipeline's refine stage as configured: the LLM provider when AI_BASE_URL, AI_API_KEY and
 * AI_MODEL are set, else undefined (the built-in result is then the document's analysis).
 */
export function createConfiguredRefiner(options: {
  config: Pick<AppConfig, 'ai'>;
  log: Pick<BaseLogger, 'warn' | 'debug' | 'info'>;
  /** The stored template's aiPrompt for a category (the default template's prompt is used without it). */
  promptFor?: (category: Category) => Promise<string | null | undefined>;
}): Refiner | undefined {
  const ai = options.config.ai;
  if (!ai) return undefined;
  options.log.info({ baseUrl: ai.baseUrl, model: ai.model }, 'LLM analysis enabled');
  return createLlmRefiner({
    client: createLlmClient(ai),
    log: options.log,
    maxInputChars: ai.maxInputChars,
    model: ai.model,
    promptFor: options.promptFor,
  });
}
