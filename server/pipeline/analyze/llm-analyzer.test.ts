import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { ConfigError, loadConfig } from '../../config.js';
import { defaultTemplateFor } from '../../features/templates/defaults/default-templates.js';
import { createBuiltinAnalyzer } from './builtin-analyzer.js';
import { createAnalyzer } from './index.js';
import { createLlmAnalyzer, cutToBudget } from './llm-analyzer.js';
import { createLlmClient, parseJsonAnswer } from './llm-client.js';
import { promptFromSvgWithLlm } from './llm-template-prompt.js';
import { markdownToBlocks } from './markdown-blocks.js';

/**
 * The LLM provider against a local OpenAI-compatible server started here (node:http on
 * 127.0.0.1, random port) that answers good JSON, garbage, schema-invalid JSON, HTTP 500, or
 * nothing at all (past the timeout).
 */
type Mode = 'good' | 'fenced' | 'garbage' | 'invalid' | 'empty' | 'error' | 'hang' | 'prompt';
let mode: Mode = 'good';
let server: Server;
let baseUrl = '';
const requests: { url: string; body: Record<string, unknown>; auth?: string }[] = [];

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

function answer(content: string) {
  return {
    id: 'chatcmpl-test',
    object: 'chat.completion',
    created: 0,
    model: 'test-model',
    choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
    usage: { prompt_tokens: 1, completion_tokens: 1, total_tokens: 2 },
  };
}

async function readBody(request: IncomingMessage): Promise<Record<string, unknown>> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as Record<string, unknown>;
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    requests.push({ url: request.url ?? '', body, auth: request.headers.authorization });
    if (mode === 'hang') return; // never answers
    if (mode === 'error') {
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ error: { message: 'model overloaded' } }));
      return;
    }
    const content =
      mode === 'good'
        ? JSON.stringify(GOOD_ANSWER)
        : mode === 'fenced'
          ? `\`\`\`json\n${JSON.stringify(GOOD_ANSWER)}\n\`\`\``
          : mode === 'garbage'
            ? 'Sure! Here are the risks: the video, the store.'
            : mode === 'invalid'
              ? JSON.stringify({ risks: [{ name: 'Bad rating', probability: 9, impact: 'huge' }] })
              : mode === 'empty'
                ? JSON.stringify({ risks: [] })
                : JSON.stringify({
                    aiPrompt: `Extract the risks. Fill RISK_1 and RISK_1_PROBABILITY as JSON.`,
                  });
    response.writeHead(200, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer(content)));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  requests.length = 0;
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

const builtin = createBuiltinAnalyzer();

function makeAnalyzer(
  options: { timeoutMs?: number; maxInputChars?: number; promptFor?: () => Promise<string> } = {},
) {
  const log = { warn: vi.fn(), debug: vi.fn() };
  const analyzer = createLlmAnalyzer({
    client: createLlmClient({
      baseUrl,
      apiKey: 'test-key',
      model: 'test-model',
      timeoutMs: options.timeoutMs ?? 2000,
      maxInputChars: options.maxInputChars ?? 24_000,
    }),
    builtin,
    log,
    maxInputChars: options.maxInputChars ?? 24_000,
    model: 'test-model',
    promptFor: options.promptFor,
  });
  return { analyzer, log };
}

