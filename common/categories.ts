export const CATEGORIES = [
  'competitor_analysis',
  'product_roadmap',
  'value_proposition',
  'risk_analysis',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const DOCUMENT_CATEGORIES = [...CATEGORIES, 'unknown'] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];

// Labels: common/category-labels.ts (zod-free, so showing one does not load the schemas).
export { CATEGORY_LABELS, categoryLabel } from './category-labels.js';
