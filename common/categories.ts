export const CATEGORIES = [
  'competitor_analysis',
  'product_roadmap',
  'value_proposition',
  'risk_analysis',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const DOCUMENT_CATEGORIES = [...CATEGORIES, 'unknown'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

export const CATEGORY_LABELS: Record<DocumentCategory, string> = {
  competitor_analysis: 'Competitor Analysis',
  product_roadmap: 'Product Roadmap',
  value_proposition: 'Value Proposition',
  risk_analysis: 'Risk Analysis',
  unknown: 'Unknown',
};

/** Long labels the spec also accepts for two categories (§3). */
export const CATEGORY_LONG_LABELS: Partial<Record<DocumentCategory, string>> = {
  competitor_analysis: 'Competitor Analysis Chart',
  product_roadmap: 'Product Roadmap Timeline',
};

export function categoryLabel(category: string | null | undefined): string {
  return CATEGORY_LABELS[(category ?? 'unknown') as DocumentCategory] ?? CATEGORY_LABELS.unknown;
}
