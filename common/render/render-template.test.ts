// eslint-disable-next-line no-restricted-imports -- tests run in Node and read their golden files
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import type { VisualizationData } from './data-schema.js';
import { renderTemplate } from './render-template.js';
import { SvgParseError } from './svg-dom.js';

/**
 * Golden tests: each __golden__/<name>.input.svg is rendered with the data below and compared with
 * __golden__/<name>.output.svg (update with `npx vitest run common/render -u`, then review the diff).
 * Next to each golden, assertions name the rule it checks, so a failure says which rule broke.
 */
const input = (name: string) =>
  readFileSync(new URL(`./__golden__/${name}.input.svg`, import.meta.url), 'utf8');
const golden = (name: string) => `./__golden__/${name}.output.svg`;

function render(name: string, data: VisualizationData, category?: string) {
  const result = renderTemplate(input(name), data, { category });
  // Every output is well-formed XML.
  new DOMParser({
    onError: (level, message) => {
      if (level !== 'warning') throw new Error(message);
    },
  }).parseFromString(result.svg, 'image/svg+xml');
  return result;
}

const attr = (svg: string, name: string) =>
  new RegExp(`<svg[^>]*\\s${name}="([^"]*)"`).exec(svg)?.[1];

describe('rows (§9 row patterns, empty rows, viewBox)', () => {
  it('explicit data-row markers: rows after the last filled one go, content after them moves up 50 per row', async () => {
    const result = render(
      'rows-markers',
      {
        competitors: ['Asana', 'Jira', 'Notion'],
        competitors_details: [{ name: 'Jira', pricing: '$8' }],
      },
      'competitor_analysis',
    );
    await expect(result.svg).toMatchFileSnapshot(golden('rows-markers'));
    expect(result.removedRows).toEqual(['COMPANY_4', 'COMPANY_5']);
    expect(attr(result.svg, 'viewBox')).toBe('0 0 600 320');
    expect(result.svg).toContain('<rect x="10" y="90" width="580" height="160" fill="#f8fafc"/>'); // stretched, not moved
    expect(result.svg).toContain('<line x1="290" y1="90" x2="290" y2="250" stroke="#0f172a"/>'); // stretched, not moved
    expect(result.svg).toContain(
      '<text x="20" y="380" transform="translate(0 -90)">Footer: 3 companies</text>',
    );
    expect(result.svg).toContain(
      '<g transform="rotate(0)"><text x="20" y="400">Fixed note</text></g>',
    ); // data-fixed
    expect(result.svg).not.toContain('data-row');
  });

  it('keeps an empty row below the last filled one', () => {
    const result = render(
      'rows-markers',
      { extractedData: { COMPANY_1: 'Asana', COMPANY_3: 'Notion' } },
      'competitor_analysis',
    );
    expect(result.removedRows).toEqual(['COMPANY_4', 'COMPANY_5']);
    expect(result.svg).toContain('<text x="20" y="180"></text>');
  });

  it('removes rows above MAX_ITEMS even when they have values', () => {
    const svg = input('rows-markers')
      .replace('COMPANY_5', 'COMPANY_6')
      .replace('{{COMPANY_5}}', '{{COMPANY_6}}');
    const result = renderTemplate(svg, {
      extractedData: {
        COMPANY_1: 'A1',
        COMPANY_2: 'B2',
        COMPANY_3: 'C3',
        COMPANY_4: 'D4',
        COMPANY_6: 'F6',
      },
    });
    expect(result.removedRows).toEqual(['COMPANY_6']);
    expect(result.svg).not.toContain('F6');
  });

  it('without markers: finds each row as the outermost group holding only its tags, and never shrinks below 200', async () => {
    const result = render('rows-groups', { competitors: ['Asana'] }, 'competitor_analysis');
    await expect(result.svg).toMatchFileSnapshot(golden('rows-groups'));
    expect(result.removedRows).toEqual(['COMPANY_2', 'COMPANY_3', 'COMPANY_4']);
    expect(result.svg).toContain('<g class="row"><rect x="10" y="100" width="580" height="50"/>');
    expect(result.svg.match(/class="row"/g)).toHaveLength(1);
    expect(result.svg).toContain(
      '<text x="20" y="320" transform="translate(0 -150)">Below the table</text>',
    );
    expect(attr(result.svg, 'viewBox')).toBe('0 0 600 200'); // 340 − 150 = 190 → 200
  });

  it('flat templates: the tagged elements and the untagged shapes in the §9 band of the row (competitors: height 50 from y 100)', async () => {
    const result = render('rows-flat', { competitors: ['Asana'] }, 'competitor_analysis');
    await expect(result.svg).toMatchFileSnapshot(golden('rows-flat'));
    expect(result.removedRows).toEqual(['COMPANY_2', 'COMPANY_3']);
    expect(result.svg).not.toContain('y="150"');
    expect(result.svg).not.toContain('cy="224"');
    expect(attr(result.svg, 'viewBox')).toBe('0 0 600 300');
    expect(attr(result.svg, 'height')).toBe('300'); // a numeric height follows the viewBox
  });

  it('PHASE columns (roadmap: width 150 from x 50) shrink the width and move what is to their right', async () => {
    const result = render(
      'columns-phase',
      {
        phases: [
          { name: 'Beta', timeline: 'Q1' },
          { name: 'GA', timeline: 'Q2' },
        ],
      },
      'product_roadmap',
    );
    await expect(result.svg).toMatchFileSnapshot(golden('columns-phase'));
    expect(result.removedRows).toEqual(['PHASE_3', 'PHASE_4', 'PHASE_5']);
    expect(attr(result.svg, 'viewBox')).toBe('0 0 450 300');
    expect(result.svg).toContain('<text x="820" y="140" transform="translate(-450 0)">End</text>');
    expect(result.svg).toContain('x2="350"');
  });

  it('RISK rows (height 45 from y 90) and SEGMENT rows (height 40 from y 80) in one template', async () => {
    const result = render(
      'rows-risk-segments',
      {
        risks: [
          { name: 'Outage', probability: 4, impact: 5 },
          { name: 'Churn', probability: 2, impact: 2 },
        ],
        segments: ['SMBs'],
      },
      'risk_analysis',
    );
    await expect(result.svg).toMatchFileSnapshot(golden('rows-risk-segments'));
    expect(result.removedRows).toEqual(['RISK_3', 'SEGMENT_2', 'SEGMENT_3']);
    expect(result.svg).toContain('Risk Analysis — 48% (Medium)');
    expect(result.svg).toContain('fill-opacity="0.42"'); // 0.1 + 0.4 × 20 / 25
    expect(result.svg).toContain('fill-opacity="0.164"'); // 0.1 + 0.4 × 4 / 25
    expect(result.svg).not.toContain('cx="590"'); // the untagged dot in risk 3's band
    expect(result.svg).toContain('<g transform="translate(0 250)">');
    expect(result.svg).toContain('<text x="20" y="580" transform="translate(0 -150)">End</text>');
    expect(attr(result.svg, 'viewBox')).toBe('0 0 600 450');
  });
});

