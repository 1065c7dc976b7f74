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

describe('word scales', () => {
  it('spreads a three-step low / medium / high scale over 1, 3, 5 and says so', () => {
    expect(parseRating('Low', 'three')?.value).toBe(1);
    expect(parseRating('Medium', 'three')?.value).toBe(3);
    expect(parseRating('High', 'three')).toEqual({
      value: 5,
      note: '"High" mapped to 5 (a three-step scale: low 1, medium 3, high 5)',
    });
    expect(parseRating('H', 'three')?.value).toBe(5);
    expect(parseRating('M', 'three')?.value).toBe(3);
  });

  it('reads in-between ratings as the step between, rounded up', () => {
    expect(parseRating('Medium/High', 'three')).toMatchObject({ value: 4 });
    expect(parseRating('Low to Medium', 'three')?.value).toBe(2);
    expect(parseRating('Medium-High')?.value).toBe(4);
    expect(parseRating('Medium/High', 'three')?.note).toMatch(
      /between medium \(3\) and high \(5\)/,
    );
  });

  it('names the five-step family a word comes from', () => {
    expect(parseRating('Unlikely')?.note).toMatch(/rare 1, unlikely 2, possible 3/);
    expect(parseRating('Catastrophic')?.note).toMatch(/insignificant 1, minor 2/);
    expect(parseRating('Negligible')?.value).toBe(1);
    expect(parseRating('Substantial')?.value).toBe(4);
    expect(parseRating('Intolerable')?.value).toBe(5);
  });

  it('reads Portuguese and Spanish scale words, giving the English word', () => {
    expect(parseRating('Alta')).toMatchObject({ value: 4 });
    expect(parseRating('Alta')?.note).toMatch(/"alta" is "high"/);
    expect(parseRating('Muito baixa')?.value).toBe(1);
    expect(parseRating('Média', 'three')?.value).toBe(3);
    expect(parseRating('Improvável')?.value).toBe(2);
    expect(parseRating('Catastrófico')?.value).toBe(5);
    expect(parseRating('Muy alto')?.value).toBe(5);
  });

  it('takes the rating word before an explanation', () => {
    expect(parseRating('High - customer data exposed')?.value).toBe(4);
    expect(parseRating('Low (rarely seen)')?.value).toBe(2);
    expect(parseRating('Heavy rain')).toBeNull();
  });

  it('reads letters only on a known scale', () => {
    expect(parseRating('H')).toBeNull();
    expect(parseRating('VH')?.value).toBe(5);
    expect(parseRating('H', 'five')?.value).toBe(4);
  });
});

describe('columnScale for words', () => {
  it('finds a three-step scale unless the document has very low / very high steps', () => {
    expect(columnScale('Likelihood', ['Low', 'High', 'Medium/High'])).toBe('three');
    expect(columnScale('Likelihood', ['L', 'M', 'H'])).toBe('three');
    expect(columnScale('Likelihood', ['Low', 'High'], true)).toBe('five');
    expect(columnScale('Likelihood', ['Low', 'Very high'])).toBe('five');
    expect(columnScale('Impact', ['Minor', 'Major'])).toBe('five');
    expect(columnScale('Risk rating (HML)', ['H', 'L'])).toBe('three');
    expect(columnScale('Owner', ['Finance', 'IT'])).toBeUndefined();
  });
});
