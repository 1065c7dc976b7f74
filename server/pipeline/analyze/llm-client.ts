import OpenAI from 'openai';
import type { AiConfig } from '../../config.js';

/**
 * One JSON answer from an OpenAI-compatible chat endpoint (OpenAI, Azure OpenAI, Ollama, vLLM,
 * LM Studio …) through the official `openai` package. Every way it can fail becomes an
 * LlmError with a short reason for the logs; callers fall back to the built-in analysis.
 */
export class LlmError extends Error {
  constructor(
    readonly reason:
      'timeout' | 'http' | 'rate_limited' | 'network' | 'empty' | 'invalid_json' | 'invalid_data',
    /** Short, and safe to show users: no endpoint address and no text the endpoint wrote. */
    message: string,
    /** 429 only: how long the endpoint asked us to wait (Retry-After), when it said. */
    readonly retryAfterMs?: number,
    /** For the server's log only: the endpoint's own error message, the failed address. */
    readonly detail?: string,
  ) {
    super(message);
    this.name = 'LlmError';
  }
}

export interface ChatMessage {
  role: 'system' | 'user';
  content: string;
}

/**
 * How the answer is asked to be JSON, best first: a JSON schema (structured output: OpenAI,
 * vLLM's guided decoding, recent Ollama, LM Studio), JSON mode, or the prompt alone.
 */
export const RESPONSE_FORMATS = ['json_schema', 'json_object', 'text'] as const;
export type ResponseFormat = (typeof RESPONSE_FORMATS)[number];

export interface JsonRequest {
  messages: ChatMessage[];
  /** The answer's JSON schema, sent as response_format json_schema where the endpoint takes it. */
  schema?: { name: string; schema: Record<string, unknown> };
  /** This call's limit (default: the configured timeout), so a retry stays inside a deadline. */
  timeoutMs?: number;
  /** Each request the endpoint refused for its response_format before the one answered. */
  onFormatRefused?: () => void;
}

export interface JsonAnswer {
  value: unknown;
  /** The response_format the endpoint answered to. */
  format: ResponseFormat;
}

export interface LlmClient {
  /** Sends the messages, asks for a JSON object (by schema when given), returns it parsed. */
  complete(request: JsonRequest): Promise<JsonAnswer>;
  /** The same without a schema, for callers that only need the value. */
  completeJson(messages: ChatMessage[]): Promise<unknown>;
  /** The response_formats this endpoint refused (remembered for the process). */
  readonly refused: ReadonlySet<ResponseFormat>;
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

/** Retry-After (seconds or an HTTP date) or retry-after-ms, in milliseconds; undefined if absent. */
export function retryAfterMs(headers: Headers | undefined, now = Date.now()): number | undefined {
  const ms = Number(headers?.get('retry-after-ms'));
  if (headers?.get('retry-after-ms') && Number.isFinite(ms) && ms >= 0) return ms;
  const value = headers?.get('retry-after')?.trim();
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value)) return Number(value) * 1000;
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}

/** The innermost cause (ECONNREFUSED, 'connect ECONNREFUSED 127.0.0.1:9'), not 'Connection error.'. */
function rootCause(error: unknown): { code?: string; message: string } {
  let cause = error;
  while (cause instanceof Error && cause.cause instanceof Error) cause = cause.cause;
  const code = (cause as { code?: unknown }).code;
  return {
    code: typeof code === 'string' && /^E[A-Z_]+$/.test(code) ? code : undefined,
    message: cause instanceof Error ? cause.message.slice(0, 200) : String(cause),
  };
}

/**
 * A 400 (or 422) about response_format or the schema: the endpoint does not take that format
 * (or not that schema: a guided-decoding backend may lack a JSON Schema feature it uses).
 */
function refusesFormat(error: unknown): boolean {
  return (
    error instanceof OpenAI.APIError &&
    (error.status === 400 || error.status === 422) &&
    /response_format|json_schema|json_object|schema|structured|guided|format/i.test(error.message)
  );
}

function responseFormatFor(format: ResponseFormat, schema: JsonRequest['schema']) {
  if (format === 'json_schema' && schema) {
    // Not strict: OpenAI's strict mode wants every property required, which optional fields are not.
    return { type: 'json_schema' as const, json_schema: { ...schema, strict: false } };
  }
  return format === 'text' ? undefined : { type: 'json_object' as const };
}

export function createLlmClient(
  ai: Pick<AiConfig, 'baseUrl' | 'apiKey' | 'model' | 'timeoutMs'>,
): LlmClient {
  const client = new OpenAI({
    baseURL: ai.baseUrl,
    apiKey: ai.apiKey,
    timeout: ai.timeoutMs,
    // The SDK's own retries would wait without a bound; the caller retries a 429 once itself.
    maxRetries: 0,
  });
  // A format the endpoint refused once is not asked for again by this process.
  const refused = new Set<ResponseFormat>();

  async function once(request: JsonRequest, format: ResponseFormat): Promise<unknown> {
    const timeoutMs = request.timeoutMs ?? ai.timeoutMs;
    // A hard stop as well: the SDK's timeout covers the request, this covers everything.
    const controller = new AbortController();
    const timer = setTimeout(() => controller.abort(), timeoutMs);
    try {
      const responseFormat = responseFormatFor(format, request.schema);
      const completion = await client.chat.completions.create(
        {
          model: ai.model,
          messages: request.messages,
          ...(responseFormat && { response_format: responseFormat }),
          temperature: 0,
        },
        { signal: controller.signal, timeout: timeoutMs, maxRetries: 0 },
      );
      const content = completion.choices?.[0]?.message?.content;
      if (!content || !content.trim()) throw new LlmError('empty', 'the answer is empty');
      return parseJsonAnswer(content);
    } catch (error) {
      if (error instanceof LlmError || (format !== 'text' && refusesFormat(error))) throw error;
      if (controller.signal.aborted || error instanceof OpenAI.APIConnectionTimeoutError) {
        throw new LlmError('timeout', `no answer within ${timeoutMs} ms`);
      }
      if (error instanceof OpenAI.APIError && error.status === 429) {
        throw new LlmError('rate_limited', 'HTTP 429', retryAfterMs(error.headers));
      }
      if (error instanceof OpenAI.APIError && error.status !== undefined) {
        // The endpoint's message stays in the log: some echo part of the key (OpenAI's 401).
        throw new LlmError('http', `HTTP ${error.status}`, undefined, error.message.slice(0, 200));
      }
      const cause = rootCause(error);
      throw new LlmError('network', cause.code ?? 'connection failed', undefined, cause.message);
    } finally {
      clearTimeout(timer);
    }
  }

  async function complete(request: JsonRequest): Promise<JsonAnswer> {
    // Without a schema, JSON mode is the best there is; 'text' (the prompt alone) is never refused.
    const formats = RESPONSE_FORMATS.filter(
      (format) => !refused.has(format) && (format !== 'json_schema' || request.schema),
    );
    for (const format of formats) {
      try {
        return { value: await once(request, format), format };
      } catch (error) {
        // Everything but a refused format is an LlmError already (once() above).
        if (error instanceof LlmError) throw error;
        refused.add(format);
        request.onFormatRefused?.();
      }
    }
    throw new LlmError('http', 'the endpoint refused every response format');
  }

  return {
    complete,
    completeJson: async (messages) => (await complete({ messages })).value,
    refused,
  };
}