describe('merging (§9 numeric attributes, default size, escaping)', () => {
  const data: VisualizationData = {
    competitors: ['<script>alert("x")</script> & Co'],
    competitors_details: [
      {
        features: ['Fast & "safe"', "it's <b>bold</b>"],
        pricing: 'red" onload="alert(1)',
        support: 'N/A',
      },
    ],
  };

  it('escapes values, keeps them out of URLs and handlers, and zeroes empty numeric attributes', async () => {
    const result = render('attributes', data, 'competitor_analysis');
    await expect(result.svg).toMatchFileSnapshot(golden('attributes'));
    const svg = result.svg;
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('<b>');
    expect(svg).toContain('&lt;script&gt;alert("x")&lt;/script&gt; &amp; Co');
    expect(svg).toContain('Fast &amp; "safe" · it\'s &lt;b&gt;bold&lt;/b&gt; &amp; more');
    expect(svg).toContain(
      'aria-label="&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Co"',
    );
    expect(svg).toContain('fill="red onloadalert1"'); // presentation attributes keep only safe characters
    expect(svg).toContain('href=""');
    expect(svg).toContain('xlink:href="https://example.com/"');
    expect(svg).toContain(`onclick="alert('')"`);
    expect(svg).toContain('<rect x="0" y="0" width="0" height="0" rx="0" ry="0" fill="#4f46e5"/>');
    expect(svg).toContain('<circle cx="0" cy="0" r="0"/>');
    expect(svg).toContain('.t { fill: #0f172a } /* {{TITLE}} is not merged here */');
    expect(svg).not.toContain('<!--'); // comments are authoring notes, never output
    expect(svg).not.toContain('<!DOCTYPE');
    expect(attr(svg, 'width')).toBe('100%');
    expect(attr(svg, 'height')).toBe('500');
  });

  it('reports filled, empty and unknown tags in document order', () => {
    const { analysis } = render('attributes', data, 'competitor_analysis');
    expect(analysis).toEqual({
      filled: ['TITLE', 'COMPANY_1', 'FEATURE_1', 'PRICING_1'],
      empty: ['RISK_5_SCORE', 'PRICING_9', 'SUPPORT_1'],
      unknown: ['NOPE', 'MISSING', 'UNKNOWN_TAG'],
    });
  });

  it('keeps a given width and height', () => {
    const { svg } = renderTemplate(
      '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>',
      {},
    );
    expect(svg).toBe('<svg xmlns="http://www.w3.org/2000/svg" width="300" height="200"/>');
    expect(renderTemplate('<svg height="120"/>', {}).svg).toBe(
      '<svg height="120" width="100%" xmlns="http://www.w3.org/2000/svg"/>',
    );
  });

  it('is deterministic', () => {
    expect(render('attributes', data, 'competitor_analysis').svg).toBe(
      render('attributes', data, 'competitor_analysis').svg,
    );
  });

  it('refuses what is not well-formed SVG with the §5 message', () => {
    expect(() => renderTemplate('<svg><g></svg>', {})).toThrow(SvgParseError);
    expect(() => renderTemplate('<svg><g></svg>', {})).toThrow('Failed to parse SVG file');
    expect(() => renderTemplate('<html/>', {})).toThrow('Failed to parse SVG file');
    expect(() => renderTemplate('', {})).toThrow('Failed to parse SVG file');
    expect(() => renderTemplate('<svg><text>&nbsp;</text></svg>', {})).toThrow(
      'Failed to parse SVG file',
    );
  });

  it('applies the chosen colours', () => {
    const { svg } = renderTemplate(input('attributes'), { colors: { '#4F46E5': '#ff0000' } });
    expect(svg).toContain('fill="#ff0000"');
    expect(svg).toContain('.t { fill: #0f172a }');
  });
});

