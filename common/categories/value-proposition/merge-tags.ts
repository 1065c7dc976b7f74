import type { MergeTagInfo } from '../module.js';

export const VALUE_PROPOSITION_HEADERS = {
  HEADER_SEGMENTS: 'Customer Segments',
  HEADER_JOBS: 'Customer Jobs',
  HEADER_PAINS: 'Pains',
  HEADER_GAINS: 'Gains',
  HEADER_PRODUCTS: 'Products & Services',
  HEADER_RELIEVERS: 'Pain Relievers',
  HEADER_CREATORS: 'Gain Creators',
  HEADER_VALUE_PROPOSITION: 'Value Proposition',
} as const;

export const VALUE_PROPOSITION_MERGE_TAGS: readonly MergeTagInfo[] = [
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
];
