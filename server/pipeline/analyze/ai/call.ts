import { setTimeout as sleep } from 'node:timers/promises';
import type { AiCallOutcome } from '../../../../common/contracts/ai.js';
import { LlmError, type JsonRequest, type LlmClient } from '../llm-client.js';
import type { Semaphore } from './limits.js';

/**
 * One document's call to the model, within its deadline: a slot (AI_CONCURRENCY), the call, and
 * after a 429 one more call once the Retry-After has passed, if that still fits before the
 * deadline. Every request the endpoint received is recorded with how it ended (the daily budget
 * and the platform's error rate count them); an answer `check` refuses counts as 'invalid'.
 */

/** Without Retry-After, a 429 is retried after this long. */
const DEFAULT_RETRY_AFTER_MS = 1_000;
/** A retry needs at least this much time left before the deadline to be worth sending. */
const MIN_CALL_MS = 500;

export type Checked<T> =
  | { ok: true; value: T }
  /** `reason` is shown on the document; `detail` (the endpoint's own words) only logged. */
  | { ok: false; reason: string; detail?: string };

export interface ModelCall<T> {
  client: LlmClient;
  request: Pick<JsonRequest, 'messages' | 'schema'>;
  /** Accepts the parsed answer (the value to use) or says why it cannot be used. */
  check: (answer: unknown) => Checked<T>;
  slots: Semaphore;
  /** Date.now() time by which the document's AI step must be over. */
  deadline: number;
  /** One call's limit (AI_TIMEOUT_MS). */
  timeoutMs: number;
  record: (outcome: AiCallOutcome) => Promise<void>;
}

function outcomeOf(error: LlmError): AiCallOutcome {
  switch (error.reason) {
    case 'timeout':
      return 'timeout';
    case 'rate_limited':
      return 'rate_limited';
    case 'empty':
    case 'invalid_json':
    case 'invalid_data':
      return 'invalid';
    default:
      return 'error';
  }
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

export async function callModel<T>(call: ModelCall<T>): Promise<Checked<T>> {
  const release = await call.slots.acquire(call.deadline);
  if (!release) {
    return { ok: false, reason: 'no AI slot came free in time (AI_CONCURRENCY calls were busy)' };
  }
  try {
    for (let attempt = 0; ; attempt += 1) {
      const left = call.deadline - Date.now();
      if (left < MIN_CALL_MS) return { ok: false, reason: 'timeout: no time left for the call' };
      let answer: unknown;
      try {
        answer = (
          await call.client.complete({
            ...call.request,
            timeoutMs: Math.min(call.timeoutMs, left),
            onFormatRefused: () => void call.record('error'),
          })
        ).value;
      } catch (error) {
        if (!(error instanceof LlmError)) throw error;
        await call.record(outcomeOf(error));
        if (error.reason === 'rate_limited' && attempt === 0) {
          const wait = error.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS;
          if (Date.now() + wait + MIN_CALL_MS <= call.deadline) {
            await sleep(wait);
            continue;
          }
          return {
            ok: false,
            reason: `rate_limited: the endpoint asked to wait ${seconds(wait)}, past this document's AI time`,
          };
        }
        return {
          ok: false,
          reason: `${error.reason}: ${error.message}${attempt > 0 ? ' (after one retry)' : ''}`,
          detail: error.detail,
        };
      }
      const checked = call.check(answer);
      await call.record(checked.ok ? 'ok' : 'invalid');
      return checked;
    }
  } finally {
    release();
  }
}
