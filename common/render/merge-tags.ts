import type { Category } from '../categories.js';
import { CATEGORIES } from '../categories.js';
import { byCategory, CATEGORY_MODULES } from '../categories/index.js';
import { headerTags, type MergeTagInfo } from '../categories/module.js';
import { MAX_ITEMS } from './constants.js';

/**
 * The merge-tag vocabulary: what the renderer fills, what the analyzer extracts and what the AI
 * prompt generator asks for. `n` stands for an item number 1–5, `m` for a sub-item number 1–5.
 * The tags common to every category are here; each category's own tags and headers live in its
 * module (common/categories/<category>/merge-tags.ts).
 */
export type { MergeTagInfo } from '../categories/module.js';

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

export const MERGE_TAGS_BY_CATEGORY: Record<Category, readonly MergeTagInfo[]> = byCategory(
  (module) => [...COMMON_TAGS, ...module.mergeTags, ...headerTags(module.headers)],
);

/**
 * Row families whose items share one index, as the category modules declare them: the company row
 * holds COMPANY_n and its FEATURE_n, PRICING_n, MARKET_n, SUPPORT_n and LIMIT_n. Every other
 * family is its own prefix (PHASE_n and PHASE_n_*, RISK_n and RISK_n_* …).
 */
export const ROW_COMPANIONS: Record<string, readonly string[]> = Object.assign(
  {},
  ...Object.values(CATEGORY_MODULES).map((module) => module.rowCompanions ?? {}),
);
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
