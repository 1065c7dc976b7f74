import { describe, expect, it } from 'vitest';
import { registerRequestSchema } from './auth.js';
import { documentNameSchema } from './documents.js';
import { inviteSchema } from './members.js';
import { profileSchema } from './profile.js';
import { templateSaveSchema } from './templates.js';
import { createVisualizationSchema, saveVisualizationSchema } from './visualizations.js';

/** Values an attacker types to add lines to our e-mails or to make a name read backwards. */
const HOSTILE = [
  ['CR/LF with a Bcc line', 'Acme\r\nBcc: victim@example.com'],
  ['a bare LF', 'Acme\nInc'],
  ['a TAB', 'Acme\tInc'],
  ['a C1 control (NEL)', 'Acme\u0085Inc'],
  ['a line separator', 'Acme\u2028Inc'],
  ['U+202E right-to-left override', 'invoice\u202Efdp.exe'],
  ['an isolate (U+2066)', 'Acme\u2066Inc'],
  ['a left-to-right mark', 'Acme\u200EInc'],
  ['the Arabic letter mark', 'Acme\u061CInc'],
  ['a zero-width space', 'Acme\u200BInc'],
  ['a lone surrogate', 'Acme\uD800'],
] as const;

const registration = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  organizationName: 'Analytical Engines',
  password: 'password1',
};

/** Each single-line field, as (label, message prefix, parse with one field replaced). */
const FIELDS = [
  [
    'first name',
    'First name',
    (value: string) => registerRequestSchema.safeParse({ ...registration, firstName: value }),
  ],
  [
    'last name',
    'Last name',
    (value: string) =>
      profileSchema.safeParse({ firstName: 'Ada', lastName: value, email: 'ada@example.com' }),
  ],
  [
    'organization name',
    'Organization name',
    (value: string) =>
      registerRequestSchema.safeParse({ ...registration, organizationName: value }),
  ],
  ['document name', 'Document name', (value: string) => documentNameSchema.safeParse(value)],
  [
    'visualization title',
    'Title',
    (value: string) => createVisualizationSchema.safeParse({ title: value }),
  ],
  [
    'template name',
    'Template name',
    (value: string) =>
      templateSaveSchema.safeParse({ name: value, category: 'competitor_analysis' }),
  ],
  [
    'change description',
    'The change description',
    (value: string) => saveVisualizationSchema.safeParse({ data: {}, changeDescription: value }),
  ],
] as const;

describe('single-line text fields', () => {
  describe.each(FIELDS)('the %s', (_field, label, parse) => {
    it.each(HOSTILE)('refuses %s with a field error', (_what, value) => {
      const result = parse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toBe(
        `${label} must not contain line breaks or invisible characters`,
      );
    });

    it('keeps letters of any script, emoji with joiners and the zero-width non-joiner', () => {
      for (const value of ['Zoë Ørsted', 'مهرداد', 'می\u200Cخواهم', '👩\u200D💻 Team', '東京'])
        expect(parse(value).success).toBe(true);
    });
  });

  it('normalizes to NFC, trims and collapses runs of white space', () => {
    // 'e' + combining acute becomes 'é'; the double space and the padding go.
    expect(documentNameSchema.parse('  Cafe\u0301   plan  ')).toBe('Café plan');
    expect(createVisualizationSchema.parse({ title: 'Q3  \u3000 map' }).title).toBe('Q3 map');
  });

  it('counts the maximum after normalizing', () => {
    expect(documentNameSchema.safeParse(`${'e\u0301'.repeat(200)}`).success).toBe(true);
  });

  it('keeps the required and maximum-length messages', () => {
    expect(documentNameSchema.safeParse('   ').error?.issues[0]?.message).toBe(
      'Document name required - Please enter a name for the document',
    );
    expect(documentNameSchema.safeParse('n'.repeat(201)).error?.issues[0]?.message).toBe(
      'Document name must be at most 200 characters',
    );
  });

  it('refuses an invitation e-mail address carrying a header line', () => {
    for (const email of [
      'a@example.com\r\nBcc: victim@example.com',
      'a@example.com\nX',
      'a\u202E@example.com',
    ])
      expect(inviteSchema.safeParse({ email }).success).toBe(false);
  });
});