describe('the LLM provider', () => {
  it('uses a good answer: same schema, extractedData from the structures, evidence located', async () => {
    const { analyzer, log } = makeAnalyzer();
    const result = await analyzer.analyze(input(RISK_DOC));
    expect(result.category).toBe('risk_analysis');
    expect(result.data.risks).toEqual(GOOD_ANSWER.risks);
    expect(result.data.extractedData).toMatchObject({
      RISK_1: 'Studio unavailable for the launch video',
      RISK_1_PROBABILITY: '3',
      RISK_2_IMPACT: '5',
    });
    const name = result.evidence.find((e) => e.field === 'risks[1].name')!;
    expect(name.note).toMatch(/extracted by the LLM \(test-model\)/);
    expect(log.warn).not.toHaveBeenCalled();

    const request = requests[0]!;
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
    const result = await makeAnalyzer().analyzer.analyze(input(RISK_DOC));
    expect(result.data.risks).toEqual(GOOD_ANSWER.risks);
  });

  it('uses the stored template prompt and cuts the document to the budget', async () => {
    const { analyzer } = makeAnalyzer({
      maxInputChars: 120,
      promptFor: async () => 'Our own risk prompt: answer JSON.',
    });
    await analyzer.analyze(input(RISK_DOC));
    const messages = requests[0]!.body.messages as { content: string }[];
    expect(messages[0]!.content).toBe('Our own risk prompt: answer JSON.');
    expect(messages[1]!.content).toMatch(/Only its first \d+ characters are given/);
    expect(messages[1]!.content).not.toContain('App store review');
  });

  it.each([
    ['garbage', /invalid_json/],
    ['invalid', /invalid_data: risks\.0\.probability/],
    ['empty', /empty/],
    ['error', /http: HTTP 500/],
  ] as const)('falls back to the built-in result on %s and logs why', async (m, reason) => {
    mode = m;
    const { analyzer, log } = makeAnalyzer();
    const result = await analyzer.analyze(input(RISK_DOC));
    expect(result).toEqual(builtin.analyzeSync(input(RISK_DOC)));
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(log.warn.mock.calls[0]![0].reason).toMatch(reason);
  });

  it('falls back when the endpoint hangs past the timeout', async () => {
    mode = 'hang';
    const { analyzer, log } = makeAnalyzer({ timeoutMs: 300 });
    const started = Date.now();
    const result = await analyzer.analyze(input(RISK_DOC));
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.category).toBe('risk_analysis');
    expect(result.data.risks).toEqual(builtin.analyzeSync(input(RISK_DOC)).data.risks);
    expect(log.warn.mock.calls[0]![0].reason).toMatch(/timeout/);
  });

  it('falls back when nothing listens (connection refused)', async () => {
    const log = { warn: vi.fn(), debug: vi.fn() };
    const analyzer = createLlmAnalyzer({
      client: createLlmClient({
        baseUrl: 'http://127.0.0.1:9/v1',
        apiKey: 'k',
        model: 'm',
        timeoutMs: 2000,
        maxInputChars: 100,
      }),
      builtin,
      log,
      maxInputChars: 100,
    });
    const result = await analyzer.analyze(input(RISK_DOC));
    expect(result.category).toBe('risk_analysis');
    expect(log.warn.mock.calls[0]![0].reason).toMatch(/network|timeout/);
  });

  it('does not call the LLM for a document the classifier abstains on', async () => {
    const { analyzer } = makeAnalyzer();
    const result = await analyzer.analyze(input('# Lunch menu\n\nSoup of the day and a sandwich.'));
    expect(result.category).toBe('unknown');
    expect(requests).toHaveLength(0);
  });
});

describe('the LLM provider given the built-in result computed in the extraction thread', () => {
  /** A built-in analyzer that must not run: the precomputed result is to be used instead. */
  const forbidden = {
    analyzeSync: vi.fn(() => {
      throw new Error('the built-in analyzer ran again on the main thread');
    }),
    analyze: vi.fn(async () => {
      throw new Error('the built-in analyzer ran again on the main thread');
    }),
    extractAs: vi.fn(() => {
      throw new Error('the built-in analyzer ran again on the main thread');
    }),
  };
  const makeRefiner = () => {
    const log = { warn: vi.fn(), debug: vi.fn() };
    const analyzer = createLlmAnalyzer({
      client: createLlmClient({
        baseUrl,
        apiKey: 'k',
        model: 'test-model',
        timeoutMs: 2000,
        maxInputChars: 24_000,
      }),
      builtin: forbidden,
      log,
      maxInputChars: 24_000,
      model: 'test-model',
    });
    return { analyzer, log };
  };
  const precomputed = builtin.analyzeSync(input(RISK_DOC));
  beforeEach(() => {
    forbidden.analyzeSync.mockClear();
    forbidden.analyze.mockClear();
  });

  it('takes its category from the given result and does not run the built-in analyzer', async () => {
    const { analyzer } = makeRefiner();
    const result = await analyzer.analyze(input(RISK_DOC), { builtin: precomputed });
    expect(result.category).toBe('risk_analysis');
    expect(result.confidence).toBe(precomputed.confidence);
    expect(result.data.risks).toEqual(GOOD_ANSWER.risks);
    expect(result.evidence[0]).toMatchObject({ field: 'category', value: 'risk_analysis' });
    expect(forbidden.analyzeSync).not.toHaveBeenCalled();
    expect(forbidden.analyze).not.toHaveBeenCalled();

    // The category really is the given one: another category asks with that category's prompt.
    requests.length = 0;
    mode = 'error';
    const roadmap = { ...precomputed, category: 'product_roadmap' as const };
    await analyzer.analyze(input(RISK_DOC), { builtin: roadmap });
    const messages = requests[0]!.body.messages as { content: string }[];
    expect(messages[0]!.content).toBe(defaultTemplateFor('product_roadmap').aiPrompt);
    expect(messages[1]!.content).toContain('a Product Roadmap document');
  });

  it('falls back to the given result itself when the LLM fails', async () => {
    mode = 'error';
    const { analyzer, log } = makeRefiner();
    const result = await analyzer.analyze(input(RISK_DOC), { builtin: precomputed });
    expect(result).toBe(precomputed);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(forbidden.analyzeSync).not.toHaveBeenCalled();
  });

  it('does not call the LLM when the given result is unknown', async () => {
    const { analyzer } = makeRefiner();
    const unknown = builtin.analyzeSync(input('# Lunch menu\n\nSoup of the day.'));
    expect(unknown.category).toBe('unknown');
    expect(await analyzer.analyze(input(RISK_DOC), { builtin: unknown })).toBe(unknown);
    expect(requests).toHaveLength(0);
    expect(forbidden.analyzeSync).not.toHaveBeenCalled();
  });
});

