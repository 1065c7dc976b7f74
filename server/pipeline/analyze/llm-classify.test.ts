import { describe, expect, it } from 'vitest';
import { createSemaphore } from './ai/limits.js';
import {
  analyzer,
  input,
  json,
  LUNCH_DOC,
  messagesOf,
  PHASES,
  RISK_DOC,
  RISKS,
  useFakeLlm,
} from './test-support/ai-kit.js';

/**
 * AI_CLASSIFY: when the model decides the category (and gives its data in the same answer),
 * what it takes for its category to be accepted, the long-document excerpt, and AI_CONCURRENCY.
 */
const kit = useFakeLlm();
const { makeRefiner } = kit;
const riskBuiltin = analyzer.analyze(input(RISK_DOC));
/** The classifier throws the lunch menu away as unknown. */
const lunchBuiltin = analyzer.analyze(input(LUNCH_DOC));

const ROADMAP_ANSWER = {
  category: 'product_roadmap',
  confidence: 0.8,
  reason: 'It lists the phases of the launch.',
  data: { phases: PHASES },
};

describe('AI_CLASSIFY=fallback (the default)', () => {
  it('lets the model decide a document the classifier throws away as unknown, in one call', async () => {
    expect(lunchBuiltin.category).toBe('unknown');
    kit.reply = () => json(ROADMAP_ANSWER);
    const result = await makeRefiner().refiner.refine(input(LUNCH_DOC), lunchBuiltin);
    expect(kit.llm.requests).toHaveLength(1);
    expect(result.category).toBe('product_roadmap');
    expect(result.confidence).toBe(0.8);
    expect(result.data.phases).toEqual(PHASES);
    expect(result.data.extractedData).toMatchObject({ PHASE_1: 'Beta' });
    expect(result.ai).toMatchObject({
      decidedBy: 'ai',
      model: 'test-model',
      reason: expect.stringMatching(
        /classifier abstained.*The model chose Product Roadmap: It lists the phases/,
      ),
    });
    expect(result.evidence[0]).toMatchObject({ field: 'category', value: 'product_roadmap' });
    expect(result.evidence[0]!.note).toMatch(/Decided by the model \(test-model\)/);

    const request = kit.llm.requests[0]!;
    expect(request.body.response_format).toMatchObject({
      type: 'json_schema',
      json_schema: { name: 'document_analysis' },
    });
    const schema = (request.body.response_format as { json_schema: { schema: object } }).json_schema
      .schema;
    expect(schema).toMatchObject({ required: ['category', 'confidence', 'reason', 'data'] });
    // Every category's instructions are in the one prompt.
    expect(messagesOf(request)[0]!.content).toMatch(/"risk_analysis"[\s\S]*Risk Analysis Matrix/);
  });

  it('accepts the model’s "unknown" too', async () => {
    kit.reply = () => json({ category: 'unknown', confidence: 0.9, reason: 'A menu.', data: {} });
    const result = await makeRefiner().refiner.refine(input(LUNCH_DOC), lunchBuiltin);
    expect(result).toMatchObject({ category: 'unknown', data: {}, ai: { decidedBy: 'ai' } });
  });

  it('asks only for the data when the classifier is sure', async () => {
    const result = await makeRefiner().refiner.refine(input(RISK_DOC), riskBuiltin);
    expect(kit.llm.requests[0]!.body.response_format).toMatchObject({
      json_schema: { name: 'risk_analysis_data' },
    });
    expect(result.ai?.decidedBy).toBe('builtin');
  });

  it('asks for the category when the classifier is unsure (below 0.6)', async () => {
    kit.reply = () =>
      json({
        category: 'risk_analysis',
        confidence: 0.7,
        reason: 'A register.',
        data: { risks: RISKS },
      });
    const unsure = { ...riskBuiltin, confidence: 0.45 };
    const result = await makeRefiner().refiner.refine(input(RISK_DOC), unsure);
    expect(result.ai?.reason).toMatch(/unsure \(0\.45 for risk_analysis\)/);
    expect(result).toMatchObject({ category: 'risk_analysis', confidence: 0.7 });
  });

  it.each([
    [
      'a category DocViz does not know',
      { ...ROADMAP_ANSWER, category: 'swot_analysis' },
      /named a category DocViz does not know \("swot_analysis"\)/,
    ],
    ['no category', { data: { phases: PHASES } }, /named no category/],
    ['garbage', 'The document is probably a roadmap.', /invalid_json/],
  ])('keeps the built-in result when the model answers %s', async (_case, answer, reason) => {
    kit.reply = () => (typeof answer === 'string' ? { content: answer } : json(answer));
    const result = await makeRefiner().refiner.refine(input(LUNCH_DOC), lunchBuiltin);
    expect(result.category).toBe('unknown');
    expect(result.ai).toMatchObject({ decidedBy: 'builtin', model: null });
    expect(result.ai?.reason).toMatch(reason);
  });
});

