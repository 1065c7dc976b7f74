import { describe, expect, it } from 'vitest';
import { hasUnsafeCharacters, toSingleLine } from './single-line.js';

describe('toSingleLine', () => {
  it('turns line breaks, tabs and other controls into one space', () => {
    expect(toSingleLine('Acme\r\nBcc: victim@example.com')).toBe('Acme Bcc: victim@example.com');
    expect(toSingleLine('a\tb\u0085c\u2028d\u2029e\u0000f')).toBe('a b c d e f');
  });

  it('drops bidi controls and other invisible characters', () => {
    expect(toSingleLine('invoice\u202Efdp.exe')).toBe('invoicefdp.exe');
    expect(toSingleLine('\u2066a\u2069\u200E\u200F\u061Cb\u200B\uFEFF\u00AD\uDC00')).toBe('ab');
  });

  it('keeps joiners, normalizes to NFC and trims', () => {
    expect(toSingleLine('  👩\u200D💻  Cafe\u0301 می\u200Cخواهم ')).toBe(
      '👩\u200D💻 Café می\u200Cخواهم',
    );
  });
});

describe('hasUnsafeCharacters', () => {
  it('finds any of them, once or repeatedly', () => {
    expect(hasUnsafeCharacters('plain name')).toBe(false);
    expect(hasUnsafeCharacters('a\u202Eb')).toBe(true);
    expect(hasUnsafeCharacters('a\u202Eb')).toBe(true);
    expect(hasUnsafeCharacters('x\n')).toBe(true);
  });
});
