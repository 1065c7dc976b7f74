import createDOMPurify from 'dompurify';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { DOMParser } from '@xmldom/xmldom';
import type { Category } from '../../../../common/categories.js';
import { CATEGORIES } from '../../../../common/categories.js';
import type { VisualizationData } from '../../../../common/render/index.js';
import {
  MERGE_TAGS_BY_CATEGORY,
  inspectTemplate,
  renderTemplate,
  visualizationDataSchemaFor,
} from '../../../../common/render/index.js';
import {
  SVG_SANITIZE_CONFIG,
  addSvgSanitizeHooks,
} from '../../../../common/render/sanitize-config.js';
import {
  DEFAULT_TEMPLATES,
  defaultTemplateFor,
  defaultTemplatesToSeed,
} from './default-templates.js';

const LONG =
  'An unusually long value that goes on and on, well beyond what any cell, card or line of a template can show at once';

/** Realistic data with `count` items (0–5) per list. */
function sample(category: Category, count: number, long = false): VisualizationData {
  const text = (value: string) => (long ? `${value} — ${LONG}` : value);
  const range = Array.from({ length: count }, (_, i) => i + 1);
  switch (category) {
    case 'competitor_analysis':
      return {
        competitors: range.map((n) =>
          text(['Asana', 'Monday.com', 'Jira Software', 'ClickUp', 'Notion'][n - 1] as string),
        ),
        competitors_details: range.map((n) => ({
          name: text(
            ['Asana', 'Monday.com', 'Jira Software', 'ClickUp', 'Notion'][n - 1] as string,
          ),
          features: ['Timeline', 'Portfolios', text('Workload')],
          pricing: text(`From $${n + 6}.99/user/month`),
          market_share: text(`${n * 6}%`),
          support: text('24/7 chat on Business'),
          limitations: [text('No native time tracking')],
        })),
        competitor_analysis: count ? text('Jira leads with engineering teams.') : null,
      };
    case 'product_roadmap':
      return {
        phases: range.map((n) => ({
          name: text(`Phase ${n}`),
          timeline: text(`Q${n} 2025`),
          features: ['SSO', text('Audit log')],
        })),
        milestones: range.map((n) => ({
          date: text(`Mar ${n}, 2025`),
          description: text(`Milestone ${n} reached`),
        })),
      };
    case 'value_proposition': {
      const list = (label: string) => range.map((n) => text(`${label} ${n}`));
      return {
        value_proposition: count ? text('Turn documents into decisions') : undefined,
        segments: list('Segment'),
        jobs: list('Job'),
        pains: list('Pain'),
        gains: list('Gain'),
        products: list('Product'),
        relievers: list('Reliever'),
        creators: list('Creator'),
      };
    }
    case 'risk_analysis':
      return {
        risks: range.map((n) => ({
          name: text(`Risk ${n}`),
          probability: ((n * 2) % 5) + 1,
          impact: ((n * 3) % 5) + 1,
          mitigation: text('Second supplier'),
          owner: text('Procurement'),
        })),
      };
  }
}

const { window } = new JSDOM('');
const purify = createDOMPurify(window as unknown as Parameters<typeof createDOMPurify>[0]);
addSvgSanitizeHooks(purify);
const sanitize = (svg: string) => {
  const root = purify.sanitize(svg, {
    ...SVG_SANITIZE_CONFIG,
    RETURN_DOM_FRAGMENT: true,
  }).firstElementChild;
  return root ? new window.XMLSerializer().serializeToString(root) : '';
};
const countElements = (svg: string) =>
  new DOMParser().parseFromString(svg, 'image/svg+xml').getElementsByTagName('*').length;
const viewBoxHeight = (svg: string) => Number(/viewBox="0 0 \d+ (\d+(?:\.\d+)?)"/.exec(svg)?.[1]);

