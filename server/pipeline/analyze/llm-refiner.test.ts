import { describe, expect, it } from 'vitest';
import { scopeOfJob } from '../../db/mint-context.js';
import { defaultTemplateFor } from '../../features/templates/defaults/default-templates.js';
import { startFakeLlm, type FakeLlmReply } from '../test-support/fake-llm-server.js';
import {
  analyzer,
  input,
  json,
  messagesOf,
  PHASES,
  RISK_DOC,
  RISKS,
  useFakeLlm,
} from './test-support/ai-kit.js';

/**
 * The AI refine stage's data call (the classifier is sure, or a member chose the category)
 * against a local OpenAI-compatible server, and every way its answer can be unusable, each time
 * with the built-in result as the fallback. The category call: llm-classify.test.ts.
 */
const kit = useFakeLlm();
const { makeRefiner } = kit;
/** The built-in result the pipeline hands the refiner (computed in the extraction thread). */
const riskBuiltin = analyzer.analyze(input(RISK_DOC));

describe('the data call (the classifier is sure, or a member chose)', () => {
  it('asks with a JSON schema and uses the answer: same schema, merge tags, located evidence', async () => {
    const { refiner, log } = makeRefiner();
    const result = await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(result.category).toBe('risk_analysis');
    expect(result.data.risks).toEqual(RISKS);
    expect(result.data.extractedData).toMatchObject({
      RISK_1_PROBABILITY: '3',
      RISK_2_IMPACT: '5',
    });
    expect(result.ai).toEqual({
      decidedBy: 'builtin',
      model: 'test-model',
      reason: 'The built-in classifier was sure (1.00). The model extracted the data.',
      sent: `the whole text (${RISK_DOC.length} characters)`,
    });
    const mitigation = result.evidence.find((e) => e.field === 'risks[0].mitigation')!;
    expect(mitigation.location).toBe('table 1, row 2');
    expect(mitigation.note).toMatch(/extracted by the model \(test-model\)/);
    expect(log.warn).not.toHaveBeenCalled();

    const request = kit.llm.requests[0]!;
    expect(request.auth).toBe('Bearer test-key');
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'risk_analysis_data', schema: { type: 'object' } },
    });
    expect(messagesOf(request)[0]!.content).toBe(defaultTemplateFor('risk_analysis').aiPrompt);
    expect(messagesOf(request)[1]!.content).toContain('Launch video not ready');
  });

  it('falls back to JSON mode on an endpoint that refuses json_schema, and remembers it', async () => {
    kit.reply = (request) =>
      (request.body.response_format as { type: string }).type === 'json_schema'
        ? { status: 400, message: "response_format type 'json_schema' is not supported" }
        : { content: `\`\`\`json\n${JSON.stringify({ risks: RISKS })}\n\`\`\`` };
    const { refiner } = makeRefiner();
    const first = await refiner.refine(input(RISK_DOC), riskBuiltin);
    const second = await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(first.data.risks).toEqual(RISKS);
    expect(second.ai?.model).toBe('test-model');
    const formats = kit.llm.requests.map((r) => (r.body.response_format as { type: string }).type);
    expect(formats).toEqual(['json_schema', 'json_object', 'json_object']);
  });

  it('asks with the prompt alone when the endpoint refuses JSON mode too (plain JSON answers)', async () => {
    kit.reply = (request) =>
      request.body.response_format
        ? { status: 400, message: 'response_format must be json_schema or text' }
        : { content: `Here you are: ${JSON.stringify({ risks: RISKS })}` };
    const { refiner } = makeRefiner();
    // Without a schema to offer, JSON mode is tried first; then the prompt alone.
    const result = await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(result.data.risks).toEqual(RISKS);
    const formats = kit.llm.requests.map(
      (r) => (r.body.response_format as { type: string } | undefined)?.type,
    );
    expect(formats).toEqual(['json_schema', 'json_object', undefined]);
  });

  it('uses the stored template prompt', async () => {
    const { refiner } = makeRefiner({ promptFor: async () => 'Our own risk prompt: answer JSON.' });
    await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(messagesOf(kit.llm.requests[0]!)[0]!.content).toBe('Our own risk prompt: answer JSON.');
  });

  it('keeps a member’s category even with AI_CLASSIFY=always: data for it, never a category', async () => {
    const chosen = analyzer.extractAs(input(RISK_DOC), 'product_roadmap', 'Chosen by a member.');
    kit.reply = () => json({ phases: PHASES });
    const { refiner } = makeRefiner({ classify: 'always' });
    const result = await refiner.refine(input(RISK_DOC), chosen, {
      scope: scopeOfJob({ organizationId: 1 }),
      chosenCategory: 'product_roadmap',
    });
    expect(result.category).toBe('product_roadmap');
    expect(result.data.phases).toEqual(PHASES);
    expect(result.ai).toMatchObject({ decidedBy: 'member', model: 'test-model' });
    expect(messagesOf(kit.llm.requests[0]!)[0]!.content).toBe(
      defaultTemplateFor('product_roadmap').aiPrompt,
    );
  });

  it.each([
    ['garbage', { content: 'Sure! The risks are the video and the store.' }, /invalid_json/],
    [
      'data of the wrong shape',
      json({ risks: [{ name: 'x', probability: 9 }] }),
      /invalid: its data does not fit a risk_analysis: risks\.0\.probability/,
    ],
    ['no items', json({ risks: [] }), /invalid: its data holds no risks/],
    ['HTTP 500', { status: 500 }, /http: HTTP 500/],
  ] as [string, FakeLlmReply, RegExp][])(
    'keeps the built-in result on %s and says why',
    async (_case, answer, reason) => {
      kit.reply = () => answer;
      const { refiner, log } = makeRefiner();
      const result = await refiner.refine(input(RISK_DOC), riskBuiltin);
      expect(result.data).toEqual(riskBuiltin.data);
      expect(result.ai?.model).toBeNull();
      expect(result.ai?.reason).toMatch(reason);
      expect(result.ai?.reason).toMatch(/the built-in result is kept/);
      // The endpoint's own words (which may echo part of a key) stay in the server's log.
      expect(result.ai?.reason).not.toContain('model overloaded');
      expect(log.warn).toHaveBeenCalledTimes(1);
    },
  );

  it('keeps the built-in result when the endpoint hangs past AI_TIMEOUT_MS', async () => {
    kit.reply = () => 'hang';
    const { refiner } = makeRefiner({ timeoutMs: 600 });
    const started = Date.now();
    const result = await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(result.data).toEqual(riskBuiltin.data);
    expect(result.ai?.reason).toMatch(/timeout: no answer within 600 ms/);
  });

  it('keeps the built-in result when nothing listens (connection refused)', async () => {
    const closed = await startFakeLlm(() => 'hang');
    await closed.close();
    const { refiner } = makeRefiner({ baseUrl: closed.baseUrl });
    const result = await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(result.category).toBe('risk_analysis');
    expect(result.ai).toMatchObject({ decidedBy: 'builtin', model: null });
    expect(result.ai?.reason).toMatch(/network: .*ECONNREFUSED/);
  });
});

