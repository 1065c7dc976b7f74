import { CATEGORY_LABELS } from '../../category-labels.js';
import type { CategoryModule } from '../module.js';
import { LONG_TEXT_MAX, NAME_MAX, SHORT_TEXT_MAX } from '../schema-parts.js';
import {
  COMPETITOR_HEADERS,
  COMPETITOR_MERGE_TAGS,
  COMPETITOR_ROW_COMPANIONS,
} from './merge-tags.js';
import { competitorAnalysisDataSchema } from './schema.js';
import { competitorDerivedValues, competitorSubtitle, competitorValues } from './values.js';

const LABEL = CATEGORY_LABELS.competitor_analysis;

/** Competitor analysis: a comparison table, one row per competitor (spec §3, §9). */
export const competitorAnalysis = {
  id: 'competitor_analysis',
  label: LABEL,
  defaultTitle: LABEL,
  defaultKeyMetrics: ['features', 'pricing', 'market_share', 'support', 'limitations'],
  headers: COMPETITOR_HEADERS,
  mergeTags: COMPETITOR_MERGE_TAGS,
  rowCompanions: COMPETITOR_ROW_COMPANIONS,
  dataSchema: competitorAnalysisDataSchema,
  buildValues: competitorValues,
  deriveValues: competitorDerivedValues,
  subtitle: competitorSubtitle,
  editor: {
    sections: [
      {
        id: 'competitors',
        dataKey: 'competitors_details',
        title: 'Competitors',
        description: 'One row per company, in the order of the table.',
        rowLabel: 'Competitor',
        fields: [
          {
            key: 'name',
            tags: ['COMPANY_n'],
            kind: 'text',
            label: 'Company',
            maxLength: NAME_MAX,
            required: 'Enter the company name',
          },
          {
            key: 'features',
            tags: ['FEATURE_n'],
            kind: 'multiline',
            label: 'Features',
            maxLength: LONG_TEXT_MAX,
            wide: true,
          },
          {
            key: 'pricing',
            tags: ['PRICING_n'],
            kind: 'text',
            label: 'Pricing',
            maxLength: SHORT_TEXT_MAX,
            placeholder: 'e.g. $9/user/mo',
          },
          {
            key: 'market_share',
            tags: ['MARKET_n'],
            kind: 'text',
            label: 'Market share',
            maxLength: SHORT_TEXT_MAX,
            placeholder: 'e.g. 32%',
          },
          {
            key: 'support',
            tags: ['SUPPORT_n'],
            kind: 'text',
            label: 'Support',
            maxLength: SHORT_TEXT_MAX,
          },
          {
            key: 'limitations',
            tags: ['LIMIT_n'],
            kind: 'multiline',
            label: 'Limitations',
            maxLength: LONG_TEXT_MAX,
            wide: true,
          },
        ],
        layout: [
          {
            columns: 'pair',
            fields: ['name', 'pricing', 'features', 'market_share', 'support', 'limitations'],
          },
        ],
      },
    ],
    lists: [],
    editedTags: /^(COMPANY|FEATURE|PRICING|MARKET|SUPPORT|LIMIT)_\d+$/,
    afterSave: (data) => {
      // `competitors` is what the renderer reads first; drop the alternative spelling it falls back to.
      const details = Array.isArray(data.competitors_details) ? data.competitors_details : [];
      data.competitors = details.map((detail) => detail.name ?? '');
      delete data.competitor_companies;
    },
  },
} as const satisfies CategoryModule;
