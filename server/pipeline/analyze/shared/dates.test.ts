import { describe, expect, it } from 'vitest';
import { firstDateSpan, isPointDate, leadingDate } from './dates.js';

describe('leadingDate', () => {
  it('keeps a weekday before the date and what follows after it', () => {
    expect(leadingDate('Monday, 2027-05-03 (feature freeze)')).toEqual({
      date: 'Monday, 2027-05-03',
      rest: '(feature freeze)',
    });
  });

  it('reads both ends of a range as written', () => {
    expect(leadingDate('Tuesday, 30 March to Thursday, 1 April 2027: event days')?.date).toBe(
      'Tuesday, 30 March to Thursday, 1 April 2027',
    );
    expect(leadingDate('6 March – 19 March 2027 Iteration 1')?.date).toBe(
      '6 March – 19 March 2027',
    );
  });

  it('takes a bare year only when something is said about it, and nothing that starts with words', () => {
    expect(leadingDate('2027: mobile app')?.date).toBe('2027');
    expect(leadingDate('2027 was a good year')).toBeUndefined();
    expect(leadingDate('Launch in March 2027')).toBeUndefined();
  });
});

describe('firstDateSpan and isPointDate', () => {
  it('finds a range inside a heading', () => {
    expect(firstDateSpan('Sprint 2 (15 May – 28 May 2027)')?.date).toBe('15 May – 28 May 2027');
  });

  it('tells days and months from quarters, halves and years', () => {
    expect(isPointDate('2027-10-04')).toBe(true);
    expect(isPointDate('early June 2027')).toBe(true);
    expect(isPointDate('Q3 2027')).toBe(false);
    expect(isPointDate('H1 2027')).toBe(false);
  });
});
