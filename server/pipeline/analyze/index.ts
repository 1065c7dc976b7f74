import type { BaseLogger } from 'pino';
import type { Category } from '../../../common/categories.js';
import type { AppConfig } from '../../config.js';
import type { Analyzer } from './analyzer.js';
import { createBuiltinAnalyzer } from './builtin-analyzer.js';
import { createLlmAnalyzer } from './llm-analyzer.js';
import { createLlmClient } from './llm-client.js';

export type {
  AnalysisResult,
  AnalyzeOptions,
  Analyzer,
  AnalyzerInput,
  Evidence,
} from './analyzer.js';
export { createBuiltinAnalyzer } from './builtin-analyzer.js';
export { createLlmAnalyzer } from './llm-analyzer.js';
export { createLlmClient, LlmError } from './llm-client.js';

interface AnalyzerFactoryOptions {
  config: Pick<AppConfig, 'ai'>;
  log: Pick<BaseLogger, 'warn' | 'debug' | 'info'>;
  /** The stored template's aiPrompt for a category (the default template's prompt is used without it). */
  promptFor?: (category: Category) => Promise<string | null | undefined>;
}

/**
 * The analyzer for documents analyzed on the calling thread: the built-in one, wrapped by the
 * LLM provider when AI_BASE_URL, AI_API_KEY and AI_MODEL are set.
 */
export function createAnalyzer(options: AnalyzerFactoryOptions): Analyzer {
  return createConfiguredLlmAnalyzer(options) ?? createBuiltinAnalyzer();
}

/**
 * The LLM provider when AI_* is set, else undefined. The pipeline runs the built-in analysis in
 * the extraction thread and hands its result to this one: `analyze(input, { builtin })`.
 */
export function createConfiguredLlmAnalyzer(options: AnalyzerFactoryOptions): Analyzer | undefined {
  const ai = options.config.ai;
  if (!ai) return undefined;
  options.log.info({ baseUrl: ai.baseUrl, model: ai.model }, 'LLM analysis enabled');
  return createLlmAnalyzer({
    client: createLlmClient(ai),
    builtin: createBuiltinAnalyzer(),
    log: options.log,
    maxInputChars: ai.maxInputChars,
    model: ai.model,
    promptFor: options.promptFor,
  });
}
