import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  SVG_SANITIZE_CONFIG,
  addSvgSanitizeHooks,
  isSafeAttributeValue,
  isSafeReference,
} from './sanitize-config.js';
import { isSafeCssValue, isSafeDeclarations, isSafeStyleSheet } from './sanitize-css.js';
import { parseSvg, serializeSvg } from './svg-dom.js';

/** The server's way: DOMPurify on a jsdom window, the result serialised as XML. */
const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
addSvgSanitizeHooks(purify);

function sanitize(svg: string): string {
  const fragment = purify.sanitize(svg, { ...SVG_SANITIZE_CONFIG, RETURN_DOM_FRAGMENT: true });
  const root = fragment.firstElementChild;
  return root ? new window.XMLSerializer().serializeToString(root) : '';
}

const PAYLOADS = [
  '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="10" height="10"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect onclick="alert(1)" onmouseover="alert(2)" width="10" height="10"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><text>x</text></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="jav&#x09;ascript:alert(1)"><text>x</text></a></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><iframe srcdoc="&lt;script&gt;alert(1)&lt;/script&gt;"></iframe></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><foreignObject><img src="x" onerror="alert(1)"/></foreignObject></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><use href="https://evil.example/sprite.svg#x"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><image href="https://evil.example/pixel.png" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><image href="//evil.example/pixel.png" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><animate attributeName="href" to="javascript:alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><iframe src="javascript:alert(1)"></iframe><embed src="x.swf"/><object data="x"></object></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>@import url(https://evil.example/x.css); rect { fill: red }</style><rect width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect style="fill: url(https://evil.example/x.svg#p)" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><rect fill="url(https://evil.example/x.svg#p)" width="1" height="1"/></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><filter id="f"><feImage href="https://evil.example/x.png"/></filter></svg>',
  '<svg xmlns="http://www.w3.org/2000/svg"><style>rect { background: \\75 rl(https://evil.example) }</style></svg>',
];