describe('429 Too Many Requests', () => {
  it('waits the Retry-After and retries once', async () => {
    let calls = 0;
    kit.reply = () =>
      ++calls === 1 ? { status: 429, headers: { 'retry-after': '1' } } : json({ risks: RISKS });
    const { refiner } = makeRefiner({ timeoutMs: 2000 });
    const started = Date.now();
    const result = await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(Date.now() - started).toBeGreaterThanOrEqual(950);
    expect(result.data.risks).toEqual(RISKS);
    expect(kit.llm.requests).toHaveLength(2);
  });

  it('does not retry when the Retry-After is past the document’s AI time, nor twice', async () => {
    kit.reply = () => ({ status: 429, headers: { 'retry-after': '120' } });
    const { refiner } = makeRefiner({ timeoutMs: 1000 });
    const far = await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(kit.llm.requests).toHaveLength(1);
    expect(far.ai?.reason).toMatch(/asked to wait 120 s, past this document's AI time/);

    kit.llm.requests.length = 0;
    kit.reply = () => ({ status: 429, headers: { 'retry-after-ms': '50' } });
    const twice = await refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(kit.llm.requests).toHaveLength(2);
    expect(twice.ai?.reason).toMatch(/rate_limited: HTTP 429 \(after one retry\)/);
  });
});
