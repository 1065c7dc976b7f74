import type { MergeTagInfo } from '../module.js';

/** Header tags of the comparison table (§9 default column headers), in column order. */
export const COMPETITOR_HEADERS = {
  HEADER_COMPANY: 'Company',
  HEADER_FEATURES: 'Features',
  HEADER_PRICING: 'Pricing',
  HEADER_MARKET: 'Market',
  HEADER_SUPPORT: 'Support',
  HEADER_LIMITATIONS: 'Limitations',
} as const;

/** The company row holds COMPANY_n and these companions with the same n. */
export const COMPETITOR_ROW_COMPANIONS = {
  COMPANY: ['FEATURE', 'PRICING', 'MARKET', 'SUPPORT', 'LIMIT'],
} as const;

export const COMPETITOR_MERGE_TAGS: readonly MergeTagInfo[] = [
  {
    tag: 'SUBJECT',
    description: "The document's own product or company that is compared with the competitors",
  },
  { tag: 'SUMMARY', description: 'A one- or two-sentence summary of the competitive landscape' },
  {
    tag: 'COMPANY_n',
    description: 'Name of the n-th competitor (a real company or product name, never "Company X")',
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
];