describe('createAnalyzer and the AI configuration', () => {
  it('is the built-in analyzer without AI_* and the LLM provider with them', async () => {
    const log = { warn: vi.fn(), debug: vi.fn(), info: vi.fn() };
    const plain = createAnalyzer({ config: loadConfig({}), log });
    await plain.analyze(input(RISK_DOC));
    expect(requests).toHaveLength(0);

    const config = loadConfig({ AI_BASE_URL: baseUrl, AI_API_KEY: 'k', AI_MODEL: 'test-model' });
    expect(config.ai).toEqual({
      baseUrl,
      apiKey: 'k',
      model: 'test-model',
      timeoutMs: 30_000,
      maxInputChars: 24_000,
    });
    const withLlm = createAnalyzer({ config, log });
    const result = await withLlm.analyze(input(RISK_DOC));
    expect(requests).toHaveLength(1);
    expect(result.data.risks).toEqual(GOOD_ANSWER.risks);
  });

  it('wants all three of AI_BASE_URL, AI_API_KEY and AI_MODEL', () => {
    expect(() => loadConfig({ AI_BASE_URL: 'https://api.example.com/v1' })).toThrow(ConfigError);
    expect(() => loadConfig({ AI_BASE_URL: 'not a url', AI_API_KEY: 'k', AI_MODEL: 'm' })).toThrow(
      /AI_BASE_URL/,
    );
  });
});

describe('helpers', () => {
  it('cuts text to the budget at a boundary', () => {
    expect(cutToBudget('short', 100)).toEqual({ text: 'short', cut: false });
    const long = 'First sentence here. '.repeat(20);
    const { text, cut } = cutToBudget(long, 100);
    expect(cut).toBe(true);
    expect(text.length).toBeLessThanOrEqual(100);
    expect(text.endsWith('.')).toBe(true);
  });

  it('parses JSON answers, fenced or with chatter around them', () => {
    expect(parseJsonAnswer('{"a":1}')).toEqual({ a: 1 });
    expect(parseJsonAnswer('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(parseJsonAnswer('Here you go: {"a":1} Enjoy')).toEqual({ a: 1 });
    expect(() => parseJsonAnswer('nope')).toThrow(/not JSON/);
  });
});

describe('the template prompt with the LLM', () => {
  const svg = '<svg><text>{{RISK_1}} {{RISK_1_PROBABILITY}} {{RISK_COUNT}}</text></svg>';
  const client = () =>
    createLlmClient({ baseUrl, apiKey: 'k', model: 'm', timeoutMs: 1000, maxInputChars: 100 });

  it('uses the rewritten prompt when it still names every tag', async () => {
    mode = 'prompt';
    const log = { warn: vi.fn() };
    const prompt = await promptFromSvgWithLlm(svg, 'risk_analysis', { client: client(), log });
    expect(prompt).toBe('Extract the risks. Fill RISK_1 and RISK_1_PROBABILITY as JSON.');
    expect(log.warn).not.toHaveBeenCalled();
  });

  it('falls back to the built-in prompt on a bad answer, and gives "" for an SVG without tags', async () => {
    mode = 'garbage';
    const log = { warn: vi.fn() };
    const prompt = await promptFromSvgWithLlm(svg, 'risk_analysis', { client: client(), log });
    expect(prompt).toMatch(/- RISK_1: /);
    expect(log.warn).toHaveBeenCalledTimes(1);
    expect(await promptFromSvgWithLlm('<svg/>', 'risk_analysis', { client: client(), log })).toBe(
      '',
    );
  });
});
