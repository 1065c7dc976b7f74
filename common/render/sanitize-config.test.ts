import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import {
  SVG_SANITIZE_CONFIG,
  addSvgSanitizeHooks,
  isSafeAttributeValue,
  isSafeCss,
  isSafeReference,
} from './sanitize-config.js';
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
    expect(isSafeCss('fill: #fff; clip-path: url(#c)')).toBe(true);
    expect(isSafeCss("fill: url('#g')")).toBe(true);
    expect(isSafeCss('fill: url(https://x.example/#g)')).toBe(false);
    expect(isSafeCss('@import "x.css"')).toBe(false);
    expect(isSafeCss('width: expression(alert(1))')).toBe(false);
  });

  it('attributes: url() only into the document', () => {
    expect(isSafeAttributeValue('fill', 'url(#g)')).toBe(true);
    expect(isSafeAttributeValue('filter', 'url(https://x.example/f.svg#f)')).toBe(false);
    expect(isSafeAttributeValue('xlink:href', '#g')).toBe(true);
    expect(isSafeAttributeValue('href', 'http://x.example')).toBe(false);
    expect(isSafeAttributeValue('x', '10')).toBe(true);
  });
});
