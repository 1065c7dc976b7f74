import { describe, expect, it } from 'vitest';
import { parseSvg } from '../../common/render/svg-dom.js';
import { outlinePathData } from './draw-segment.js';
import { layOutText } from './text-layout.js';
import { inheritedTextStyle } from './text-style.js';

/** Lays out the first <text> of an SVG snippet. */
function layOut(inner: string) {
  const document = parseSvg(`<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`);
  const text = document.getElementsByTagName('text')[0]!;
  return layOutText(text, inheritedTextStyle(text.parentNode as typeof text));
}
const right = (s: { x: number; width: number }) => s.x + s.width;

describe('text layout for the vector exports (Inter metrics, as a browser lays text out)', () => {
  it('anchors each text chunk at its x: start, middle, end', () => {
    const [start] = layOut('<text x="100" y="50" font-size="20">Revenue</text>');
    const [middle] = layOut(
      '<text x="100" y="50" font-size="20" text-anchor="middle">Revenue</text>',
    );
    const [end] = layOut('<text x="100" y="50" font-size="20" text-anchor="end">Revenue</text>');
    expect(start!.x).toBe(100);
    expect(start!.width).toBeGreaterThan(60);
    expect(middle!.x + middle!.width / 2).toBeCloseTo(100, 6);
    expect(right(end!)).toBeCloseTo(100, 6);
    expect(start!.y).toBe(50);
  });

  it('starts a new chunk at a tspan with its own x and y, and collapses whitespace', () => {
    const segments = layOut(
      '<text x="10" y="20" text-anchor="end">\n  <tspan x="200" y="20">First   line </tspan>\n' +
        '  <tspan x="200" y="40">second</tspan>\n</text>',
    );
    expect(segments.map((s) => s.text)).toEqual(['First line ', 'second']);
    // The trailing space belongs to the first chunk (kept between the tspans), so both end at 200.
    expect(right(segments[0]!)).toBeCloseTo(200, 6);
    expect(right(segments[1]!)).toBeCloseTo(200, 6);
    expect(segments.map((s) => s.y)).toEqual([20, 40]);
  });

  it('picks the face by weight and style, and a face that has each character', () => {
    const faces = (inner: string) => layOut(inner).map((s) => [s.text, s.face.key, s.embedded]);
    expect(faces('<text font-weight="600">A</text>')).toEqual([
      ['A', 'Inter-latin-600-normal', true],
    ]);
    expect(faces('<text font-weight="bold" font-style="italic">A</text>')).toEqual([
      ['A', 'Inter-latin-700-italic', true],
    ]);
    expect(faces('<g font-weight="700"><text font-weight="lighter">A</text></g>')[0]![1]).toBe(
      'Inter-latin-400-normal',
    );
    expect(faces('<text>Łódź → 東京</text>')).toEqual([
      ['Ł', 'Inter-latin-ext-400-normal', true],
      ['ód', 'Inter-latin-400-normal', true],
      ['ź', 'Inter-latin-ext-400-normal', true],
      [' ', 'Inter-latin-400-normal', true],
      ['→', 'LiberationSans-Regular', true],
      [' ', 'Inter-latin-400-normal', true],
      // No bundled font has these: left to the viewer's fonts.
      ['東京', 'Inter-latin-400-normal', false],
    ]);
    expect(faces('<text font-weight="600">Done ✓</text>')).toEqual([
      ['Done ', 'Inter-latin-600-normal', true],
      ['✓', 'NotoSansSymbols2', true],
    ]);
  });

  it('leaves text in another family to the viewer, and skips what is not displayed', () => {
    const [serif] = layOut('<text font-family="Georgia, serif">Plan</text>');
    expect(serif!.embedded).toBe(false);
    const segments = layOut('<text>Shown<tspan display="none">Hidden</tspan></text>');
    expect(segments.map((s) => s.text)).toEqual(['Shown']);
  });

  it('adds letter spacing after each glyph and moves the baseline for dominant-baseline', () => {
    const [plain] = layOut('<text font-size="10">ABCD</text>');
    const [spaced] = layOut('<text font-size="10" letter-spacing="2">ABCD</text>');
    expect(spaced!.width - plain!.width).toBeCloseTo(8, 6);
    const [middle] = layOut('<text y="100" font-size="20" dominant-baseline="middle">x</text>');
    expect(middle!.y).toBeGreaterThan(104);
    expect(middle!.y).toBeLessThan(106); // half of Inter's x-height (0.546 em) below
  });

  it('outlines glyphs where the text stands: an "I" at 20 px sits on its baseline', () => {
    const [segment] = layOut('<text x="50" y="100" font-size="20">I</text>');
    const numbers = outlinePathData(segment!)
      .match(/-?\d+(\.\d+)?/g)!
      .map(Number);
    const xs = numbers.filter((_, i) => i % 2 === 0);
    const ys = numbers.filter((_, i) => i % 2 === 1);
    expect(Math.min(...xs)).toBeGreaterThanOrEqual(50);
    expect(Math.max(...xs)).toBeLessThan(50 + segment!.width);
    expect(Math.max(...ys)).toBeCloseTo(100, 1);
    // Cap height of Inter: 0.727 em.
    expect(100 - Math.min(...ys)).toBeCloseTo(14.55, 1);
  });
});