describe('AI_CLASSIFY=always', () => {
  it('takes the model’s category over a sure classifier when its data holds items', async () => {
    kit.reply = () => json(ROADMAP_ANSWER);
    const result = await makeRefiner({ classify: 'always' }).refiner.refine(
      input(RISK_DOC),
      riskBuiltin,
    );
    expect(result.category).toBe('product_roadmap');
    expect(result.evidence[0]!.note).toMatch(
      /The built-in classifier said risk_analysis \(1\.00\)/,
    );
  });

  it('refuses a category whose data does not fit it (a wrong category): the built-in one stays', async () => {
    // The model names competitor_analysis but answers risks: nothing of a competitor analysis.
    kit.reply = () =>
      json({
        category: 'competitor_analysis',
        confidence: 0.9,
        reason: 'x',
        data: { risks: RISKS },
      });
    const result = await makeRefiner({ classify: 'always' }).refiner.refine(
      input(RISK_DOC),
      riskBuiltin,
    );
    expect(result.category).toBe('risk_analysis');
    expect(result.data).toEqual(riskBuiltin.data);
    expect(result.ai?.reason).toMatch(
      /it chose competitor_analysis but its data holds no competitors/,
    );
  });
});

describe('AI_CLASSIFY=never', () => {
  it('never sends a document the classifier throws away, and says so', async () => {
    const result = await makeRefiner({ classify: 'never' }).refiner.refine(
      input(LUNCH_DOC),
      lunchBuiltin,
    );
    expect(kit.llm.requests).toHaveLength(0);
    expect(result.ai).toMatchObject({
      decidedBy: 'builtin',
      model: null,
      reason: expect.stringMatching(/AI_CLASSIFY=never/),
    });
  });
});

describe('a long document', () => {
  const filler = (i: number) =>
    `Paragraph ${i} tells the story of the launch in more words than anyone needs to chart it.`;
  const LONG_DOC = [
    '# Launch plan',
    ...Array.from({ length: 60 }, (_, i) => filler(i)),
    '## Risks',
    RISK_DOC.split('\n').slice(2).join('\n'),
    ...Array.from({ length: 60 }, (_, i) => filler(100 + i)),
  ].join('\n\n');

  it('sends its tables and headed sections within AI_MAX_INPUT_CHARS, and says what was sent', async () => {
    const result = await makeRefiner({ maxInputChars: 1500 }).refiner.refine(
      input(LONG_DOC),
      riskBuiltin,
    );
    const content = messagesOf(kit.llm.requests[0]!)[1]!.content;
    const sent = /<document>\n([\s\S]*)\n<\/document>/.exec(content)![1]!;
    expect(sent.length).toBeLessThanOrEqual(1500);
    expect(sent).toContain('App store review rejects the build | 2 | 5');
    expect(sent).toContain('## Risks');
    expect(sent).toContain('[…]');
    expect(result.ai?.sent).toMatch(
      /^1 table, 2 sections, 0 lists, \d+ paragraphs — [\d,]+ of [\d,]+ characters$/,
    );
    expect(content).toContain('The document is long');
  });
});

describe('AI_CONCURRENCY', () => {
  it('never has more calls in flight than the process’s slots', async () => {
    kit.reply = () => ({ content: JSON.stringify({ risks: RISKS }), delayMs: 80 });
    const { refiner } = makeRefiner({ slots: createSemaphore(2) });
    const results = await Promise.all(
      Array.from({ length: 6 }, () => refiner.refine(input(RISK_DOC), riskBuiltin)),
    );
    expect(kit.llm.requests).toHaveLength(6);
    expect(kit.llm.maxInFlight).toBe(2);
    expect(results.every((r) => r.ai?.model === 'test-model')).toBe(true);
  });
});
