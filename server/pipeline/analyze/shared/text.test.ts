import { describe, expect, it } from 'vitest';
import { cleanText, stem, tokenize } from './text.js';

describe('tokenize and stem', () => {
  it('folds plurals and verb endings the way the classifier model was trained', () => {
    expect(
      ['weaknesses', 'companies', 'risks', 'ties', 'status', 'analysis', 'bus', 'gas'].map(stem),
    ).toEqual(['weakness', 'company', 'risk', 'tie', 'status', 'analysis', 'bus', 'gas']);
  });

  it('drops stop words, bare numbers, possessives and trailing punctuation', () => {
    expect(tokenize("The team's 2025 roadmap... covers Q3 pricing—and SSO-")).toEqual([
      'team',
      'roadmap',
      'cover',
      'q3',
      'pricing',
      'sso',
    ]);
    expect(tokenize('Competitors’ prices: €29 per month v2.1')).toEqual([
      'competitor',
      'price',
      'month',
      'v2.1',
    ]);
  });
});

describe('cleanText', () => {
  it('only collapses whitespace in plain text', () => {
    expect(cleanText('  Market   share\n grew  ')).toBe('Market share grew');
  });

  it('maps check-mark shortcodes, drops pictographs and markdown emphasis, and normalises spaces', () => {
    expect(cleanText(':white_check_mark: **SSO**\u00A0support 🚧')).toBe('✓ SSO support');
    expect(cleanText('Risk:\tdelay ✅ `code` :unknown_code: x')).toBe('Risk: delay ✓ code x');
  });
});
