import type { Category } from '../categories.js';
import { competitorAnalysis } from './competitor-analysis/index.js';
import type { CategoryModule } from './module.js';
import { productRoadmap } from './product-roadmap/index.js';
import { riskAnalysis } from './risk-analysis/index.js';
import { valueProposition } from './value-proposition/index.js';

/**
 * Every category's module, keyed by category, in the order of CATEGORIES. The renderer, the
 * editor and the analyzer look a category up here; its folder holds everything about it.
 */
export const CATEGORY_MODULES: Readonly<Record<Category, CategoryModule>> = {
  competitor_analysis: competitorAnalysis,
  product_roadmap: productRoadmap,
  value_proposition: valueProposition,
  risk_analysis: riskAnalysis,
};

export type {
  CategoryEditor,
  CategoryModule,
  EditorBlock,
  EditorField,
  EditorRowSection,
  ListField,
  MergeTagInfo,
  MergeValues,
} from './module.js';

/** §9 default titles. */
export const DEFAULT_TITLES = byCategory((module) => module.defaultTitle);

/** §9 default key metrics per category. */
export const DEFAULT_KEY_METRICS = byCategory((module) => module.defaultKeyMetrics);

/**
 * Default header texts, as HEADER_* merge tags, of every category: the first six are the §9
 * default column headers; the others label the sections of the other categories. Every one can
 * be overridden through extractedData.
 */
export const DEFAULT_HEADERS = {
  ...competitorAnalysis.headers,
  ...productRoadmap.headers,
  ...valueProposition.headers,
  ...riskAnalysis.headers,
} as const;
export type HeaderTag = keyof typeof DEFAULT_HEADERS;

/** One value per category, picked from its module. */
export function byCategory<T>(pick: (module: CategoryModule) => T): Record<Category, T> {
  return Object.fromEntries(
    Object.entries(CATEGORY_MODULES).map(([category, module]) => [category, pick(module)]),
  ) as Record<Category, T>;
}
