import type { DocumentCategory } from './categories.js';

/**
 * How users read each category. Its own module, free of zod and of the category modules, so a
 * page that only shows a label (a badge, a card) does not load the schemas (page weight, issue 15).
 */
export const CATEGORY_LABELS: Readonly<Record<DocumentCategory, string>> = {
  competitor_analysis: 'Competitor Analysis',
  product_roadmap: 'Product Roadmap',
  value_proposition: 'Value Proposition',
  risk_analysis: 'Risk Analysis',
  unknown: 'Unknown',
};

export function categoryLabel(category: string | null | undefined): string {
  return CATEGORY_LABELS[(category ?? 'unknown') as DocumentCategory] ?? CATEGORY_LABELS.unknown;
}