describe('SVG_SANITIZE_CONFIG with DOMPurify + jsdom', () => {
  it.each(PAYLOADS)('neutralises %s', (payload) => {
    const clean = sanitize(payload);
    expect(clean).not.toMatch(
      /<script|onload|onclick|onmouseover|onerror|javascript:|<foreignObject|<iframe|<embed|<object|<use|<animate|<set|evil\.example|\\75/i,
    );
  });

  it('keeps merge tags, render directives, aria, titles, gradients, clip paths and same-document references', () => {
    const template = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100" role="img" aria-label="{{TITLE}}">
  <defs><linearGradient id="g"><stop offset="0" stop-color="#4f46e5"/></linearGradient><clipPath id="c"><rect width="10" height="10" rx="2"/></clipPath></defs>
  <title>{{TITLE}}</title>
  <g data-row="COMPANY_1" data-row-size="80" clip-path="url(#c)">
    <rect fill="url(#g)" fill-opacity="{{RISK_1_OPACITY}}" width="10" height="10"/>
    <text x="1" y="2" data-wrap="120" data-max-lines="2" data-valign="middle" text-anchor="end" dominant-baseline="middle" letter-spacing="0.6">{{COMPANY_1}}</text>
  </g>
  <circle r="5" pathLength="100" stroke-dasharray="{{RISK_SCORE_VALUE}} 100" transform="rotate(-90 50 50)"/>
  <a href="#g"><text>link</text></a>
  <image href="data:image/png;base64,iVBORw0KGgo=" width="1" height="1"/>
</svg>`;
    const clean = sanitize(template);
    for (const kept of [
      '{{TITLE}}',
      'data-row="COMPANY_1"',
      'data-row-size="80"',
      'data-wrap="120"',
      'data-valign="middle"',
      'fill-opacity="{{RISK_1_OPACITY}}"',
      'fill="url(#g)"',
      'clip-path="url(#c)"',
      '<linearGradient id="g">',
      '<clipPath id="c">',
      'viewBox="0 0 100 100"',
      'pathLength="100"',
      'stroke-dasharray="{{RISK_SCORE_VALUE}} 100"',
      'href="#g"',
      'href="data:image/png;base64,iVBORw0KGgo="',
      'aria-label="{{TITLE}}"',
      'dominant-baseline="middle"',
    ]) {
      expect(clean).toContain(kept);
    }
  });

  it('serialises to XML the renderer can parse, even with a no-break space', () => {
    const clean = sanitize(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>a\u00a0b &amp; {{COMPANY_1}}</text></svg>',
    );
    expect(serializeSvg(parseSvg(clean))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><text>a\u00a0b &amp; {{COMPANY_1}}</text></svg>',
    );
  });
});

describe('the checks behind the hooks', () => {
  it('references: only #id and inline raster images', () => {
    expect(isSafeReference('#grad')).toBe(true);
    expect(isSafeReference('data:image/webp;base64,AAAA')).toBe(true);
    expect(isSafeReference('data:image/svg+xml;base64,AAAA')).toBe(false);
    expect(isSafeReference('https://x.example/a.png')).toBe(false);
    expect(isSafeReference('//x.example/a.png')).toBe(false);
    expect(isSafeReference('a.png')).toBe(false);
  });

  it('CSS: no loading, no scripting', () => {
    expect(isSafeDeclarations('fill: #fff; clip-path: url(#c)')).toBe(true);
    expect(isSafeDeclarations("fill: url('#g')")).toBe(true);
    expect(isSafeDeclarations('fill: url(https://x.example/#g)')).toBe(false);
    expect(isSafeDeclarations('@import "x.css"')).toBe(false);
    expect(isSafeDeclarations('width: expression(alert(1))')).toBe(false);
  });

  it('attributes: url() only into the document', () => {
    expect(isSafeAttributeValue('fill', 'url(#g)')).toBe(true);
    expect(isSafeAttributeValue('filter', 'url(https://x.example/f.svg#f)')).toBe(false);
    expect(isSafeAttributeValue('xlink:href', '#g')).toBe(true);
    expect(isSafeAttributeValue('href', 'http://x.example')).toBe(false);
    expect(isSafeAttributeValue('x', '10')).toBe(true);
  });
});

/** Issue 14, hole 1: CSS that passed the old regex filter with escapes and url-less functions. */
const HOSTILE_SHEETS = [
  '@\\import "/x.css"; rect { fill: red }',
  '@im\\port url(/x.css);',
  '@\\69mport "/x.css";',
  'rect { fill: u\\rl(/x.svg#p) }',
  'rect { fill: U\\R\\L(/x.svg#p) }',
  'rect { fill: \\75 rl(/x.svg#p) }',
  'rect { mask: image-set("/x.png" 1x) }',
  'rect { mask: i\\mage-set("/x.png" 1x) }',
  'rect { mask: -webkit-image-set("/x.png" 1x) }',
  'rect { mask: image("/x.png") }',
  'rect { mask: element(#x) }',
  'rect { mask: cross-fade(image-set("/a.png" 1x) 50%, red) }',
  'rect { cursor: src("/x.cur"), auto }',
  ':host { display: none }',
  ':\\host { display: none }',
  ':host(.open) rect { fill: red }',
  ':host-context(body) rect { fill: red }',
  ':root, html, body { display: none }',
  'rect, BODY { fill: red }',
  '::slotted(*) { color: red }',
  'rect::part(x) { color: red }',
  '@font-face { font-family: x; src: local(x) }',
  '@\\namespace svg "http://www.w3.org/2000/svg";',
  '@media all { rect { fill: red } }',
  'rect { --p: red; fill: var(--p) }',
  'rect { fill: red } } :host { display: none }',
  'rect { fill: attr(data-x) }',
  'rect { background: red }',
];

const HOSTILE_DECLARATIONS = [
  'fill: u\\rl(/x.svg#p)',
  'mask: image-set("/x.png" 1x)',
  'mask: im\\age-set("/x.png" 1x)',
  'cursor: u\\rl(/x.cur), auto',
  'f\\ill: red; background: url(/x.png)',
  'position: fixed; inset: 0; z-index: 9999',
];

const withSheet = (css: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><style>${css.replace(/</g, '&lt;')}</style><rect width="1" height="1"/></svg>`;
const withStyle = (css: string) =>
  `<svg xmlns="http://www.w3.org/2000/svg"><rect style="${css.replace(/"/g, '&quot;')}" width="1" height="1"/></svg>`;
const BARE = '<svg xmlns="http://www.w3.org/2000/svg"><rect width="1" height="1"/></svg>';

describe('CSS, judged on its syntax tree (issue 14, hole 1)', () => {
  it.each(HOSTILE_SHEETS)('empties the <style> sheet %s', (css) => {
    expect(isSafeStyleSheet(css)).toBe(false);
    expect(sanitize(withSheet(css))).toBe(
      '<svg xmlns="http://www.w3.org/2000/svg"><style/><rect width="1" height="1"/></svg>',
    );
  });

  it.each(HOSTILE_DECLARATIONS)('drops the style attribute %s', (css) => {
    expect(isSafeDeclarations(css)).toBe(false);
    expect(sanitize(withStyle(css))).toBe(BARE);
  });

  it.each([
    ['fill', 'u\\rl(/x.svg#p)'],
    ['stroke', '\\75 rl(/x.svg#p)'],
    ['mask', 'image-set(&quot;/x.png&quot; 1x)'],
    ['filter', 'u\\rl(/f.svg#f)'],
    ['marker-end', 'u\\rl(/m.svg#m)'],
  ])('drops the presentation attribute %s="%s"', (name, value) => {
    expect(sanitize(BARE.replace('<rect ', `<rect ${name}="${value}" `))).toBe(BARE);
  });

  it('keeps sheets and styles that only paint the drawing, byte for byte', () => {
    const sheets = [
      '.st0{fill:#FFFFFF;stroke:#000000;stroke-miterlimit:10;}',
      '.t { fill: #0f172a } /* {{TITLE}} is not merged here */',
      '.cls-1 { font-family: "Inter Variable", Inter, sans-serif; font-weight: 700 }',
      'g > text:nth-child(2n+1), rect:not(.a) ~ circle { fill: rgb(10 20 30 / 50%) }',
      '#bar:hover { fill-opacity: calc(50% + 0.1); transform: translateX(2px) rotate(45deg) }',
      'rect { fill: url(#g); clip-path: url("#c") }',
    ];
    for (const css of sheets) {
      expect(isSafeStyleSheet(css)).toBe(true);
      expect(sanitize(withSheet(css))).toContain(`<style>${css.replace(/>/g, '&gt;')}</style>`);
    }
    for (const css of ['max-width: 100%; height: auto', 'opacity: {{PRICING_1}}', '']) {
      expect(isSafeDeclarations(css)).toBe(true);
    }
    for (const value of ['url(#g)', '#4F46E5', 'none', 'currentColor', '{{COLOR_1}}'])
      expect(isSafeCssValue(value)).toBe(true);
  });
});
