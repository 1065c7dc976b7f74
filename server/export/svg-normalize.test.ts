import { describe, expect, it } from 'vitest';
import { parseSvg, serializeSvg } from '../../common/render/svg-dom.js';
import { inlineStyleSheets } from './inline-styles.js';
import { pathLength, resolvePathLengths } from './path-length.js';
import { pageSizeOf, standalonePage } from './svg-page.js';

const svg = (attributes: string, inner = '') =>
  parseSvg(`<svg xmlns="http://www.w3.org/2000/svg" ${attributes}>${inner}</svg>`);

describe('making a drawing a file of its own', () => {
  it('sizes the page from width and height, else width and the viewBox, else the viewBox', () => {
    const size = (attributes: string) => pageSizeOf(svg(attributes).documentElement!);
    expect(size('width="300" height="200" viewBox="0 0 30 20"')).toEqual({
      width: 300,
      height: 200,
    });
    expect(size('viewBox="0 0 720 938" width="720"')).toEqual({ width: 720, height: 938 });
    expect(size('viewBox="0 0 720 938" width="360"')).toEqual({ width: 360, height: 469 });
    // The renderer's width="100%" height="500" for a root without a width is a layout size.
    expect(size('viewBox="0 0 300 100" width="100%" height="500"')).toEqual({
      width: 300,
      height: 100,
    });
  });

  it('gives the root a size, viewBox and <title>, and drops the app’s scale-to-fit style', () => {
    const document = svg(
      'width="720" viewBox="0 0 720 400" style="max-width: 100%; height: auto; color: red"',
    );
    standalonePage(document, 'Q3 & Co');
    expect(serializeSvg(document)).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg" width="720" viewBox="0 0 720 400" style="color: red" height="400"><title>Q3 &amp; Co</title></svg>',
    );
  });
});

describe('inlining style sheets', () => {
  it('moves matching rules into style="" by specificity, the element’s own style winning', () => {
    const document = svg(
      '',
      '<style>text { fill: #111111; font-size: 12px } .big { font-size: 30px } #t { fill: #222222 } text:hover { fill: red } g > .big { font-weight: 700 }</style>' +
        '<g><text id="t" class="big" style="font-size: 40px">A</text></g><text>B</text>',
    );
    inlineStyleSheets(document);
    const [a, b] = Array.from(document.getElementsByTagName('text'));
    expect(a!.getAttribute('style')).toBe('fill: #222222; font-size: 40px; font-weight: 700');
    expect(b!.getAttribute('style')).toBe('fill: #111111; font-size: 12px');
    expect(document.getElementsByTagName('style').length).toBe(0);
  });
});

describe('resolving pathLength for viewers that ignore it', () => {
  it('scales a ring’s dashes to its circumference', () => {
    const document = svg(
      '',
      '<circle r="70" pathLength="100" stroke-dasharray="40 100" stroke-dashoffset="25"/>' +
        '<rect width="10" height="10" pathLength="4" style="stroke-dasharray: 1 1"/>',
    );
    resolvePathLengths(document);
    const [circle] = Array.from(document.getElementsByTagName('circle'));
    expect(circle!.hasAttribute('pathLength')).toBe(false);
    expect(circle!.getAttribute('stroke-dasharray')).toBe('175.929 439.823');
    expect(circle!.getAttribute('stroke-dashoffset')).toBe('109.956');
    const [rect] = Array.from(document.getElementsByTagName('rect'));
    expect(rect!.getAttribute('style')).toBe('stroke-dasharray: 10 10');
  });

  it('measures paths: lines, arcs and curves', () => {
    expect(pathLength('M0 0 H10 V10 Z')).toBeCloseTo(20 + Math.SQRT2 * 10, 6);
    expect(pathLength('M 10 0 A 10 10 0 1 1 -10 0 A 10 10 0 1 1 10 0')).toBeCloseTo(
      2 * Math.PI * 10,
      1,
    );
    // A straight cubic and quadratic are as long as their chord.
    expect(pathLength('M0 0 C 10 0 20 0 30 0')).toBeCloseTo(30, 3);
    expect(pathLength('M0 0 q 5 5 10 10')).toBeCloseTo(Math.hypot(10, 10), 3);
  });
});
