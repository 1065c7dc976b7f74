import { describe, expect, it } from 'vitest';
import {
  dateAtoms,
  datesMatch,
  goldRating,
  matchItems,
  namesMatch,
  phrasesMatch,
} from './match.js';

describe('evaluation matching', () => {
  const matchers = { namesMatch, phrasesMatch, datesMatch };

  it.each([
    // names: exactly or as a longer name, never a sibling product
    ['namesMatch', 'Next.js', 'NextJS', true],
    ['namesMatch', 'GitHub', 'GitHub EE', true],
    ['namesMatch', 'GitLab CE', 'GitLab EE', false],
    ['namesMatch', 'AWS', 'Azure', false],
    // phrases: on word overlap, with numbers that must agree
    ['phrasesMatch', 'Data loss during migration', 'Data loss', true],
    ['phrasesMatch', 'Attacker floods the webhook', 'Threat 1 - Attacker floods the webhook', true],
    ['phrasesMatch', 'Phase 1: Discovery', 'Phase 2: Discovery', false],
    ['phrasesMatch', 'Budget overrun', 'Late delivery of hardware', false],
    // dates: on their parts
    ['datesMatch', 'Q3 2018', 'End Q2, Start Q3 2018', true],
    ['datesMatch', 'Q3 2019', 'Q3 2018', false],
    ['datesMatch', 'October 2019', 'Oct. 2019', true],
    ['datesMatch', '1 April 2021', '2 April 2021', false],
  ] as const)('%s(%j, %j) is %s', (matcher, a, b, expected) => {
    expect(matchers[matcher](a, b)).toBe(expected);
  });

  it('reads the parts of a date', () => {
    expect(dateAtoms('month 2 - beginning of December 2018')).toEqual(
      new Set(['dec', '2018', 'm2']),
    );
  });

  it('pairs items one to one', () => {
    const { pairs } = matchItems(['Data loss', 'Data loss again'], ['Data loss'], 'phrase');
    expect(pairs).toHaveLength(1);
  });

  it.each([
    [3, undefined, 3],
    [undefined, '70.0%', 4],
    [undefined, '9 (0-10 scale)', 5],
    [undefined, 'P4 (p1=0.01)', 4],
    [undefined, 'S2', 2],
    [undefined, 'unclear', undefined],
  ])('reads the gold rating of label value %j, text %j as %j', (value, text, rating) => {
    expect(goldRating(value, text)).toBe(rating);
  });
});
