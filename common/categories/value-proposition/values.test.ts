import { describe, expect, it } from 'vitest';
import { buildMergeValues } from '../../render/merge-values.js';

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
