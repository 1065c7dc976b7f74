import { CATEGORY_LABELS } from '../../category-labels.js';
import type { CategoryModule } from '../module.js';
import { LONG_TEXT_MAX, NAME_MAX, SHORT_TEXT_MAX } from '../schema-parts.js';
import { ROADMAP_HEADERS, ROADMAP_MERGE_TAGS } from './merge-tags.js';
import { productRoadmapDataSchema } from './schema.js';
import {
  MAX_PHASE_FEATURES,
  phaseFeaturesForEditing,
  roadmapDerivedValues,
  roadmapSubtitle,
  roadmapValues,
} from './values.js';

const LABEL = CATEGORY_LABELS.product_roadmap;

/** Product roadmap: phases along a timeline, and milestones (spec §3, §9). */
export const productRoadmap = {
  id: 'product_roadmap',
  label: LABEL,
  defaultTitle: LABEL,
  defaultKeyMetrics: ['timeline', 'features', 'milestones'],
  headers: ROADMAP_HEADERS,
  mergeTags: ROADMAP_MERGE_TAGS,
  dataSchema: productRoadmapDataSchema,
  buildValues: roadmapValues,
  deriveValues: roadmapDerivedValues,
  subtitle: roadmapSubtitle,
  editor: {
    sections: [
      {
        id: 'phases',
        dataKey: 'phases',
        title: 'Phases',
        description: 'In order, each with its timeline and features.',
        rowLabel: 'Phase',
        fields: [
          {
            key: 'name',
            tags: ['PHASE_n'],
            kind: 'text',
            label: 'Name',
            maxLength: NAME_MAX,
            required: 'Enter the phase name',
          },
          {
            key: 'timeline',
            tags: ['PHASE_n_TIMELINE'],
            kind: 'text',
            label: 'Timeline',
            maxLength: SHORT_TEXT_MAX,
            placeholder: 'e.g. Q1 2025',
          },
          // Not edited here, carried over so that a save keeps them.
          { key: 'description', tags: ['PHASE_n_DESC'], kind: 'text' },
          { key: 'status', tags: ['PHASE_n_STATUS'], kind: 'text' },
          {
            key: 'features',
            tags: ['PHASE_n_FEATURE_1'],
            kind: 'items',
            label: 'Features',
            itemLabel: 'Feature',
            maxItems: MAX_PHASE_FEATURES,
            maxLength: SHORT_TEXT_MAX,
            readItems: phaseFeaturesForEditing,
          },
        ],
        layout: [{ columns: 'pair', fields: ['name', 'timeline'] }, { fields: ['features'] }],
      },
      {
        id: 'milestones',
        dataKey: 'milestones',
        title: 'Milestones',
        description: 'Dates as the document writes them.',
        rowLabel: 'Milestone',
        fields: [
          {
            key: 'date',
            tags: ['MILESTONE_n_DATE'],
            kind: 'text',
            label: 'Date',
            maxLength: SHORT_TEXT_MAX,
            placeholder: 'e.g. March 2025',
          },
          {
            key: 'description',
            tags: ['MILESTONE_n_DESC', 'MILESTONE_n'],
            kind: 'text',
            label: 'Description',
            maxLength: LONG_TEXT_MAX,
            required: 'Describe the milestone',
          },
          // Not edited here, carried over.
          { key: 'features', tags: ['MILESTONE_n_FEATURES'], kind: 'text' },
        ],
        layout: [{ columns: 'date-and-text', fields: ['date', 'description'] }],
      },
    ],
    lists: [],
    editedTags: /^(PHASE|MILESTONE)_\d+(_[A-Z0-9_]+)?$/,
  },
} as const satisfies CategoryModule;
