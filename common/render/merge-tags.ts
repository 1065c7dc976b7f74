import type { Category } from '../categories.js';
import { CATEGORIES } from '../categories.js';
import { DEFAULT_HEADERS, MAX_ITEMS } from './constants.js';

/**
 * The merge-tag vocabulary: what the renderer fills, what the analyzer extracts and what the AI
 * prompt generator asks for. `n` stands for an item number 1–5, `m` for a sub-item number 1–5.
 */
export interface MergeTagInfo {
  /** The tag as written in a template, with n / m for numbers, e.g. 'COMPANY_n'. */
  tag: string;
  /** What belongs in it. */
  description: string;
  /** Filled by the renderer from other values (counts, scores): never extract it. */
  computed?: boolean;
}

/** Finds {{TAG}} in text; the name is case-insensitive and normalised to upper case. */
export const MERGE_TAG_PATTERN = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

const COMMON_TAGS: MergeTagInfo[] = [
  {
    tag: 'TITLE',
    description:
      'Title of the visualization (defaults to the category name, e.g. "Competitor Analysis")',
  },
  {
    tag: 'SUBTITLE',
    description:
      'One-line summary under the title (defaults to a count such as "3 competitors compared")',
    computed: true,
  },
  {
    tag: 'METRIC_n',
    description: 'Label of the n-th key metric (defaults per category, e.g. "Market share")',
  },
  { tag: 'METRIC_n_VALUE', description: 'Value of the n-th key metric when key_metrics is a map' },
];

const headerTags = (...keys: (keyof typeof DEFAULT_HEADERS)[]): MergeTagInfo[] =>
  keys.map((key) => ({
    tag: key,
    description: `Header label (default "${DEFAULT_HEADERS[key]}")`,
  }));

