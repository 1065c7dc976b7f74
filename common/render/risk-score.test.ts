import { describe, expect, it } from 'vitest';
import {
  formatNumber,
  overallRiskScore,
  riskLevel,
  riskOpacity,
  riskPercent,
  riskProduct,
} from './risk-score.js';

describe('risk score (§9)', () => {
  it('is the mean of probability × impact, divided by 25, as a percentage', () => {
    // (3×5 + 2×5 + 4×3) / 3 = 37 / 3 = 12.33 → 49.33 %
    const score = overallRiskScore([
      { probability: 3, impact: 5 },
      { probability: 2, impact: 5 },
      { probability: 4, impact: 3 },
    ]);
    expect(score.percent).toBeCloseTo(49.333, 3);
    expect(score.label).toBe('49%');
    expect(score.level).toBe('Medium');
  });

  it('is N/A with no risks, or with no rated risk', () => {
    expect(overallRiskScore([])).toEqual({ percent: null, level: 'N/A', label: 'N/A' });
    expect(overallRiskScore([{ probability: null, impact: 4 }])).toEqual({
      percent: null,
      level: 'N/A',
      label: 'N/A',
    });
  });

  it('ignores unrated risks in the mean', () => {
    expect(overallRiskScore([{ probability: 5, impact: 5 }, { probability: 2 }]).label).toBe(
      '100%',
    );
  });

  it('levels: below 30 Low, below 70 Medium, otherwise High', () => {
    expect(riskLevel(0)).toBe('Low');
    expect(riskLevel(29.99)).toBe('Low');
    expect(riskLevel(30)).toBe('Medium');
    expect(riskLevel(69.99)).toBe('Medium');
    expect(riskLevel(70)).toBe('High');
    expect(riskLevel(100)).toBe('High');
  });

  it('labels the level of the percentage as shown (rounded)', () => {
    // products 5, 8, 8, 8, 8 → mean 7.4 → 29.6 % → shown as 30 % → Medium, never "30% Low"
    const score = overallRiskScore([
      { probability: 1, impact: 5 },
      { probability: 2, impact: 4 },
      { probability: 2, impact: 4 },
      { probability: 4, impact: 2 },
      { probability: 4, impact: 2 },
    ]);
    expect(score.percent).toBeCloseTo(29.6, 5);
    expect(score).toMatchObject({ label: '30%', level: 'Medium' });
  });

  it('card opacity is 0.1 + 0.4 × probability × impact / 25', () => {
    expect(riskOpacity({ probability: 1, impact: 1 })).toBeCloseTo(0.116, 10);
    expect(riskOpacity({ probability: 3, impact: 4 })).toBeCloseTo(0.292, 10);
    expect(riskOpacity({ probability: 5, impact: 5 })).toBeCloseTo(0.5, 10);
    expect(riskOpacity({ probability: null, impact: 5 })).toBeCloseTo(0.1, 10);
  });

  it('refuses ratings outside 1–5', () => {
    expect(riskProduct({ probability: 0, impact: 3 })).toBeNull();
    expect(riskProduct({ probability: 6, impact: 3 })).toBeNull();
    expect(riskPercent({ probability: 2, impact: 3 })).toBe(24);
  });

  it('formats numbers with at most three decimals', () => {
    expect(formatNumber(0.29200000001)).toBe('0.292');
    expect(formatNumber(-0)).toBe('0');
    expect(formatNumber(150)).toBe('150');
  });
});
