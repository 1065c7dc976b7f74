import { describe, expect, it } from 'vitest';
import { buildMergeValues } from '../../render/merge-values.js';

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
