import { describe, expect, it } from 'vitest';
import { headerRoles, labelKey } from './header-roles.js';

const roles = headerRoles({
  name: { labels: 'risk(s), (description|name|title) of (the)? risk', always: 'risk' },
  probability: { words: ['probab*, likelihood'], unless: 'residual' },
  pricing: { anywhere: 'pric, $' },
  statement: { starts: '(our|the)? value prop(osition)?(s)', unless: 'proposition canvas' },
  overall: { labels: '(overall|inherent)? (risk)? (level|rating)' },
  costs: { words: 'cost(s) (structure)?' },
});

describe('headerRoles', () => {
  it('reads whole labels with optional endings, words and brackets', () => {
    expect(roles.roleOf('Risks')).toBe('name');
    expect(roles.roleOf('Description of the risk')).toBe('name');
    expect(roles.roleOf('Name of risk')).toBe('name');
    expect(roles.roleOf('Risk owner')).toBeNull();
  });

  it('reads words anywhere as whole words, with any ending after a star', () => {
    expect(roles.is('Probability of occurrence', 'probability')).toBe(true);
    expect(roles.is('Likelihood (1-5)', 'probability')).toBe(true);
    expect(roles.is('Improbable', 'probability')).toBe(false);
    expect(roles.is('Residual likelihood', 'probability')).toBe(false);
  });

  it('reads pieces anywhere, even inside words or as signs', () => {
    expect(roles.roleOf('Pricing')).toBe('pricing');
    expect(roles.roleOf('$/month')).toBe('pricing');
  });

  it('reads label beginnings and their exceptions', () => {
    expect(roles.roleOf('Our value proposition')).toBe('statement');
    expect(roles.roleOf('Value propositions: faster invoicing')).toBe('statement');
    expect(roles.roleOf('Value proposition canvas')).toBeNull();
  });

  it('takes optional words with their spaces, and notes in brackets off whole labels', () => {
    expect(roles.roleOf('Overall risk level')).toBe('overall');
    expect(roles.roleOf('Rating (HML)')).toBe('overall');
    expect(roles.roleOf('Cost')).toBe('costs');
    expect(roles.roleOf('Cost structure')).toBe('costs');
    expect(roles.match('Key cost structure')).toEqual({ role: 'costs', index: 4, length: 14 });
  });

  it('gives the first role in order, or in the order asked', () => {
    const both = headerRoles({ a: { words: 'plan' }, b: { words: 'plan' } });
    expect(both.roleOf('Plan')).toBe('a');
    expect(both.roleOf('Plan', ['b', 'a'])).toBe('b');
  });

  it('finds the first column of a role, skipping the columns already taken', () => {
    const header = ['Risk', 'Likelihood', 'Probability', 'Owner'];
    expect(roles.columnOf(header, 'probability')).toBe(1);
    expect(roles.columnOf(header, 'probability', [1])).toBe(2);
    expect(roles.columnOf(header, 'pricing')).toBeUndefined();
  });

  it('compares labels in lower case without accents', () => {
    expect(labelKey('  Ocorrência   Ação ')).toBe('ocorrencia acao');
    const accents = headerRoles({ probability: { words: 'ocorrência' } });
    expect(accents.is('Ocorrencia', 'probability')).toBe(true);
  });
});
