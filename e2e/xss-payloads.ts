/**
 * Known SVG XSS payloads for e2e/xss.spec.ts: each records its id in window.__xss, opens a dialog
 * or reaches outside the app when it runs.
 */

/** Where an external reference points: nothing listens there. */
export const EXTERNAL = 'http://127.0.0.1:1';

/** Script that records which payload ran. */
export const mark = (id: string, target = 'window') =>
  `(${target}.__xss=${target}.__xss||[]).push('${id}')`;
const base64 = (text: string) => Buffer.from(text).toString('base64');

/** A clickable, hoverable probe, so handlers and links that need a user gesture get one. */
const PROBE = '<rect data-probe="click" x="10" y="10" width="180" height="80" fill="#cbd5e1"/>';

function svg(inner: string, rootAttributes = ''): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 200 100" width="200" height="100"${rootAttributes ? ` ${rootAttributes}` : ''}>${inner}</svg>`;
}

export const PAYLOADS: { id: string; svg: string }[] = [
  { id: 'script', svg: svg(`<script>${mark('script')}</script>${PROBE}`) },
  {
    id: 'script-cdata',
    svg: svg(`<script type="text/javascript"><![CDATA[${mark('script-cdata')}]]></script>${PROBE}`),
  },
  {
    id: 'script-href',
    svg: svg(
      `<script href="data:text/javascript;base64,${base64(mark('script-href'))}"></script>${PROBE}`,
    ),
  },
  { id: 'svg-onload', svg: svg(PROBE, `onload="${mark('svg-onload')}"`) },
  {
    id: 'nested-svg-onload',
    svg: svg(`<svg onload="${mark('nested-svg-onload')}">${PROBE}</svg>`),
  },
  {
    id: 'image-onerror',
    svg: svg(
      `${PROBE}<image href="data:image/png;base64,AAAA" width="10" height="10" onerror="${mark('image-onerror')}"/>`,
    ),
  },
  {
    id: 'image-onerror-alert',
    svg: svg(
      `${PROBE}<image xlink:href="data:image/png;base64,AAAA" width="10" height="10" onerror="alert('image-onerror-alert')"/>`,
    ),
  },
  { id: 'rect-onclick', svg: svg(PROBE.replace('/>', ` onclick="${mark('rect-onclick')}"/>`)) },
  {
    id: 'rect-onmouseover',
    svg: svg(
      PROBE.replace(
        '/>',
        ` onmouseover="${mark('rect-onmouseover')}" onfocus="${mark('rect-onfocus')}"/>`,
      ),
    ),
  },
  {
    id: 'animate-onbegin',
    svg: svg(
      `${PROBE}<animate attributeName="x" from="0" to="1" dur="1s" onbegin="${mark('animate-onbegin')}"/>`,
    ),
  },
  {
    id: 'set-onbegin',
    svg: svg(`${PROBE}<set attributeName="x" to="1" onbegin="${mark('set-onbegin')}"/>`),
  },
  {
    id: 'discard-onbegin',
    svg: svg(`${PROBE}<discard onbegin="${mark('discard-onbegin')}"/>`),
  },
  {
    id: 'a-xlink-href-js',
    svg: svg(`<a xlink:href="javascript:void(${mark('a-xlink-href-js')})">${PROBE}</a>`),
  },
  { id: 'a-href-js', svg: svg(`<a href="javascript:void(${mark('a-href-js')})">${PROBE}</a>`) },
  {
    id: 'a-href-js-entities',
    svg: svg(`<a href="&#106;ava&#x73;cript&#58;void(${mark('a-href-js-entities')})">${PROBE}</a>`),
  },
  {
    id: 'a-href-js-whitespace',
    svg: svg(`<a href=" &#x9;javascript:void(${mark('a-href-js-whitespace')})">${PROBE}</a>`),
  },
  {
    id: 'animate-href-js',
    svg: svg(
      `<a>${PROBE}<animate attributeName="href" to="javascript:void(${mark('animate-href-js')})" begin="0s" fill="freeze"/></a>`,
    ),
  },
  {
    id: 'animate-xlink-values-js',
    svg: svg(
      `<a>${PROBE}<animate attributeName="xlink:href" values="javascript:void(${mark('animate-xlink-values-js')})" begin="0s" fill="freeze"/></a>`,
    ),
  },
  {
    id: 'set-href-js',
    svg: svg(
      `<a>${PROBE}<set attributeName="href" to="javascript:void(${mark('set-href-js')})"/></a>`,
    ),
  },
  {
    id: 'use-data-svg',
    svg: svg(
      `${PROBE}<use href="data:image/svg+xml;base64,${base64(svg('<g id="x"/>', `id="x" onload="${mark('use-data-svg')}"`))}#x"/>`,
    ),
  },
  { id: 'use-external', svg: svg(`${PROBE}<use href="${EXTERNAL}/sprite.svg#icon"/>`) },
  {
    id: 'foreignobject-iframe-srcdoc',
    svg: svg(
      `${PROBE}<foreignObject width="200" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" srcdoc="&lt;script&gt;${mark('foreignobject-iframe-srcdoc', 'parent')}&lt;/script&gt;"></iframe></foreignObject>`,
    ),
  },
  {
    id: 'foreignobject-iframe-js',
    svg: svg(
      `${PROBE}<foreignObject width="200" height="100"><iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:${mark('foreignobject-iframe-js', 'parent')}"></iframe></foreignObject>`,
    ),
  },
  {
    id: 'foreignobject-img',
    svg: svg(
      `${PROBE}<foreignObject width="200" height="100"><img xmlns="http://www.w3.org/1999/xhtml" src="data:image/png;base64,AAAA" onerror="${mark('foreignobject-img')}"/></foreignObject>`,
    ),
  },
  {
    id: 'foreignobject-object',
    svg: svg(
      `${PROBE}<foreignObject width="200" height="100"><object xmlns="http://www.w3.org/1999/xhtml" data="data:text/html;base64,${base64(`<script>${mark('foreignobject-object', 'parent')}</script>`)}"></object><embed xmlns="http://www.w3.org/1999/xhtml" src="${EXTERNAL}/embed.swf"/></foreignObject>`,
    ),
  },
  {
    id: 'style-breakout',
    svg: svg(
      `${PROBE}<style><img src="data:image/png;base64,AAAA" onerror="${mark('style-breakout')}"/></style>`,
    ),
  },
  {
    id: 'title-cdata-breakout',
    svg: svg(
      `${PROBE}<title><![CDATA[</title><img src="data:image/png;base64,AAAA" onerror="${mark('title-cdata-breakout')}">]]></title>`,
    ),
  },
  {
    id: 'desc-cdata-breakout',
    svg: svg(
      `${PROBE}<desc><![CDATA[</desc></svg><img src="data:image/png;base64,AAAA" onerror="${mark('desc-cdata-breakout')}">]]></desc>`,
    ),
  },
  {
    id: 'mathml-namespace-confusion',
    svg: svg(
      `${PROBE}<foreignObject width="200" height="100"><math xmlns="http://www.w3.org/1998/Math/MathML"><mtext><table xmlns="http://www.w3.org/1999/xhtml"><mglyph><style><img src="data:image/png;base64,AAAA" onerror="${mark('mathml-namespace-confusion')}"/></style></mglyph></table></mtext></math></foreignObject>`,
    ),
  },
  {
    id: 'iframe-in-svg',
    svg: svg(
      `${PROBE}<iframe xmlns="http://www.w3.org/1999/xhtml" src="javascript:${mark('iframe-in-svg', 'parent')}"></iframe>`,
    ),
  },
  {
    id: 'handler-element',
    svg: svg(
      `${PROBE}<handler xmlns:ev="http://www.w3.org/2001/xml-events" ev:event="load" type="application/ecmascript">${mark('handler-element')}</handler>`,
    ),
  },
  {
    id: 'style-attribute-urls',
    svg: svg(
      `<rect data-probe="click" x="10" y="10" width="180" height="80" style="fill: url(javascript:void(${mark('style-attribute-urls')})); stroke: url('${EXTERNAL}/stroke.svg#p'); background-image: url(${EXTERNAL}/bg.png)"/>`,
    ),
  },
  {
    id: 'style-sheet-urls',
    svg: svg(
      `<style>@import url("${EXTERNAL}/import.css"); rect { fill: url(${EXTERNAL}/fill.svg#p); } svg { background: url(${EXTERNAL}/sheet-bg.png); }</style>${PROBE}`,
    ),
  },
  {
    id: 'style-sheet-escaped-url',
    svg: svg(`<style>svg { background: \\75 rl(${EXTERNAL}/escaped-bg.png); }</style>${PROBE}`),
  },
  {
    id: 'style-sheet-escaped-import',
    svg: svg(`<style>@\\import "${EXTERNAL}/escaped-import.css";</style>${PROBE}`),
  },
  {
    id: 'style-sheet-letter-escaped-url',
    svg: svg(`<style>rect { fill: u\\rl(${EXTERNAL}/letter-escaped.svg#p); }</style>${PROBE}`),
  },
  {
    id: 'style-sheet-image-set',
    svg: svg(`<style>rect { mask: image-set("${EXTERNAL}/image-set.png" 1x); }</style>${PROBE}`),
  },
  {
    id: 'fill-escaped-url',
    svg: svg(`${PROBE.replace('fill="#cbd5e1"', `fill="u\\rl(${EXTERNAL}/escaped-fill.svg#g)"`)}`),
  },
  {
    id: 'fill-url-external',
    svg: svg(`${PROBE.replace('fill="#cbd5e1"', `fill="url(${EXTERNAL}/fill.svg#g)"`)}`),
  },
  {
    id: 'image-external',
    svg: svg(`${PROBE}<image href="${EXTERNAL}/image.png" width="20" height="20"/>`),
  },
  {
    id: 'image-xlink-external',
    svg: svg(`${PROBE}<image xlink:href="${EXTERNAL}/xlink-image.png" width="20" height="20"/>`),
  },
  {
    id: 'feimage-external',
    svg: svg(
      `<defs><filter id="f"><feImage href="${EXTERNAL}/feimage.png"/></filter></defs>${PROBE.replace('/>', ' filter="url(#f)"/>')}`,
    ),
  },
  {
    id: 'textpath-external',
    svg: svg(`${PROBE}<text><textPath href="${EXTERNAL}/path.svg#p">text</textPath></text>`),
  },
];