export const MERGE_TAGS_BY_CATEGORY: Record<Category, readonly MergeTagInfo[]> = {
  competitor_analysis: [
    ...COMMON_TAGS,
    {
      tag: 'SUBJECT',
      description: "The document's own product or company that is compared with the competitors",
    },
    { tag: 'SUMMARY', description: 'A one- or two-sentence summary of the competitive landscape' },
    {
      tag: 'COMPANY_n',
      description:
        'Name of the n-th competitor (a real company or product name, never "Company X")',
    },
    { tag: 'FEATURE_n', description: "The n-th competitor's key features, comma-separated" },
    {
      tag: 'PRICING_n',
      description:
        'The n-th competitor\'s pricing, e.g. "$12/user/month" or "Free tier; paid from $8"',
    },
    {
      tag: 'MARKET_n',
      description:
        'The n-th competitor\'s market share or market position, e.g. "32%" or "Leader in EMEA"',
    },
    {
      tag: 'SUPPORT_n',
      description:
        'The n-th competitor\'s customer support offering, e.g. "24/7 chat, dedicated CSM"',
    },
    { tag: 'LIMIT_n', description: "The n-th competitor's main limitations or weaknesses" },
    { tag: 'COMPANY_COUNT', description: 'Number of competitors shown', computed: true },
    ...headerTags(
      'HEADER_COMPANY',
      'HEADER_FEATURES',
      'HEADER_PRICING',
      'HEADER_MARKET',
      'HEADER_SUPPORT',
      'HEADER_LIMITATIONS',
    ),
  ],
  product_roadmap: [
    ...COMMON_TAGS,
    {
      tag: 'PHASE_n',
      description:
        'Name of the n-th phase, release or stage, in order (e.g. "Beta", "v2.0", "Now")',
    },
    {
      tag: 'PHASE_n_TIMELINE',
      description: 'When the n-th phase happens, e.g. "Q1 2025" or "Jan – Mar 2025"',
    },
    { tag: 'PHASE_n_DESC', description: 'A short description of the n-th phase' },
    {
      tag: 'PHASE_n_STATUS',
      description: 'Status of the n-th phase, e.g. "Done", "In progress", "Planned"',
    },
    {
      tag: 'PHASE_n_FEATURES',
      description: 'The features delivered in the n-th phase, joined with " · "',
    },
    { tag: 'PHASE_n_FEATURE_m', description: 'The m-th feature of the n-th phase' },
    { tag: 'MILESTONE_n', description: 'The n-th milestone: its description' },
    {
      tag: 'MILESTONE_n_DATE',
      description: 'Date of the n-th milestone, as written (e.g. "March 2025", "Q3")',
    },
    { tag: 'MILESTONE_n_DESC', description: 'Description of the n-th milestone' },
    {
      tag: 'MILESTONE_n_FEATURES',
      description: 'Features tied to the n-th milestone, joined with " · "',
    },
    { tag: 'PHASE_COUNT', description: 'Number of phases shown', computed: true },
    { tag: 'MILESTONE_COUNT', description: 'Number of milestones shown', computed: true },
    ...headerTags(
      'HEADER_PHASE',
      'HEADER_PHASES',
      'HEADER_TIMELINE',
      'HEADER_FEATURES',
      'HEADER_MILESTONES',
      'HEADER_DATE',
    ),
  ],
  value_proposition: [
    ...COMMON_TAGS,
    { tag: 'VALUE_PROPOSITION', description: 'The value proposition in one sentence' },
    { tag: 'SEGMENT_n', description: 'The n-th customer segment (who the customers are)' },
    {
      tag: 'JOB_n',
      description: 'The n-th customer job (what the customers are trying to get done)',
    },
    { tag: 'PAIN_n', description: 'The n-th customer pain (frustrations, risks, obstacles)' },
    { tag: 'GAIN_n', description: 'The n-th customer gain (outcomes and benefits they want)' },
    { tag: 'PRODUCT_n', description: 'The n-th product or service offered' },
    { tag: 'RELIEVER_n', description: 'The n-th pain reliever (how the offer removes a pain)' },
    { tag: 'CREATOR_n', description: 'The n-th gain creator (how the offer produces a gain)' },
    { tag: 'VALUE_n', description: 'The n-th value statement' },
    { tag: 'SEGMENT_COUNT', description: 'Number of customer segments shown', computed: true },
    ...headerTags(
      'HEADER_SEGMENTS',
      'HEADER_JOBS',
      'HEADER_PAINS',
      'HEADER_GAINS',
      'HEADER_PRODUCTS',
      'HEADER_RELIEVERS',
      'HEADER_CREATORS',
      'HEADER_VALUE_PROPOSITION',
    ),
  ],
  risk_analysis: [
    ...COMMON_TAGS,
    { tag: 'RISK_n', description: 'Name of the n-th risk, short (what could go wrong)' },
    {
      tag: 'RISK_n_PROBABILITY',
      description: 'Probability of the n-th risk from 1 (rare) to 5 (almost certain)',
    },
    {
      tag: 'RISK_n_IMPACT',
      description: 'Impact of the n-th risk from 1 (negligible) to 5 (severe)',
    },
    { tag: 'RISK_n_MITIGATION', description: 'How the n-th risk is mitigated' },
    { tag: 'RISK_n_OWNER', description: 'Who owns the n-th risk (a person, role or team)' },
    {
      tag: 'RISK_n_SCORE',
      description: 'probability × impact of the n-th risk (1–25)',
      computed: true,
    },
    { tag: 'RISK_n_LEVEL', description: 'Low, Medium or High for the n-th risk', computed: true },
    {
      tag: 'RISK_n_OPACITY',
      description: 'Card background opacity 0.1 + 0.4 × probability × impact / 25',
      computed: true,
    },
    {
      tag: 'RISK_n_MATRIX_X',
      description:
        'Column of the n-th risk in a 5 × 5 matrix (its probability, nudged apart from risks in the same cell), in cell units',
      computed: true,
    },
    {
      tag: 'RISK_n_MATRIX_Y',
      description:
        'Row of the n-th risk in a 5 × 5 matrix (its impact, nudged apart from risks in the same cell), in cell units',
      computed: true,
    },
    {
      tag: 'RISK_SCORE',
      description: 'Overall score: mean of probability × impact over 25, as a percentage, or N/A',
      computed: true,
    },
    {
      tag: 'RISK_SCORE_VALUE',
      description: 'The overall score as a bare number 0–100 (0 without risks), for gauges',
      computed: true,
    },
    {
      tag: 'RISK_LEVEL',
      description: 'Overall level: Low (< 30%), Medium (< 70%), High, or N/A',
      computed: true,
    },
    { tag: 'RISK_COUNT', description: 'Number of risks shown', computed: true },
    { tag: 'RISK_HIGH_COUNT', description: 'Number of High risks shown', computed: true },
    { tag: 'RISK_MEDIUM_COUNT', description: 'Number of Medium risks shown', computed: true },
    { tag: 'RISK_LOW_COUNT', description: 'Number of Low risks shown', computed: true },
    ...headerTags(
      'HEADER_RISK',
      'HEADER_RISKS',
      'HEADER_PROBABILITY',
      'HEADER_IMPACT',
      'HEADER_MITIGATION',
      'HEADER_OWNER',
      'HEADER_SCORE',
      'HEADER_MATRIX',
      'HEADER_RISK_SCORE',
      'HEADER_RISK_LEVEL',
    ),
  ],
};

