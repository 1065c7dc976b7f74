import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Category } from '../../../../common/categories.js';
import { projectRoot } from '../../../paths.js';

/**
 * The four built-in templates, one per category. The SVG files next to this module are the
 * source of truth (edit them, not a copy); they are read from the project root so the same path
 * works from server/ (tsx) and dist/server/ (built). Merge tags and render directives are
 * documented in common/render/README.md.
 */
export interface DefaultTemplate {
  /** Stable identifier of the built-in template. */
  key: string;
  name: string;
  category: Category;
  svgContent: string;
  /** Tells an LLM exactly which JSON to extract for this template. */
  aiPrompt: string;
  /** A short description, shown as the template's content. */
  content: string;
}

const DEFAULTS_FOLDER = resolve(projectRoot, 'server/features/templates/defaults');

function svg(file: string): string {
  return readFileSync(resolve(DEFAULTS_FOLDER, file), 'utf8');
}

const SHARED_RULES = `Rules:
- Answer with one JSON object and nothing else (no Markdown, no comments).
- Use only what the document states. When it does not state something, leave the field out or set it to null. Never write placeholders such as "N/A", "Unknown", "TBD", "Company X" or "Competitor A", and never invent names, numbers or dates.
- Keep every value short enough for a chart: names up to 40 characters, other values up to 80 characters, list items up to 60 characters. Shorten long sentences to their key phrase; keep numbers, currencies and dates exactly as written.
- At most 5 items per list, the most important first. Write in the language of the document.
- Do not fill "extractedData": the template's merge tags are computed from the fields above.`;

const COMPETITOR_PROMPT = `You extract a competitor analysis from a business document for the "Competitor Analysis Chart" template: a comparison table with one row per competitor and the columns Company, Features, Pricing, Market, Support and Limitations.

Return JSON of this shape:
{
  "title": "short chart title, e.g. 'Project Management Tools 2025' (optional)",
  "subject": "the document's own product or company, if it compares itself with the others (optional)",
  "competitors": ["name of competitor 1", "..."],
  "competitors_details": [
    {
      "name": "same name as in competitors",
      "features": ["key feature", "..."],
      "pricing": "price or plan, e.g. 'From $9/user/month' or 'Free up to 10 users'",
      "market_share": "market share or position, e.g. '31%' or 'Leader in EMEA'",
      "support": "support offering, e.g. '24/7 chat on Business plan'",
      "limitations": ["main weakness", "..."]
    }
  ],
  "competitor_analysis": "one or two sentences summarising the competitive landscape (optional)"
}

Merge tags this fills (n = 1 to 5, in the order of "competitors"): COMPANY_n (name), FEATURE_n (features), PRICING_n, MARKET_n (market_share), SUPPORT_n, LIMIT_n (limitations), TITLE, SUMMARY (competitor_analysis).
Competitors are the companies or products being compared (include the document's own product when it appears as a row or column of the comparison). Up to 4 features and 3 limitations per company.

${SHARED_RULES}`;

const ROADMAP_PROMPT = `You extract a product roadmap from a business document for the "Product Roadmap Timeline" template: a vertical timeline of phases (each with its features) followed by a list of dated milestones.

Return JSON of this shape:
{
  "title": "short roadmap title (optional)",
  "phases": [
    {
      "name": "phase, release or stage name, e.g. 'MVP launch', 'v2.0', 'Now'",
      "timeline": "when it happens, as written, e.g. 'Q1 2025' or 'Jan – Mar 2025' (optional)",
      "features": ["feature or deliverable of this phase", "..."]
    }
  ],
  "milestones": [
    { "date": "date as written, e.g. 'March 2025'", "description": "what is reached, e.g. 'Public beta'" }
  ]
}

Merge tags this fills (n = 1 to 5, in chronological order): PHASE_n (name), PHASE_n_TIMELINE, PHASE_n_FEATURES (features joined), PHASE_n_FEATURE_m, MILESTONE_n_DATE, MILESTONE_n_DESC, TITLE.
Phases are the stages of the plan in order (releases, quarters, or Now / Next / Later). Milestones are dated events (launches, releases, deadlines); leave "date" out when the document gives none. Up to 4 features per phase.

${SHARED_RULES}`;