describe('text fitting (long values never overflow)', () => {
  it('wraps into tspans, cuts with an ellipsis and keeps the full value as a tooltip', async () => {
    const result = render(
      'text-fit',
      {
        title: 'Cloud Infrastructure Providers: a Comparison of Pricing and Support',
        competitors: [
          'International Business Machines Corporation Cloud and Cognitive Software Division',
        ],
        competitors_details: [
          {
            features:
              'Multi-tenant Kubernetes service with managed control plane, automatic upgrades and integrated logging',
            limitations: 'Smaller ecosystem of marketplace images; fewer regions in Africa',
            pricing: 'From $0.0123/vCPU-hour',
            support: 'Basic support free; premium extra',
            market_share: '4%',
          },
        ],
      },
      'competitor_analysis',
    );
    await expect(result.svg).toMatchFileSnapshot(golden('text-fit'));
    expect(result.svg).toContain(
      '<title>Multi-tenant Kubernetes service with managed control plane, automatic upgrades and integrated logging</title>',
    );
    expect(result.svg).toContain(
      '<text x="10" y="240"><title>Basic support free; premium extra</title>Basic suppo…</text>',
    );
    expect(result.svg).toContain('<text x="10" y="360">Short 4%</text>');
    expect(result.svg).toMatch(/<text x="10" y="390"><tspan>Multi-tenant/); // existing tspans are left alone
  });
});

describe('conditionals (data-if, data-unless, collapsing)', () => {
  it('with a risk: the empty state collapses, owner shown, mitigation collapses', async () => {
    const result = render(
      'conditionals',
      { risks: [{ name: 'Outage', owner: 'SRE' }] },
      'risk_analysis',
    );
    await expect(result.svg).toMatchFileSnapshot(golden('conditionals'));
    expect(result.svg).not.toContain('No risks were found.');
    expect(result.svg).toContain('Risks: 1');
    expect(result.svg).toContain('Owner: SRE');
    expect(result.svg).not.toContain('Both');
    expect(result.svg).not.toContain('Never shown');
    expect(result.svg).toContain(
      '<text x="10" y="200" transform="translate(0 -100)">After the mitigation</text>',
    );
    expect(attr(result.svg, 'viewBox')).toBe('0 0 400 300');
  });

  it('without risks: only the empty state', () => {
    const { svg } = render('conditionals', {}, 'risk_analysis');
    expect(svg).toContain('No risks were found.');
    expect(svg).not.toContain('Risks:');
    expect(svg).not.toContain('Owner');
    expect(svg).toContain(
      '<text x="10" y="200" transform="translate(0 -40)">After the mitigation</text>',
    );
  });
});
