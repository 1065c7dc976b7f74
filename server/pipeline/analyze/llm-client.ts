import OpenAI from 'openai';
import type { AiConfig } from '../../config.js';

/**
 * One JSON answer from an OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI, Ollama, vLLM,
 * LM Studio …) through the official `openai` package. Every way it can fail becomes an
 * LlmError with a short reason for the logs; callers fall back to the built-in analysis.
 */
export class LlmError extends Error {
  constructor(
    readonly reason: 'timeout' | 'http' | 'network' | 'empty' | 'invalid_json' | 'invalid_data',
    message: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

export interface LlmClient {
  /** Sends the messages, asks for a JSON object, and returns it parsed. */
  completeJson(messages: ChatMessage[]): Promise<unknown>;
}

/** Some models wrap JSON in a Markdown fence despite response_format; accept that. */
export function parseJsonAnswer(content: string): unknown {
  const trimmed = content.trim();
  const fenced = /^```(?:json)?\s*([\s\S]*?)\s*```$/i.exec(trimmed);
  const body = fenced ? fenced[1]! : trimmed;
  try {
    return JSON.parse(body);
  } catch {
    const start = body.indexOf('{');
    const end = body.lastIndexOf('}');
    if (start >= 0 && end > start) {
      try {
        return JSON.parse(body.slice(start, end + 1));
      } catch {
        // fall through
      }
    }
    throw new LlmError('invalid_json', `the answer is not JSON: ${body.slice(0, 80)}`);
  }
}

export function createLlmClient(ai: AiConfig): LlmClient {
  const client = new OpenAI({
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey,
    timeout: ai.timeoutMs,
    // A retry would double the wait; the built-in result is the retry.
    maxRetries: 0,
  });
  return {
    async completeJson(messages) {
      // A hard stop as well: the SDK's timeout covers the request, this covers everything.
      const controller = new AbortController();
      const timer = setTimeout(() => controller.abort(), ai.timeoutMs);
      try {
        const completion = await client.chat.completions.create(
          {
            model: ai.model,
            messages,
            response_format: { type: 'json_object' },
            temperature: 0,
          },
          { signal: controller.signal, timeout: ai.timeoutMs, maxRetries: 0 },
        );
        const content = completion.choices?.[0]?.message?.content;
        if (!content || !content.trim()) throw new LlmError('empty', 'the answer is empty');
        return parseJsonAnswer(content);
      } catch (error) {
        if (error instanceof LlmError) throw error;
        if (controller.signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
          throw new LlmError('timeout', `no answer within ${ai.timeoutMs} ms`);
        }
        if (error instanceof OpenAI.APIError && error.status !== undefined) {
          throw new LlmError('http', `HTTP ${error.status}: ${error.message.slice(0, 120)}`);
        }
        throw new LlmError(
          'network',
          error instanceof Error ? error.message.slice(0, 160) : String(error),
        );
      } finally {
        clearTimeout(timer);
      }
    },
  };
}