const VALUE_PROPOSITION_PROMPT = `You extract a value proposition canvas from a business document for the "Value Proposition Canvas" template: the value proposition statement, the customer segments, and the value map (products and services, pain relievers, gain creators) facing the customer profile (customer jobs, pains, gains).

Return JSON of this shape:
{
  "title": "short title (optional)",
  "value_proposition": "the value proposition in one sentence (optional)",
  "segments": ["customer segment: who the customers are", "..."],
  "jobs": ["what the customers are trying to get done", "..."],
  "pains": ["customer frustration, risk or obstacle", "..."],
  "gains": ["outcome or benefit the customers want", "..."],
  "products": ["product or service offered", "..."],
  "relievers": ["how the offer removes a pain", "..."],
  "creators": ["how the offer creates a gain", "..."]
}

Merge tags this fills (n = 1 to 5): VALUE_PROPOSITION, SEGMENT_n, JOB_n, PAIN_n, GAIN_n, PRODUCT_n, RELIEVER_n, CREATOR_n, TITLE.
Put each statement in the one list it belongs to; pain relievers answer pains and gain creators answer gains, so keep them in a matching order when the document pairs them.

${SHARED_RULES}`;

const RISK_PROMPT = `You extract a risk analysis from a business document for the "Risk Analysis Matrix" template: an overall risk score, a 5 × 5 probability / impact matrix and one card per risk.

Return JSON of this shape:
{
  "title": "short title (optional)",
  "risks": [
    {
      "name": "what could go wrong, as a short phrase",
      "probability": 3,
      "impact": 4,
      "mitigation": "how the risk is reduced or handled",
      "owner": "person, role or team responsible (optional)"
    }
  ]
}

Merge tags this fills (n = 1 to 5, most severe first): RISK_n (name), RISK_n_PROBABILITY, RISK_n_IMPACT, RISK_n_MITIGATION, RISK_n_OWNER, TITLE. The score, level and matrix position of each risk and the overall score are computed from probability and impact.
"probability" and "impact" are whole numbers from 1 to 5. Convert the document's own scale: words very low / rare = 1, low / unlikely = 2, medium / moderate / possible = 3, high / likely = 4, very high / critical / almost certain = 5, but on a three-step scale with no "very" steps low = 1, medium = 3, high = 5; percentages 0-20% = 1, 21-40% = 2, 41-60% = 3, 61-80% = 4, 81-100% = 5; a 0-10 scale divided by 2 and rounded up. Leave them out when the document rates neither.

${SHARED_RULES}`;

export const DEFAULT_TEMPLATES: readonly DefaultTemplate[] = [
  {
    key: 'default-competitor-analysis',
    name: 'Competitor Analysis Chart',
    category: 'competitor_analysis',
    svgContent: svg('competitor-analysis.svg'),
    aiPrompt: COMPETITOR_PROMPT,
    content:
      'Comparison table of up to five competitors: features, pricing, market share, support and limitations, with an optional summary.',
  },
  {
    key: 'default-product-roadmap',
    name: 'Product Roadmap Timeline',
    category: 'product_roadmap',
    svgContent: svg('product-roadmap.svg'),
    aiPrompt: ROADMAP_PROMPT,
    content:
      'Vertical timeline of up to five phases with their timing and features, followed by up to five dated milestones.',
  },
  {
    key: 'default-value-proposition',
    name: 'Value Proposition Canvas',
    category: 'value_proposition',
    svgContent: svg('value-proposition.svg'),
    aiPrompt: VALUE_PROPOSITION_PROMPT,
    content:
      'Value proposition statement and customer segments, then the value map (products, pain relievers, gain creators) facing the customer profile (jobs, pains, gains).',
  },
  {
    key: 'default-risk-analysis',
    name: 'Risk Analysis Matrix',
    category: 'risk_analysis',
    svgContent: svg('risk-analysis.svg'),
    aiPrompt: RISK_PROMPT,
    content:
      'Overall risk score gauge, a 5 × 5 probability / impact matrix and one card per risk (up to five) with its rating, mitigation and owner.',
  },
];

export function defaultTemplateFor(category: Category): DefaultTemplate {
  const template = DEFAULT_TEMPLATES.find((t) => t.category === category);
  if (!template) throw new Error(`No default template for ${category}`);
  return template;
}

/**
 * Seeding plan, idempotent and never overwriting: the defaults whose category has no template yet.
 * A template an admin created or edited for a category keeps that category covered.
 */
export function defaultTemplatesToSeed(
  existing: readonly { category: string }[],
): DefaultTemplate[] {
  const covered = new Set(existing.map((t) => t.category));
  return DEFAULT_TEMPLATES.filter((t) => !covered.has(t.category));
}
