import { describe, expect, it } from 'vitest';
import { CATEGORIES } from './categories.js';
import { CATEGORY_MODULES } from './categories/index.js';
import { CATEGORY_LABELS, categoryLabel } from './category-labels.js';

describe('category labels', () => {
  it('are what every category module shows (the modules read them from here)', () => {
    for (const category of CATEGORIES) {
      expect(CATEGORY_LABELS[category]).toBe(CATEGORY_MODULES[category].label);
    }
  });

  it('read a missing or unrecognised category as Unknown', () => {
    expect(categoryLabel('risk_analysis')).toBe('Risk Analysis');
    expect(categoryLabel(null)).toBe('Unknown');
    expect(categoryLabel('no_such_category')).toBe('Unknown');
  });
});
