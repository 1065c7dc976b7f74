import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADERS } from '../categories/index.js';
import { buildMergeValues } from './merge-values.js';

describe('buildMergeValues: competitor analysis', () => {
  const values = buildMergeValues(
    {
      competitors: ['Asana', 'Company X', 'Jira', 'N/A'],
      competitors_details: [
        {
          name: 'Jira',
          features: ['Scrum', 'Roadmaps'],
          pricing: '$8.15/user',
          market_share: 31,
          support: 'Community',
          limitations: 'Steep learning curve',
        },
        {
          name: 'asana',
          features: 'Timeline, Portfolios',
          pricing: 'Unknown',
          market_share: '12%',
        },
      ],
    },
    'competitor_analysis',
  );

  it('numbers the real competitors 1…n, dropping placeholder names', () => {
    expect(values.COMPANY_1).toBe('Asana');
    expect(values.COMPANY_2).toBe('Jira');
    expect(values.COMPANY_3).toBeUndefined();
  });

  it('matches details by name (case-insensitive), joins lists and empties placeholders', () => {
    expect(values).toMatchObject({
      FEATURE_1: 'Timeline, Portfolios',
      PRICING_1: '',
      MARKET_1: '12%',
      FEATURE_2: 'Scrum · Roadmaps',
      PRICING_2: '$8.15/user',
      MARKET_2: '31',
      SUPPORT_2: 'Community',
      LIMIT_2: 'Steep learning curve',
    });
  });

  it('fills the §9 defaults: title, column headers, key metrics', () => {
    expect(values.TITLE).toBe('Competitor Analysis');
    expect(values).toMatchObject({
      HEADER_COMPANY: 'Company',
      HEADER_FEATURES: 'Features',
      HEADER_PRICING: 'Pricing',
      HEADER_MARKET: 'Market',
      HEADER_SUPPORT: 'Support',
      HEADER_LIMITATIONS: 'Limitations',
    });
    expect([
      values.METRIC_1,
      values.METRIC_2,
      values.METRIC_3,
      values.METRIC_4,
      values.METRIC_5,
    ]).toEqual(['Features', 'Pricing', 'Market share', 'Support', 'Limitations']);
    expect(values.COMPANY_COUNT).toBe('2');
    expect(values.SUBTITLE).toBe('2 competitors compared');
  });

  it('keeps at most 5 items', () => {
    const many = buildMergeValues(
      { competitors: ['A1', 'B2', 'C3', 'D4', 'E5', 'F6', 'G7'] },
      'competitor_analysis',
    );
    expect(many.COMPANY_5).toBe('E5');
    expect(many.COMPANY_6).toBeUndefined();
    expect(many.COMPANY_COUNT).toBe('5');
  });

  it('matches details by position when they carry no names', () => {
    const v = buildMergeValues({
      competitors: ['Linear', 'Height'],
      competitors_details: [{ pricing: '$8' }, { pricing: '$6' }],
    });
    expect([v.PRICING_1, v.PRICING_2]).toEqual(['$8', '$6']);
  });

  it('accepts details keyed by company name and competitor_companies', () => {
    const v = buildMergeValues({
      competitor_companies: ['Figma', { name: 'Sketch', pricing: '$10' }],
      competitors_details: { Figma: { pricing: 'Free' } },
    });
    expect([v.COMPANY_1, v.PRICING_1, v.COMPANY_2, v.PRICING_2]).toEqual([
      'Figma',
      'Free',
      'Sketch',
      '$10',
    ]);
  });
});

describe('buildMergeValues: extractedData overrides', () => {
  it('overrides generated values key by key, case-insensitively', () => {
    const v = buildMergeValues(
      {
        competitors: ['Asana'],
        extractedData: { company_1: 'Asana Inc.', PRICING_1: 12, HEADER_MARKET: 'Share' },
      },
      'competitor_analysis',
    );
    expect([v.COMPANY_1, v.PRICING_1, v.HEADER_MARKET]).toEqual(['Asana Inc.', '12', 'Share']);
  });

  it('ignores placeholder and empty overrides', () => {
    const v = buildMergeValues(
      {
        competitors: ['Asana'],
        extractedData: { COMPANY_1: 'N/A', TITLE: '  ', COMPANY_2: 'Competitor B' },
      },
      'competitor_analysis',
    );
    expect(v.COMPANY_1).toBe('Asana');
    expect(v.TITLE).toBe('Competitor Analysis');
    expect(v.COMPANY_2).toBeUndefined();
  });

  it('computes derived values from the overridden ones', () => {
    const v = buildMergeValues(
      { extractedData: { RISK_1: 'Outage', RISK_1_PROBABILITY: 'high', RISK_1_IMPACT: '5' } },
      'risk_analysis',
    );
    expect(v).toMatchObject({
      RISK_1_SCORE: '20',
      RISK_1_LEVEL: 'High',
      RISK_SCORE: '80%',
      RISK_LEVEL: 'High',
      RISK_COUNT: '1',
    });
  });

  it('lets extractedData override a derived value too', () => {
    const v = buildMergeValues(
      {
        risks: [{ name: 'Outage', probability: 1, impact: 1 }],
        extractedData: { SUBTITLE: 'Q3 review' },
      },
      'risk_analysis',
    );
    expect(v.SUBTITLE).toBe('Q3 review');
  });
});

it('fills every default header', () => {
  const v = buildMergeValues({});
  for (const [tag, text] of Object.entries(DEFAULT_HEADERS)) expect(v[tag]).toBe(text);
  expect(v.TITLE).toBe('');
});
