import { describe, expect, it } from 'vitest';
import type { BrandPalette } from '../contracts/brand-palette.js';
import { applyColors, extractColors } from '../render/colors.js';
import { contrastRatio, relativeLuminance } from './contrast.js';
import { brandColorMap, templateColorRoles } from './palette-mapping.js';

const palette: BrandPalette = {
  primary: '#0F766E',
  secondary: '#b45309',
  accent: '#be185d',
  text: '#1c1917',
};

// The built-in templates' colours: white and slate neutrals, indigo and violet, pale tints.
const TEMPLATE = [
  '#ffffff',
  '#4f46e5',
  '#0f172a',
  '#64748b',
  '#eef2ff',
  '#334155',
  '#e2e8f0',
  '#7c3aed',
  '#f8fafc',
  '#c7d2fe',
  '#2563eb',
];

describe('template colour roles', () => {
  it('reads each colour’s role from the colour itself', () => {
    expect(Object.fromEntries(templateColorRoles(TEMPLATE))).toEqual({
      '#ffffff': 'neutral',
      '#4f46e5': 'strong',
      '#0f172a': 'text',
      '#64748b': 'neutral',
      '#eef2ff': 'tint',
      '#334155': 'neutral',
      '#e2e8f0': 'neutral',
      '#7c3aed': 'strong',
      '#f8fafc': 'neutral',
      '#c7d2fe': 'tint',
      '#2563eb': 'strong',
    });
  });

  it('has no text colour when no neutral is dark enough to be text', () => {
    expect([...templateColorRoles(['#ffffff', '#94a3b8', '#4f46e5']).values()]).not.toContain(
      'text',
    );
  });
});

describe('brandColorMap', () => {
  const map = brandColorMap(TEMPLATE, palette);

  it('maps vivid colours in order onto primary, secondary, then accent, and the text colour onto text', () => {
    expect(map['#4f46e5']).toBe('#0f766e');
    expect(map['#7c3aed']).toBe('#b45309');
    expect(map['#2563eb']).toBe('#be185d');
    expect(map['#0f172a']).toBe('#1c1917');
  });

  it('leaves white, greys and borders alone', () => {
    for (const neutral of ['#ffffff', '#64748b', '#334155', '#e2e8f0', '#f8fafc']) {
      expect(map).not.toHaveProperty(neutral);
    }
  });

  it('turns pale tints into accent tints exactly as light, so text on them stays readable', () => {
    for (const tint of ['#eef2ff', '#c7d2fe']) {
      const mapped = map[tint]!;
      expect(mapped).toMatch(/^#[0-9a-f]{6}$/);
      expect(mapped).not.toBe(tint);
      expect(Math.abs(relativeLuminance(mapped) - relativeLuminance(tint))).toBeLessThan(0.01);
      // Reddish like the accent, not bluish like the original.
      const [r, , b] = [1, 3, 5].map((i) => Number.parseInt(mapped.slice(i, i + 2), 16));
      expect(r!).toBeGreaterThan(b!);
      const before = contrastRatio(palette.text, tint);
      expect(Math.abs(contrastRatio(palette.text, mapped) - before)).toBeLessThan(0.2);
    }
  });

  it('recolours a template so the palette’s colours appear in the drawing', () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg"><rect fill="#ffffff"/><rect fill="#4F46E5"/><text fill="#0f172a">A</text></svg>`;
    const out = applyColors(svg, brandColorMap(extractColors(svg), palette));
    expect(extractColors(out)).toEqual(['#ffffff', '#0f766e', '#1c1917']);
  });

  it('holds only changed colours, and nothing for a palette equal to the template', () => {
    const same = brandColorMap(['#4f46e5', '#0f172a'], {
      primary: '#4f46e5',
      secondary: '#7c3aed',
      accent: '#4f46e5',
      text: '#0f172a',
    });
    expect(same).toEqual({});
  });
});
