import { describe, expect, it } from 'vitest';
import { applyColors, extractColors } from './colors.js';

const SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">
  <style>
    .a { fill: #4F46E5; stroke: #0f172a }
    #abcdef { fill: #ABCDEF }
    @media (min-width: 1px) { .b { color: #123456 } }
  </style>
  <linearGradient id="abcdef"><stop offset="0" stop-color="#7c3aed"/></linearGradient>
  <rect id="a1b2c3" fill="url(#abcdef)" stroke="#4f46e5" style="fill: #e2e8f0; opacity: 0.5"/>
  <rect fill="#fff" stroke="#ffffffcc" data-color="#999999"/>
  <a href="#bbbbbb"><text fill="#0f172a">Colour #111111 in text</text></a>
</svg>`;

describe('extractColors (§5: only 7-character hex colours)', () => {
  it('lists each #rrggbb once, lower-case, in document order', () => {
    expect(extractColors(SVG)).toEqual([
      '#4f46e5',
      '#0f172a',
      '#abcdef',
      '#123456',
      '#7c3aed',
      '#e2e8f0',
    ]);
  });

  it('ignores url(#id) references, ids, hrefs, data-*, 3- and 8-digit hex, selectors and text', () => {
    const colors = extractColors(SVG);
    expect(colors).not.toContain('#fff');
    expect(colors).not.toContain('#ffffff');
    expect(colors).not.toContain('#999999');
    expect(colors).not.toContain('#bbbbbb');
    expect(colors).not.toContain('#111111');
    expect(colors).not.toContain('#a1b2c3');
  });
});

describe('applyColors', () => {
  it('replaces mapped colours everywhere, case-insensitively, and leaves the rest', () => {
    const out = applyColors(SVG, { '#4f46e5': '#ff0000', '#ABCDEF': '#00ff00' });
    expect(out).toContain('.a { fill: #ff0000; stroke: #0f172a }');
    expect(out).toContain('#abcdef { fill: #00ff00 }');
    expect(out).toContain('fill="url(#abcdef)" stroke="#ff0000"');
    expect(out).toContain('id="abcdef"');
    expect(extractColors(out)).toEqual([
      '#ff0000',
      '#0f172a',
      '#00ff00',
      '#123456',
      '#7c3aed',
      '#e2e8f0',
    ]);
  });

  it('recolours inline style attributes', () => {
    expect(applyColors(SVG, { '#e2e8f0': '#000000' })).toContain(
      'style="fill: #000000; opacity: 0.5"',
    );
  });

  it('ignores map entries that are not #rrggbb on both sides', () => {
    const out = applyColors(SVG, {
      '#4f46e5': 'red; background: url(x)',
      '#fff': '#000000',
      '#0f172a': '#12345',
    } as Record<string, string>);
    expect(extractColors(out)).toEqual(extractColors(SVG));
  });

  it('is stable: applying an empty map changes nothing but formatting', () => {
    const once = applyColors(SVG, {});
    expect(applyColors(once, {})).toBe(once);
  });
});
