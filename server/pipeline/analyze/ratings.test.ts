import { describe, expect, it } from 'vitest';
import { columnScale, parseRating, percentToRating, tenToRating } from './ratings.js';

describe('parseRating', () => {
  it('keeps numbers on the 1–5 scale as written, without a note', () => {
    expect(parseRating('4')).toEqual({ value: 4 });
    expect(parseRating('3 - Possible / Occasional')).toEqual({ value: 3 });
    expect(parseRating('2/5')).toEqual({ value: 2 });
  });

  it('maps words and says so', () => {
    expect(parseRating('Very low')?.value).toBe(1);
    expect(parseRating('low')?.value).toBe(2);
    expect(parseRating('Medium')?.value).toBe(3);
    expect(parseRating('Moderate')?.value).toBe(3);
    expect(parseRating('High')?.value).toBe(4);
    expect(parseRating('Likely')?.value).toBe(4);
    expect(parseRating('Very high')?.value).toBe(5);
    expect(parseRating('Almost certain')?.value).toBe(5);
    expect(parseRating('Critical')?.note).toMatch(/"Critical" mapped to 5/);
  });

  it('converts percentages in fifths and 0–10 scores halved, rounding up', () => {
    expect(parseRating('70.0%')).toMatchObject({ value: 4 });
    expect(parseRating('20%')?.value).toBe(1);
    expect(parseRating('81%')?.value).toBe(5);
    expect(parseRating('9 (0-10 scale)')).toMatchObject({ value: 5 });
    expect(parseRating('7', 'ten')?.value).toBe(4);
    expect(parseRating('8')?.note).toMatch(/0–10 scale converted to 4/);
    expect(parseRating('45')?.value).toBe(3);
    expect(parseRating('0.3')?.value).toBe(2);
    expect(percentToRating(40)).toBe(2);
    expect(tenToRating(0)).toBe(1);
  });

  it('reads category codes such as P4 or S2', () => {
    expect(parseRating('P4')).toMatchObject({ value: 4 });
    expect(parseRating('S 2')?.value).toBe(2);
  });

  it('returns null for anything else', () => {
    expect(parseRating('')).toBeNull();
    expect(parseRating('N/A')).toBeNull();
    expect(parseRating('depends on the weather')).toBeNull();
    expect(parseRating('250')).toBeNull();
  });
});

describe('columnScale', () => {
  it('prefers what the header says, then the largest value', () => {
    expect(columnScale('Impact (0-10)', ['3', '4'])).toBe('ten');
    expect(columnScale('Probability (%)', ['30', '40'])).toBe('percent');
    expect(columnScale('Impact', ['2', '9'])).toBe('ten');
    expect(columnScale('Likelihood', ['1', '5'])).toBeUndefined();
    expect(columnScale('Likelihood', ['20', '60'])).toBe('percent');
  });
});
