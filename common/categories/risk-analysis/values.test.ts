import { describe, expect, it } from 'vitest';
import { buildMergeValues, parseRating } from '../../render/merge-values.js';

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
    ]).toEqual([4, 4, 5, 2, null, 4]);
  });

  it('reads every word of the one rating vocabulary the analyzer uses', () => {
    expect([
      parseRating('Catastrophic'),
      parseRating('Medium/High'),
      parseRating('baixo'),
      parseRating('VH'),
      parseRating('High - data loss likely'),
      parseRating('depends'),
    ]).toEqual([5, 4, 2, 5, 4, null]);
    const words = buildMergeValues(
      {
        risks: [{ name: 'Outage' }],
        extractedData: { RISK_1_PROBABILITY: 'Almost certain', RISK_1_IMPACT: 'Major' },
      },
      'risk_analysis',
    );
    expect([words.RISK_1_SCORE, words.RISK_1_LEVEL]).toEqual(['20', 'High']);
  });
});
