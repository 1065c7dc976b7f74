import { describe, expect, it } from 'vitest';
import { cleanValue, isPlaceholderValue } from './placeholder.js';

describe('isPlaceholderValue (§9: placeholder values count as empty)', () => {
  it.each([
    '',
    '   ',
    'N/A',
    'n/a',
    ' N/A ',
    'NA',
    'Not available',
    'NOT AVAILABLE',
    'not available.',
    'Unknown',
    'unknown',
    'None',
    'null',
    '-',
    '—',
    'TBD?'.slice(3), // '?'
    'Company X',
    'company x',
    'Company  A',
    'Competitor A',
    'competitor b',
    'Competitor #2',
    'Company 1',
    'Vendor C',
    'The company X',
    '[Company name]',
    '<competitor>',
    '{{COMPANY_1}}',
  ])('%j is a placeholder', (value) => {
    expect(isPlaceholderValue(value)).toBe(true);
  });

  it.each([
    'Notion',
    'Company X Holdings',
    'X Company',
    'Competitor analysis',
    'SpaceX',
    'Phase 1',
    'TBD',
    'Acme Corp',
    'Unknown Worlds Entertainment',
    'N/A Systems',
    '0',
    'Company',
  ])('%j is a real value', (value) => {
    expect(isPlaceholderValue(value)).toBe(false);
  });

  it('treats missing values as placeholders and other types as values', () => {
    expect(isPlaceholderValue(null)).toBe(true);
    expect(isPlaceholderValue(undefined)).toBe(true);
    expect(isPlaceholderValue(3)).toBe(false);
  });

  it('cleanValue trims, collapses spaces, keeps numbers and empties placeholders', () => {
    expect(cleanValue('  Jira \n Software ')).toBe('Jira Software');
    expect(cleanValue(31)).toBe('31');
    expect(cleanValue(Number.NaN)).toBe('');
    expect(cleanValue('Competitor A')).toBe('');
    expect(cleanValue({})).toBe('');
  });
});
