import type { BaseLogger } from 'pino';
import type { Category } from '../../../common/categories.js';
import type { AppConfig } from '../../config.js';
import type { Analyzer } from './analyzer.js';
import { createBuiltinAnalyzer } from './builtin-analyzer.js';
import { createLlmAnalyzer } from './llm-analyzer.js';
import { createLlmClient } from './llm-client.js';

export type { AnalysisResult, Analyzer, AnalyzerInput, Evidence } from './analyzer.js';
export { createBuiltinAnalyzer } from './builtin-analyzer.js';
export { createLlmAnalyzer } from './llm-analyzer.js';
export { createLlmClient, LlmError } from './llm-client.js';

/**
 * The analyzer the pipeline uses: the built-in one, wrapped by the LLM provider when
 * AI_BASE_URL, AI_API_KEY and AI_MODEL are set. `promptFor` supplies the stored template's
 * aiPrompt for a category (the default template's prompt is used without it).
 */
export function createAnalyzer(options: {
  config: Pick<AppConfig, 'ai'>;
  log: Pick<BaseLogger, 'warn' | 'debug' | 'info'>;
  promptFor?: (category: Category) => Promise<string | null | undefined>;
}): Analyzer {
  const builtin = createBuiltinAnalyzer();
  const ai = options.config.ai;
  if (!ai) return builtin;
  options.log.info({ baseUrl: ai.baseUrl, model: ai.model }, 'LLM analysis enabled');
  return createLlmAnalyzer({
    client: createLlmClient(ai),
    builtin,
    log: options.log,
    maxInputChars: ai.maxInputChars,
    model: ai.model,
    promptFor: options.promptFor,
  });
}
