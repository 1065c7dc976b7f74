import { CATEGORY_MODULES } from './categories/index.js';

export const CATEGORIES = [
  'competitor_analysis',
  'product_roadmap',
  'value_proposition',
  'risk_analysis',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const DOCUMENT_CATEGORIES = [...CATEGORIES, 'unknown'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

/** How users read each category; the labels live in the category modules. */
export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  competitor_analysis: CATEGORY_MODULES.competitor_analysis.label,
  product_roadmap: CATEGORY_MODULES.product_roadmap.label,
  value_proposition: CATEGORY_MODULES.value_proposition.label,
  risk_analysis: CATEGORY_MODULES.risk_analysis.label,
  unknown: 'Unknown',
};

export function categoryLabel(category: string | null | undefined): string {
  return CATEGORY_LABELS[(category ?? 'unknown') as DocumentCategory] ?? CATEGORY_LABELS.unknown;
}
