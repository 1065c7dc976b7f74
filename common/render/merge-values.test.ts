import { describe, expect, it } from 'vitest';
import { DEFAULT_HEADERS } from './constants.js';
import { buildMergeValues, parseRating } from './merge-values.js';

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

describe('buildMergeValues: product roadmap', () => {
  const v = buildMergeValues(
    {
      title: 'Launch plan',
      phases: [
        { name: 'Beta', timeline: 'Q1', features: ['SSO', 'Audit log'] },
        { name: 'N/A', features: [] },
        { name: 'GA', features: 'Billing; Usage reports, 1,000 seats' },
      ],
      milestones: [
        { date: 'March 2025', description: 'Public beta' },
        { date: 'Unknown', description: 'GA' },
      ],
    },
    'product_roadmap',
  );

  it('fills phases, their features and milestones', () => {
    expect(v).toMatchObject({
      TITLE: 'Launch plan',
      PHASE_1: 'Beta',
      PHASE_1_TIMELINE: 'Q1',
      PHASE_1_FEATURES: 'SSO · Audit log',
      PHASE_1_FEATURE_1: 'SSO',
      PHASE_1_FEATURE_2: 'Audit log',
      PHASE_2: 'GA',
      PHASE_2_FEATURE_1: 'Billing',
      PHASE_2_FEATURE_2: 'Usage reports',
      PHASE_2_FEATURE_3: '1,000 seats',
      MILESTONE_1_DATE: 'March 2025',
      MILESTONE_1_DESC: 'Public beta',
      MILESTONE_2_DATE: '',
      MILESTONE_2_DESC: 'GA',
      PHASE_COUNT: '2',
      MILESTONE_COUNT: '2',
      SUBTITLE: '2 phases · 2 milestones',
    });
    expect(v.PHASE_3).toBeUndefined();
  });

  it('defaults the title and key metrics', () => {
    const d = buildMergeValues({}, 'product_roadmap');
    expect(d.TITLE).toBe('Product Roadmap');
    expect([d.METRIC_1, d.METRIC_2, d.METRIC_3, d.METRIC_4]).toEqual([
      'Timeline',
      'Features',
      'Milestones',
      undefined,
    ]);
    expect(d.SUBTITLE).toBe('No phases or milestones found');
  });
});

describe('buildMergeValues: value proposition', () => {
  it('fills every list and the statement, also from a nested value_proposition object', () => {
    const v = buildMergeValues(
      {
        segments: ['SMBs'],
        value_proposition: {
          statement: 'Faster decisions',
          pains: ['Manual work'],
          gains: ['Time saved'],
        },
        products: ['App'],
        values: ['Speed'],
      },
      'value_proposition',
    );
    expect(v).toMatchObject({
      VALUE_PROPOSITION: 'Faster decisions',
      SEGMENT_1: 'SMBs',
      PAIN_1: 'Manual work',
      GAIN_1: 'Time saved',
      PRODUCT_1: 'App',
      VALUE_1: 'Speed',
      TITLE: 'Value Proposition',
    });
    expect(v.SUBTITLE).toBe('Value map for 1 customer segment');
    expect([v.METRIC_1, v.METRIC_6]).toEqual(['Segments', undefined]);
  });
});

describe('buildMergeValues: risk analysis', () => {
  const v = buildMergeValues(
    {
      risks: [
        {
          name: 'Supplier fails',
          probability: 3,
          impact: 5,
          mitigation: 'Second supplier',
          owner: 'Procurement',
        },
        { name: 'Breach', probability: 2, impact: 5 },
        { name: 'Unrated risk', mitigation: 'Monitor' },
        { name: 'Same cell', probability: 2, impact: 5 },
      ],
    },
    'risk_analysis',
  );

  it('fills each risk with its score, level and card opacity', () => {
    expect(v).toMatchObject({
      RISK_1: 'Supplier fails',
      RISK_1_PROBABILITY: '3',
      RISK_1_IMPACT: '5',
      RISK_1_MITIGATION: 'Second supplier',
      RISK_1_OWNER: 'Procurement',
      RISK_1_SCORE: '15',
      RISK_1_LEVEL: 'Medium',
      RISK_1_OPACITY: '0.34',
      RISK_2_SCORE: '10',
      RISK_2_OPACITY: '0.26',
      RISK_3_SCORE: '',
      RISK_3_LEVEL: '',
      RISK_3_OPACITY: '0.1',
    });
  });

  it('computes the overall score over the rated risks', () => {
    // (15 + 10 + 10) / 3 = 11.67 → 46.67 % → 47%; each risk: 60 %, 40 %, 40 % → all Medium
    expect(v).toMatchObject({
      RISK_SCORE: '47%',
      RISK_SCORE_VALUE: '47',
      RISK_LEVEL: 'Medium',
      RISK_COUNT: '4',
      RISK_MEDIUM_COUNT: '3',
      RISK_LOW_COUNT: '0',
      RISK_HIGH_COUNT: '0',
    });
    expect(v.SUBTITLE).toBe('4 risks assessed');
  });

  it('places risks in the matrix, nudging apart those in the same cell', () => {
    expect([v.RISK_1_MATRIX_X, v.RISK_1_MATRIX_Y]).toEqual(['3', '5']);
    expect([v.RISK_2_MATRIX_X, v.RISK_4_MATRIX_X]).toEqual(['1.83', '2.17']);
    expect(v.RISK_3_MATRIX_X).toBeUndefined();
  });

  it('is N/A without risks', () => {
    const none = buildMergeValues({}, 'risk_analysis');
    expect(none).toMatchObject({
      RISK_SCORE: 'N/A',
      RISK_LEVEL: 'N/A',
      RISK_SCORE_VALUE: '0',
      TITLE: 'Risk Analysis',
      SUBTITLE: 'No risks found',
    });
  });

  it('reads ratings written as numbers or words', () => {
    expect([
      parseRating('4'),
      parseRating('4/5'),
      parseRating('Very High'),
      parseRating('low'),
      parseRating('7'),
      parseRating('often'),
    ]).toEqual([4, 4, 5, 2, null, null]);
  });
});

it('fills every default header', () => {
  const v = buildMergeValues({});
  for (const [tag, text] of Object.entries(DEFAULT_HEADERS)) expect(v[tag]).toBe(text);
  expect(v.TITLE).toBe('');
});
