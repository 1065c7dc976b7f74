import { CATEGORY_LABELS } from '../../category-labels.js';
import type { CategoryModule } from '../module.js';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../schema-parts.js';
import { RISK_HEADERS, RISK_MERGE_TAGS } from './merge-tags.js';
import { IMPACT_SCALE, PROBABILITY_SCALE } from './rating-words.js';
import { riskAnalysisDataSchema } from './schema.js';
import { riskDerivedValues, riskSubtitle, riskValues } from './values.js';

const LABEL = CATEGORY_LABELS.risk_analysis;

/** Risk analysis: a register of risks rated 1–5, scored and placed in a 5 × 5 matrix (spec §3, §9). */
export const riskAnalysis = {
  id: 'risk_analysis',
  label: LABEL,
  defaultTitle: LABEL,
  defaultKeyMetrics: ['risks', 'probability', 'impact', 'mitigation', 'owner'],
  headers: RISK_HEADERS,
  mergeTags: RISK_MERGE_TAGS,
  dataSchema: riskAnalysisDataSchema,
  buildValues: riskValues,
  deriveValues: riskDerivedValues,
  subtitle: riskSubtitle,
  editor: {
    sections: [
      {
        id: 'risks',
        dataKey: 'risks',
        title: 'Risks',
        description: 'Rate each risk from 1 to 5; the score is probability × impact.',
        rowLabel: 'Risk',
        fields: [
          {
            key: 'name',
            tags: ['RISK_n'],
            kind: 'text',
            label: 'Risk',
            maxLength: LONG_TEXT_MAX,
            required: 'Describe the risk',
          },
          {
            key: 'probability',
            tags: ['RISK_n_PROBABILITY'],
            kind: 'rating',
            label: 'Probability',
            scale: PROBABILITY_SCALE,
          },
          {
            key: 'impact',
            tags: ['RISK_n_IMPACT'],
            kind: 'rating',
            label: 'Impact',
            scale: IMPACT_SCALE,
          },
          {
            key: 'mitigation',
            tags: ['RISK_n_MITIGATION'],
            kind: 'multiline',
            label: 'Mitigation',
            maxLength: LONG_TEXT_MAX,
          },
          {
            key: 'owner',
            tags: ['RISK_n_OWNER'],
            kind: 'text',
            label: 'Owner',
            maxLength: SHORT_TEXT_MAX,
            placeholder: 'e.g. Engineering manager',
          },
        ],
        layout: [
          { fields: ['name'] },
          { columns: 'pair', fields: ['probability', 'impact'] },
          { show: 'risk-score' },
          { fields: ['mitigation', 'owner'] },
        ],
      },
    ],
    lists: [],
    editedTags: /^RISK_\d+(_[A-Z0-9_]+)?$/,
  },
} as const satisfies CategoryModule;