describe.each(DEFAULT_TEMPLATES.map((t) => [t.category, t] as const))(
  'default template %s',
  (category, template) => {
    it('uses only merge tags of its category and recolourable #rrggbb colours from a small palette', () => {
      const inspection = inspectTemplate(template.svgContent, category);
      const unknown = inspection.vocabulary.filter(
        (entry) => !MERGE_TAGS_BY_CATEGORY[category].includes(entry.info as never),
      );
      expect(unknown.map((entry) => entry.tag)).toEqual([]);
      expect(inspection.guessedCategory).toBe(category);
      expect(inspection.colors.length).toBeGreaterThanOrEqual(5);
      expect(inspection.colors.length).toBeLessThanOrEqual(12);
      expect(template.svgContent).not.toMatch(/#[0-9a-f]{3}(?![0-9a-f])|rgb\(|hsl\(/i);
      expect(template.svgContent).toContain(
        `font-family="'Inter Variable', Inter, system-ui, sans-serif"`,
      );
    });

    it('survives the sanitizer unchanged, before and after rendering', () => {
      expect(countElements(sanitize(template.svgContent))).toBe(countElements(template.svgContent));
      const { svg } = renderTemplate(template.svgContent, sample(category, 5, true), { category });
      expect(sanitize(svg)).toBe(svg);
    });

    it('renders 0 to 5 items, shrinking with fewer, with nothing left unmerged', () => {
      const heights = [0, 1, 2, 3, 4, 5].map((count) => {
        const data = visualizationDataSchemaFor(category).parse(sample(category, count));
        const { svg, analysis } = renderTemplate(template.svgContent, data, { category });
        new DOMParser({
          onError: (level, message) => {
            if (level !== 'warning') throw new Error(message);
          },
        }).parseFromString(svg, 'image/svg+xml');
        expect(svg).not.toMatch(/\{\{|NaN|undefined|data-row|data-wrap/);
        expect(analysis.unknown).toEqual([]);
        return viewBoxHeight(svg);
      });
      for (let i = 1; i < heights.length; i++)
        expect(heights[i]).toBeGreaterThan(heights[i - 1] as number);
      expect(Math.min(...heights)).toBeGreaterThanOrEqual(200);
    });

    it('cuts long values instead of letting them overflow', () => {
      const { svg } = renderTemplate(template.svgContent, sample(category, 5, true), { category });
      expect(svg).toContain('…');
      expect(svg).toContain(`<title>`);
      expect(svg).not.toContain(LONG + '</tspan>');
    });

    it('has a prompt naming every merge tag the template extracts, and the JSON fields behind them', () => {
      const extracted = new Set(
        inspectTemplate(template.svgContent, category)
          .vocabulary.map((entry) => entry.info)
          .filter(
            (info) =>
              info && !info.computed && !info.tag.startsWith('HEADER_') && info.tag !== 'TITLE',
          )
          .map((info) => info?.tag),
      );
      for (const tag of extracted) expect(template.aiPrompt).toContain(tag);
      expect(template.aiPrompt).toContain('JSON');
      expect(template.name.trim()).not.toBe('');
      expect(template.content.trim()).not.toBe('');
    });

    it('renders three items as in its golden file', async () => {
      const { svg } = renderTemplate(template.svgContent, sample(category, 3), { category });
      await expect(svg).toMatchFileSnapshot(`./__golden__/${template.key}.3-items.svg`);
    });
  },
);

describe('default templates', () => {
  it('say when an item has nothing for a field instead of leaving a blank: a muted note or dash', () => {
    const roadmap = renderTemplate(
      defaultTemplateFor('product_roadmap').svgContent,
      {
        phases: [
          { name: 'Discovery', timeline: 'Q1', features: [] },
          { name: 'Launch', timeline: 'Q2', features: ['SSO'] },
        ],
        milestones: [],
      },
      { category: 'product_roadmap' },
    ).svg;
    expect(roadmap.match(/No features listed/g)).toHaveLength(1);
    const competitors = renderTemplate(
      defaultTemplateFor('competitor_analysis').svgContent,
      {
        competitors: ['Gitea', 'GitLab'],
        competitors_details: [
          {
            name: 'Gitea',
            features: ['Self-hosted'],
            pricing: 'Free',
            support: null,
            limitations: [],
          },
          {
            name: 'GitLab',
            features: ['CI'],
            pricing: '$29',
            support: 'Email',
            limitations: ['No SSO'],
          },
        ],
        competitor_analysis: null,
      },
      { category: 'competitor_analysis' },
    ).svg;
    // Gitea's support and limitations are empty; every other cell is filled.
    expect(competitors.match(/>—</g)).toHaveLength(2);
  });

  it('draw a milestone’s date pill only when the document gives a date', () => {
    const roadmap = renderTemplate(
      defaultTemplateFor('product_roadmap').svgContent,
      {
        phases: [],
        milestones: [
          { date: 'March 2025', description: 'Public beta' },
          { date: null, description: 'Plugin marketplace' },
        ],
      },
      { category: 'product_roadmap' },
    ).svg;
    expect(roadmap.match(/<rect[^>]*fill="#eef2ff"/g)).toHaveLength(1);
    expect(roadmap).toContain('Plugin marketplace');
  });

  it('cover each category once', () => {
    expect(DEFAULT_TEMPLATES.map((t) => t.category).sort()).toEqual([...CATEGORIES].sort());
    expect(new Set(DEFAULT_TEMPLATES.map((t) => t.key)).size).toBe(4);
    expect(defaultTemplateFor('risk_analysis').key).toBe('default-risk-analysis');
  });

  it('seed only the categories that have no template yet', () => {
    expect(defaultTemplatesToSeed([]).map((t) => t.category)).toEqual([...CATEGORIES]);
    expect(
      defaultTemplatesToSeed([{ category: 'risk_analysis' }, { category: 'product_roadmap' }]).map(
        (t) => t.category,
      ),
    ).toEqual(['competitor_analysis', 'value_proposition']);
    expect(defaultTemplatesToSeed(CATEGORIES.map((category) => ({ category })))).toEqual([]);
  });
});
