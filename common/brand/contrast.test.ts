import { describe, expect, it } from 'vitest';
import {
  contrastRatio,
  formatRatio,
  hexToRgb,
  isHexColor,
  mixWithWhite,
  readableLabelColor,
  relativeLuminance,
  tintWithLuminance,
} from './contrast.js';

describe('hex colours', () => {
  it('accepts only 7-character hex', () => {
    expect(isHexColor('#4f46E5')).toBe(true);
    for (const bad of ['#fff', '4f46e5', '#4f46e5cc', '#4f46eg', ' #4f46e5', 'red']) {
      expect(isHexColor(bad), bad).toBe(false);
    }
    expect(() => hexToRgb('#fff')).toThrow(/Not a #rrggbb/);
    expect(hexToRgb('#4f46e5')).toEqual([79, 70, 229]);
  });
});

describe('WCAG contrast', () => {
  it('gives the known luminances and ratios', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#4f46e5', '#4f46e5')).toBe(1);
    // #767676 is the lightest grey that passes AA on white; #777777 just fails.
    expect(contrastRatio('#767676', '#ffffff')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('formats ratios rounded down, so a shown 4.5:1 really passes', () => {
    expect(formatRatio(4.4781)).toBe('4.4:1');
    expect(formatRatio(21)).toBe('21:1');
  });

  it('picks white labels on dark fills and black labels on light ones', () => {
    expect(readableLabelColor('#4f46e5')).toBe('#ffffff');
    expect(readableLabelColor('#0f172a')).toBe('#ffffff');
    expect(readableLabelColor('#facc15')).toBe('#000000');
    expect(readableLabelColor('#eef2ff')).toBe('#000000');
  });
});

describe('tints', () => {
  it('mixes towards white', () => {
    expect(mixWithWhite('#000000', 0)).toBe('#000000');
    expect(mixWithWhite('#000000', 1)).toBe('#ffffff');
    expect(mixWithWhite('#4f46e5', 0.5)).toBe('#a7a3f2');
  });

  it('finds the tint of a colour as light as another colour, never lighter', () => {
    const target = relativeLuminance('#eef2ff');
    const tint = tintWithLuminance('#0f766e', target);
    expect(relativeLuminance(tint)).toBeLessThanOrEqual(target);
    expect(relativeLuminance(tint)).toBeGreaterThan(target - 0.01);
    expect(tintWithLuminance('#ffffff', 0.2)).toBe('#ffffff');
  });
});
