import type { MergeTagInfo } from '../module.js';

export const RISK_HEADERS = {
  HEADER_RISK: 'Risk',
  HEADER_RISKS: 'Risks',
  HEADER_PROBABILITY: 'Probability',
  HEADER_IMPACT: 'Impact',
  HEADER_MITIGATION: 'Mitigation',
  HEADER_OWNER: 'Owner',
  HEADER_SCORE: 'Score',
  HEADER_MATRIX: 'Risk Matrix',
  HEADER_RISK_SCORE: 'Overall Risk Score',
  HEADER_RISK_LEVEL: 'Risk Level',
} as const;

const computed = (tag: string, description: string): MergeTagInfo => ({
  tag,
  description,
  computed: true,
});

export const RISK_MERGE_TAGS: readonly MergeTagInfo[] = [
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
  computed('RISK_n_SCORE', 'probability × impact of the n-th risk (1–25)'),
  computed('RISK_n_LEVEL', 'Low, Medium or High for the n-th risk'),
  computed('RISK_n_OPACITY', 'Card background opacity 0.1 + 0.4 × probability × impact / 25'),
  computed(
    'RISK_n_MATRIX_X',
    'Column of the n-th risk in a 5 × 5 matrix (its probability, nudged apart from risks in the same cell), in cell units',
  ),
  computed(
    'RISK_n_MATRIX_Y',
    'Row of the n-th risk in a 5 × 5 matrix (its impact, nudged apart from risks in the same cell), in cell units',
  ),
  computed(
    'RISK_SCORE',
    'Overall score: mean of probability × impact over 25, as a percentage, or N/A',
  ),
  computed(
    'RISK_SCORE_VALUE',
    'The overall score as a bare number 0–100 (0 without risks), for gauges',
  ),
  computed('RISK_LEVEL', 'Overall level: Low (< 30%), Medium (< 70%), High, or N/A'),
  computed('RISK_COUNT', 'Number of risks shown'),
  computed('RISK_HIGH_COUNT', 'Number of High risks shown'),
  computed('RISK_MEDIUM_COUNT', 'Number of Medium risks shown'),
  computed('RISK_LOW_COUNT', 'Number of Low risks shown'),
];
