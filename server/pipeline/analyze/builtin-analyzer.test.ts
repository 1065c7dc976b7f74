import { describe, expect, it } from 'vitest';
import { visualizationDataSchemaFor } from '../../../common/render/data-schema.js';
import { buildMergeValues } from '../../../common/render/merge-values.js';
import { createBuiltinAnalyzer, KEEP_EMPTY_CONFIDENCE } from './builtin-analyzer.js';
import type { ClassifierModel } from './classifier.js';
import { analyzeMarkdown } from './test-support/helpers.js';

const RISKS = `# Risk register – product launch

| Risk | Probability | Impact | Mitigation | Owner |
| --- | --- | --- | --- | --- |
| Launch video not ready | 3 | 4 | Book a second studio | Marketing |
| App store review rejects the build | 2 | 5 | Submit two weeks early | Mobile lead |
| Website traffic spike | High | Medium | Autoscaling and CDN | N/A |`;

const COMPETITORS = `# Competitor analysis: food delivery

| Company | Features | Pricing | Market share | Limitations |
| --- | --- | --- | --- | --- |
| QuickBite | Live tracking, groceries | €2.99 delivery | 41% | High restaurant fees |
| Company X | Everything | Unknown | Unknown | Unknown |
| GreenBasket | Organic only | Free over €30 | 6% | Small area |`;

describe('the built-in analyzer', () => {
  it('returns schema-valid data whose extractedData matches the renderer’s own merge values', () => {
    const result = analyzeMarkdown(RISKS);
    expect(result.category).toBe('risk_analysis');
    const data = visualizationDataSchemaFor('risk_analysis').parse(result.data);
    expect(data.risks).toHaveLength(3);
    const merged = buildMergeValues({ ...data, extractedData: undefined }, 'risk_analysis');
    expect(Object.keys(data.extractedData ?? {}).length).toBeGreaterThan(0);
    for (const [tag, value] of Object.entries(data.extractedData ?? {})) {
      expect(merged[tag]).toBe(value);
    }
    // Most severe first (3 × 4 = 12, then the document order among equals).
    expect(data.extractedData).toMatchObject({
      RISK_1: 'Launch video not ready',
      RISK_1_PROBABILITY: '3',
      RISK_1_IMPACT: '4',
      RISK_1_OWNER: 'Marketing',
      RISK_3: 'App store review rejects the build',
    });
    // Computed tags and defaults stay out: the renderer derives them.
    expect(data.extractedData).not.toHaveProperty('RISK_1_SCORE');
    expect(data.extractedData).not.toHaveProperty('HEADER_RISK');
    expect(data.extractedData).not.toHaveProperty('TITLE');
  });

  it('gives evidence (snippet and place) for every extracted item', () => {
    const result = analyzeMarkdown(RISKS);
    expect(result.evidence[0]).toMatchObject({ field: 'category', value: 'risk_analysis' });
    const fields = result.evidence.map((e) => e.field);
    for (let i = 0; i < 3; i++) {
      expect(fields).toContain(`risks[${i}].name`);
      expect(fields).toContain(`risks[${i}].probability`);
    }
    expect(result.evidence.length).toBeGreaterThan(0);
    for (const item of result.evidence) {
      expect(item.snippet.length).toBeGreaterThan(0);
      expect(item.location.length).toBeGreaterThan(0);
      expect(JSON.parse(JSON.stringify(item))).toEqual(item);
    }
    const words = result.evidence.find((e) => e.field.endsWith('.probability') && e.value === '4');
    expect(words?.note).toMatch(/mapped to 4/);
  });

  it('treats placeholder values as empty: no "Company X", no "Unknown" prices, no "N/A" owner', () => {
    const result = analyzeMarkdown(COMPETITORS);
    expect(result.category).toBe('competitor_analysis');
    expect(result.data.competitors).toEqual(['QuickBite', 'GreenBasket']);
    const extracted = result.data.extractedData as Record<string, string>;
    expect(Object.values(extracted)).not.toContain('Unknown');
    expect(extracted.COMPANY_2).toBe('GreenBasket');
    const risks = analyzeMarkdown(RISKS).data.risks as { name: string; owner?: string }[];
    expect(risks.find((r) => r.name === 'Website traffic spike')?.owner).toBeUndefined();
  });

  it('analyses plain text when there are no blocks', () => {
    const analyzer = createBuiltinAnalyzer();
    const result = analyzer.analyze({
      text: RISKS.replace(/^#.*\n/, ''),
      blocks: [],
      fileName: 'register.txt',
    });
    expect(result.category).toBe('risk_analysis');
  });

  it('answers unknown with empty data for an empty document', () => {
    const result = createBuiltinAnalyzer().analyze({
      text: '',
      blocks: [],
      fileName: 'x.pdf',
    });
    expect(result).toMatchObject({ category: 'unknown', data: {} });
  });

  describe('a document that reads as a category but states no items', () => {
    // A model that knows one word, "tolerance", and weighs it towards risk analysis: how sure it
    // is depends on the weight, and the document has no table, list or heading to extract from.
    const modelWith = (riskWeight: number): ClassifierModel => ({
      version: 1,
      classes: [
        'competitor_analysis',
        'product_roadmap',
        'value_proposition',
        'risk_analysis',
        'unknown',
      ],
      scale: 1,
      lengthExponent: 1,
      minConfidence: 0.4,
      minMargin: 0.05,
      fenceLogOdds: 0,
      features: { tolerance: [0, 0, 0, riskWeight, 0] },
      training: { documents: {}, vocabulary: 1 },
    });
    const input = {
      text: 'tolerance',
      blocks: [{ type: 'paragraph' as const, text: 'tolerance' }],
      fileName: 'x.docx',
    };

    it('keeps a clear category with an empty visualization to fill in, and says so', () => {
      const result = createBuiltinAnalyzer({ model: modelWith(6) }).analyze(input);
      expect(result.category).toBe('risk_analysis');
      expect(result.confidence).toBeGreaterThanOrEqual(KEEP_EMPTY_CONFIDENCE);
      expect(result.data.risks).toEqual([]);
      expect(result.evidence[0]?.note).toMatch(/no items were found/);
    });

    it('abstains when the category is only likely', () => {
      const result = createBuiltinAnalyzer({ model: modelWith(1.5) }).analyze(input);
      expect(result.confidence).toBeLessThan(KEEP_EMPTY_CONFIDENCE);
      expect(result).toMatchObject({ category: 'unknown', data: {} });
      expect(result.evidence[0]?.note).toMatch(/states no risks to visualize/);
    });
  });
});
