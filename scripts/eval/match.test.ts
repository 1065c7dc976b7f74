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
  it('matches names exactly or as a longer name, never a sibling product', () => {
    expect(namesMatch('Next.js', 'NextJS')).toBe(true);
    expect(namesMatch('GitHub', 'GitHub EE')).toBe(true);
    expect(namesMatch('GitLab CE', 'GitLab EE')).toBe(false);
    expect(namesMatch('AWS', 'Azure')).toBe(false);
  });

  it('matches phrases on word overlap, with numbers that must agree', () => {
    expect(phrasesMatch('Data loss during migration', 'Data loss')).toBe(true);
    expect(
      phrasesMatch('Attacker floods the webhook', 'Threat 1 - Attacker floods the webhook'),
    ).toBe(true);
    expect(phrasesMatch('Phase 1: Discovery', 'Phase 2: Discovery')).toBe(false);
    expect(phrasesMatch('Budget overrun', 'Late delivery of hardware')).toBe(false);
  });

  it('matches dates on their parts', () => {
    expect(dateAtoms('month 2 - beginning of December 2018')).toEqual(
      new Set(['dec', '2018', 'm2']),
    );
    expect(datesMatch('Q3 2018', 'End Q2, Start Q3 2018')).toBe(true);
    expect(datesMatch('Q3 2019', 'Q3 2018')).toBe(false);
    expect(datesMatch('October 2019', 'Oct. 2019')).toBe(true);
    expect(datesMatch('1 April 2021', '2 April 2021')).toBe(false);
  });

  it('pairs items one to one', () => {
    const { pairs } = matchItems(['Data loss', 'Data loss again'], ['Data loss'], 'phrase');
    expect(pairs).toHaveLength(1);
  });

  it('reads gold ratings from the labels', () => {
    expect(goldRating(3, undefined)).toBe(3);
    expect(goldRating(undefined, '70.0%')).toBe(4);
    expect(goldRating(undefined, '9 (0-10 scale)')).toBe(5);
    expect(goldRating(undefined, 'P4 (p1=0.01)')).toBe(4);
    expect(goldRating(undefined, 'S2')).toBe(2);
    expect(goldRating(undefined, 'unclear')).toBeUndefined();
  });
});
