import { afterAll, beforeAll, beforeEach, vi } from 'vitest';
import {
  startFakeLlm,
  type FakeLlmReply,
  type FakeLlmRequest,
  type FakeLlmServer,
} from '../../test-support/fake-llm-server.js';
import type { Semaphore } from '../ai/limits.js';
import { createBuiltinAnalyzer } from '../builtin-analyzer.js';
import { createLlmClient } from '../llm-client.js';
import { createLlmRefiner, type LlmRefinerOptions } from '../llm-refiner.js';
import { markdownToBlocks } from '../shared/markdown-blocks.js';

/** The AI tests' fixtures: a fake endpoint per test file, documents, and a refiner maker. */

export const RISKS = [
  {
    name: 'Studio unavailable for the launch video',
    probability: 3,
    impact: 4,
    mitigation: 'Book a second studio',
    owner: 'Marketing',
  },
  { name: 'Store review rejects the app', probability: 2, impact: 5, mitigation: 'Submit early' },
];
export const PHASES = [{ name: 'Beta', timeline: 'Q1 2026', features: ['Invite-only access'] }];

export const RISK_DOC = `# Risk register – product launch

| Risk | Probability | Impact | Mitigation | Owner |
| --- | --- | --- | --- | --- |
| Launch video not ready | 3 | 4 | Book a second studio | Marketing |
| App store review rejects the build | 2 | 5 | Submit two weeks early | Mobile lead |`;
export const LUNCH_DOC = '# Lunch menu\n\nSoup of the day and a sandwich.';

export const json = (value: unknown): FakeLlmReply => ({ content: JSON.stringify(value) });

export const input = (markdown: string, fileName = 'launch.docx') => ({
  text: markdown,
  blocks: markdownToBlocks(markdown),
  fileName,
});

export const analyzer = createBuiltinAnalyzer();

export const messagesOf = (request: FakeLlmRequest) =>
  request.body.messages as { role: string; content: string }[];

export interface RefinerOptions extends Partial<Omit<LlmRefinerOptions, 'client' | 'log'>> {
  baseUrl?: string;
  slots?: Semaphore;
}

/**
 * Starts the fake endpoint for the file's tests (answering `reply`, which tests set; by default
 * the risks above) and empties its request log before each test.
 */
export function useFakeLlm() {
  const kit = {
    llm: undefined as unknown as FakeLlmServer,
    reply: (() => json({ risks: RISKS })) as (
      request: FakeLlmRequest,
    ) => FakeLlmReply | Promise<FakeLlmReply>,
    makeRefiner(options: RefinerOptions = {}) {
      const log = { warn: vi.fn(), debug: vi.fn() };
      const timeoutMs = options.timeoutMs ?? 2000;
      const refiner = createLlmRefiner({
        maxInputChars: 24_000,
        model: 'test-model',
        ...options,
        timeoutMs,
        client: createLlmClient({
          baseUrl: options.baseUrl ?? kit.llm.baseUrl,
          apiKey: 'test-key',
          model: 'test-model',
          timeoutMs,
        }),
        log,
      });
      return { refiner, log };
    },
  };
  beforeAll(async () => {
    kit.llm = await startFakeLlm((request) => kit.reply(request));
  });
  afterAll(() => kit.llm.close());
  beforeEach(() => {
    kit.llm.requests.length = 0;
    kit.llm.maxInFlight = 0;
    kit.reply = () => json({ risks: RISKS });
  });
  return kit;
}
