import { describe, expect, it } from 'vitest';
import { brandPaletteInputSchema } from './brand-palette.js';

const valid = { primary: '#0F766E', secondary: '#b45309', accent: '#be185d', text: '#1c1917' };

const fieldErrors = (input: unknown) => {
  const result = brandPaletteInputSchema.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
};

describe('brand palette input', () => {
  it('accepts four readable 7-character hex colours and stores them lower-case', () => {
    expect(brandPaletteInputSchema.parse(valid)).toEqual({ ...valid, primary: '#0f766e' });
  });

  it('names each colour that is not 7-character hex', () => {
    expect(fieldErrors({ ...valid, primary: '#fff', accent: 'red' })).toEqual({
      primary: 'Primary must be a 7-character hex color like #4f46e5',
      accent: 'Accent must be a 7-character hex color like #4f46e5',
    });
    expect(fieldErrors({ ...valid, text: '#0f172a80' })).toHaveProperty('text');
  });

  it('refuses a text colour below 4.5:1 on white, and fills below 3:1', () => {
    expect(fieldErrors({ ...valid, text: '#777777' })).toEqual({
      text: 'Text is too light to read on white: it needs 4.5:1 contrast, it has 4.4:1',
    });
    expect(fieldErrors({ ...valid, text: '#767676' })).toEqual({});
    expect(fieldErrors({ ...valid, secondary: '#facc15' })).toEqual({
      secondary: 'Secondary is too light for white labels: it needs 3:1 contrast, it has 1.5:1',
    });
  });

  it('refuses missing and unknown fields', () => {
    expect(fieldErrors({ primary: valid.primary })).toHaveProperty('text');
    expect(brandPaletteInputSchema.safeParse({ ...valid, extra: '#000000' }).success).toBe(false);
  });
});
