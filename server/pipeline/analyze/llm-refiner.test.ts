import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../config.js';
import { defaultTemplateFor } from '../../features/templates/defaults/default-templates.js';
import { startFakeLlm, type FakeLlmServer } from '../test-support/fake-llm-server.js';
import { createBuiltinAnalyzer } from './builtin-analyzer.js';
import { createConfiguredRefiner } from './index.js';
import { createLlmClient } from './llm-client.js';
import { createLlmRefiner, cutToBudget } from './llm-refiner.js';
import { markdownToBlocks } from './shared/markdown-blocks.js';

/**
 * The LLM refiner against a local OpenAI-compatible server that answers good JSON, garbage,
 * schema-invalid JSON, HTTP 500, or nothing at all (past the timeout). It is given the built-in
 * result, as the pipeline gives it the extraction thread's.
 */
type Mode = 'good' | 'fenced' | 'garbage' | 'invalid' | 'empty' | 'error' | 'hang';
let mode: Mode = 'good';
let llm: FakeLlmServer;

const GOOD_ANSWER = {
  title: 'Launch risks',
  risks: [
    {
      name: 'Studio unavailable for the launch video',
      probability: 3,
      impact: 4,
      mitigation: 'Book a second studio',
      owner: 'Marketing',
    },
    { name: 'Store review rejects the app', probability: 2, impact: 5, mitigation: 'Submit early' },
  ],
  extractedData: { RISK_1: 'something the prompt said not to fill' },
};

const CONTENT: Record<Exclude<Mode, 'error' | 'hang'>, string> = {
  good: JSON.stringify(GOOD_ANSWER),
  fenced: `\`\`\`json\n${JSON.stringify(GOOD_ANSWER)}\n\`\`\``,
  garbage: 'Sure! Here are the risks: the video, the store.',
  invalid: JSON.stringify({ risks: [{ name: 'Bad rating', probability: 9, impact: 'huge' }] }),
  empty: JSON.stringify({ risks: [] }),
};

beforeAll(async () => {
  llm = await startFakeLlm(() =>
    mode === 'hang' ? 'hang' : mode === 'error' ? { status: 500 } : { content: CONTENT[mode] },
  );
});
afterAll(() => llm.close());
beforeEach(() => {
  llm.requests.length = 0;
  mode = 'good';
});

const RISK_DOC = `# Risk register – product launch

| Risk | Probability | Impact | Mitigation | Owner |
| --- | --- | --- | --- | --- |
| Launch video not ready | 3 | 4 | Book a second studio | Marketing |
| App store review rejects the build | 2 | 5 | Submit two weeks early | Mobile lead |`;

const input = (markdown: string) => ({
  text: markdown,
  blocks: markdownToBlocks(markdown),
  fileName: 'launch.docx',
});

/** The built-in result the pipeline hands the refiner (computed in the extraction thread). */
const builtin = createBuiltinAnalyzer().analyze(input(RISK_DOC));

function makeRefiner(
  options: {
    baseUrl?: string;
    timeoutMs?: number;
    maxInputChars?: number;
    promptFor?: () => Promise<string>;
  } = {},
) {
  const log = { warn: vi.fn(), debug: vi.fn() };
  const maxInputChars = options.maxInputChars ?? 24_000;
  const refiner = createLlmRefiner({
    client: createLlmClient({
      baseUrl: options.baseUrl ?? llm.baseUrl,
      apiKey: 'test-key',
      model: 'test-model',
      timeoutMs: options.timeoutMs ?? 2000,
      maxInputChars,
    }),
    log,
    maxInputChars,
    model: 'test-model',
    promptFor: options.promptFor,
  });
  return { refiner, log };
}

