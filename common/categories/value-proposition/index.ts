import { CATEGORY_LABELS } from '../../category-labels.js';
import type { CategoryModule } from '../module.js';
import { VALUE_LISTS } from './lists.js';
import { VALUE_PROPOSITION_HEADERS, VALUE_PROPOSITION_MERGE_TAGS } from './merge-tags.js';
import { valuePropositionDataSchema } from './schema.js';
import {
  dropNestedLists,
  valuePropositionDerivedValues,
  valuePropositionSubtitle,
  valuePropositionValues,
} from './values.js';

const LABEL = CATEGORY_LABELS.value_proposition;

/** Value proposition canvas: customer profile and value map (spec §3, §9). */
export const valueProposition = {
  id: 'value_proposition',
  label: LABEL,
  defaultTitle: LABEL,
  defaultKeyMetrics: ['segments', 'pains', 'gains', 'products', 'relievers', 'creators'],
  headers: VALUE_PROPOSITION_HEADERS,
  mergeTags: VALUE_PROPOSITION_MERGE_TAGS,
  dataSchema: valuePropositionDataSchema,
  buildValues: valuePropositionValues,
  deriveValues: valuePropositionDerivedValues,
  subtitle: valuePropositionSubtitle,
  editor: {
    sections: [],
    lists: VALUE_LISTS,
    editedTags: new RegExp(`^(${VALUE_LISTS.map((list) => list.prefix).join('|')})_\\d+$`),
    afterSave: dropNestedLists,
  },
} as const satisfies CategoryModule;