/**
 * Row families whose items share one index: the company row holds COMPANY_n and its FEATURE_n,
 * PRICING_n, MARKET_n, SUPPORT_n and LIMIT_n. Every other family is its own prefix
 * (PHASE_n and PHASE_n_*, RISK_n and RISK_n_* …).
 */
export const ROW_COMPANIONS: Record<string, readonly string[]> = {
  COMPANY: ['FEATURE', 'PRICING', 'MARKET', 'SUPPORT', 'LIMIT'],
};
const COMPANION_OF: Record<string, string> = Object.fromEntries(
  Object.entries(ROW_COMPANIONS).flatMap(([family, companions]) =>
    companions.map((c) => [c, family]),
  ),
);

export interface IndexedTag {
  /** The row family, e.g. COMPANY for FEATURE_3. */
  family: string;
  index: number;
}

/** COMPANY_3, FEATURE_3, PHASE_2_FEATURE_1, RISK_4_SCORE → family and item number; null for TITLE, RISK_SCORE … */
export function parseIndexedTag(tag: string): IndexedTag | null {
  const match = /^([A-Z]+)_(\d+)(?:_[A-Z0-9_]+)?$/.exec(tag);
  if (!match) return null;
  const prefix = match[1] as string;
  return { family: COMPANION_OF[prefix] ?? prefix, index: Number(match[2]) };
}

/** Whether `tag` belongs to item `index` of `family` (a family may itself be nested: PHASE_2_FEATURE). */
export function tagBelongsToRow(tag: string, family: string, index: number): boolean {
  const own = `${family}_${index}`;
  if (tag === own || tag.startsWith(`${own}_`)) return true;
  return (ROW_COMPANIONS[family] ?? []).some((companion) => tag === `${companion}_${index}`);
}

const patternCache = new Map<string, RegExp>();
function tagPatternRegex(pattern: string): RegExp {
  let regex = patternCache.get(pattern);
  if (!regex) {
    regex = new RegExp(
      `^${pattern.replace(/_n(?=_|$)/g, '_\\d+').replace(/_m(?=_|$)/g, '_\\d+')}$`,
    );
    patternCache.set(pattern, regex);
  }
  return regex;
}

/** The vocabulary entry of a tag (e.g. COMPANY_3 → COMPANY_n), looking in one category or in all. */
export function findMergeTagInfo(tag: string, category?: Category): MergeTagInfo | undefined {
  const categories = category ? [category] : CATEGORIES;
  for (const cat of categories) {
    const info = MERGE_TAGS_BY_CATEGORY[cat].find((entry) => tagPatternRegex(entry.tag).test(tag));
    if (info) return info;
  }
  return undefined;
}

/** COMPANY_n → COMPANY_1 … COMPANY_5 (and PHASE_n_FEATURE_m → the 25 combinations). */
export function expandTagPattern(pattern: string, max = MAX_ITEMS): string[] {
  let tags = [pattern];
  for (const placeholder of ['n', 'm']) {
    const re = new RegExp(`_${placeholder}(?=_|$)`);
    if (!re.test(pattern)) continue;
    tags = tags.flatMap((tag) =>
      Array.from({ length: max }, (_, i) => tag.replace(re, `_${i + 1}`)),
    );
  }
  return tags;
}

/** The category whose vocabulary a set of tags fits best (for templates rendered without one). */
export function guessCategoryFromTags(tags: Iterable<string>): Category | undefined {
  const score = new Map<Category, number>();
  for (const tag of tags) {
    for (const category of CATEGORIES) {
      const info = MERGE_TAGS_BY_CATEGORY[category].find((entry) =>
        tagPatternRegex(entry.tag).test(tag),
      );
      if (info && !COMMON_TAGS.includes(info) && !info.tag.startsWith('HEADER_')) {
        score.set(category, (score.get(category) ?? 0) + 1);
      }
    }
  }
  let best: Category | undefined;
  for (const category of CATEGORIES) {
    if ((score.get(category) ?? 0) > (best ? (score.get(best) ?? 0) : 0)) best = category;
  }
  return best;
}

/** The merge tags in a piece of text, upper-cased, in order (with repeats). */
export function findMergeTags(text: string): string[] {
  return Array.from(text.matchAll(MERGE_TAG_PATTERN), (match) =>
    (match[1] as string).toUpperCase(),
  );
}