describe('the LLM refiner', () => {
  it('uses a good answer: same schema, extractedData from the structures, evidence located', async () => {
    const { refiner, log } = makeRefiner();
    const result = await refiner.refine(input(RISK_DOC), builtin);
    expect(result.category).toBe('risk_analysis');
    expect(result.confidence).toBe(builtin.confidence);
    expect(result.data.risks).toEqual(GOOD_ANSWER.risks);
    expect(result.data.extractedData).toMatchObject({
      RISK_1: 'Studio unavailable for the launch video',
      RISK_1_PROBABILITY: '3',
      RISK_2_IMPACT: '5',
    });
    expect(result.evidence[0]).toMatchObject({ field: 'category', value: 'risk_analysis' });
    const name = result.evidence.find((e) => e.field === 'risks[1].name')!;
    expect(name.note).toMatch(/extracted by the LLM \(test-model\)/);
    expect(log.warn).not.toHaveBeenCalled();

    const request = llm.requests[0]!;
    expect(request.url).toBe('/v1/chat/completions');
    expect(request.auth).toBe('Bearer test-key');
    expect(request.body).toMatchObject({
      model: 'test-model',
      response_format: { type: 'json_object' },
    });
    const messages = request.body.messages as { role: string; content: string }[];
    expect(messages[0]).toEqual({
      role: 'system',
      content: defaultTemplateFor('risk_analysis').aiPrompt,
    });
    expect(messages[1]!.content).toContain('Launch video not ready');
  });

  it('accepts JSON wrapped in a Markdown fence', async () => {
    mode = 'fenced';
    const result = await makeRefiner().refiner.refine(input(RISK_DOC), builtin);
    expect(result.data.risks).toEqual(GOOD_ANSWER.risks);
  });

  it('uses the stored template prompt and cuts the document to the budget', async () => {
    const { refiner } = makeRefiner({
      maxInputChars: 120,
      promptFor: async () => 'Our own risk prompt: answer JSON.',
    });
    await refiner.refine(input(RISK_DOC), builtin);
    const messages = llm.requests[0]!.body.messages as { content: string }[];
    expect(messages[0]!.content).toBe('Our own risk prompt: answer JSON.');
    expect(messages[1]!.content).toMatch(/Only its first \d+ characters are given/);
    expect(messages[1]!.content).not.toContain('App store review');
  });

  it('takes its category from the given result: another category asks with that category’s prompt', async () => {
    mode = 'error';
    const roadmap = { ...builtin, category: 'product_roadmap' as const };
    await makeRefiner().refiner.refine(input(RISK_DOC), roadmap);
    const messages = llm.requests[0]!.body.messages as { content: string }[];
    expect(messages[0]!.content).toBe(defaultTemplateFor('product_roadmap').aiPrompt);
    expect(messages[1]!.content).toContain('a Product Roadmap document');
  });

  it.each([
    ['garbage', /invalid_json/],
    ['invalid', /invalid_data: risks\.0\.probability/],
    ['empty', /empty/],
    ['error', /http: HTTP 500/],
  ] as const)('falls back to the given built-in result on %s and logs why', async (m, reason) => {
    mode = m;
    const { refiner, log } = makeRefiner();
    const result = await refiner.refine(input(RISK_DOC), builtin);
    expect(result).toBe(builtin);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0].reason).toMatch(reason);
  });

  it('falls back when the endpoint hangs past the timeout', async () => {
    mode = 'hang';
    const { refiner, log } = makeRefiner({ timeoutMs: 300 });
    const started = Date.now();
    const result = await refiner.refine(input(RISK_DOC), builtin);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result).toBe(builtin);
    expect(result.category).toBe('risk_analysis');
    expect(log.warn.mock.calls[0]![0].reason).toMatch(/timeout/);
  });

  it('falls back when nothing listens (connection refused)', async () => {
    const { refiner, log } = makeRefiner({ baseUrl: 'http://127.0.0.1:9/v1', maxInputChars: 100 });
    const result = await refiner.refine(input(RISK_DOC), builtin);
    expect(result.category).toBe('risk_analysis');
    expect(log.warn.mock.calls[0]![0].reason).toMatch(/network|timeout/);
  });

  it('does not call the LLM for a document the classifier abstains on', async () => {
    const lunch = input('# Lunch menu\n\nSoup of the day and a sandwich.');
    const unknown = createBuiltinAnalyzer().analyze(lunch);
    expect(unknown.category).toBe('unknown');
    const result = await makeRefiner().refiner.refine(lunch, unknown);
    expect(result).toBe(unknown);
    expect(llm.requests).toHaveLength(0);
  });

  it('cuts text to the budget at a boundary', () => {
    expect(cutToBudget('short', 100)).toEqual({ text: 'short', cut: false });
    const long = 'First sentence here. '.repeat(20);
    const { text, cut } = cutToBudget(long, 100);
    expect(cut).toBe(true);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.endsWith('.')).toBe(true);
  });
});

describe('the refine stage as configured', () => {
  it('is absent without AI_* and the LLM refiner with them', async () => {
    const log = { warn: vi.fn(), debug: vi.fn(), info: vi.fn() };
    expect(createConfiguredRefiner({ config: loadConfig({}), log })).toBeUndefined();
    expect(log.info).not.toHaveBeenCalled();

    const config = loadConfig({
      AI_BASE_URL: llm.baseUrl,
      AI_API_KEY: 'k',
      AI_MODEL: 'test-model',
    });
    expect(config.ai).toEqual({
      baseUrl: llm.baseUrl,
      apiKey: 'k',
      model: 'test-model',
      timeoutMs: 30_000,
      maxInputChars: 24_000,
    });
    const refiner = createConfiguredRefiner({ config, log });
    const result = await refiner!.refine(input(RISK_DOC), builtin);
    expect(llm.requests).toHaveLength(1);
    expect(result.data.risks).toEqual(GOOD_ANSWER.risks);
  });
});
