import type { MergeTagInfo } from '../module.js';

export const ROADMAP_HEADERS = {
  HEADER_PHASE: 'Phase',
  HEADER_PHASES: 'Phases',
  HEADER_TIMELINE: 'Timeline',
  HEADER_FEATURES: 'Features',
  HEADER_MILESTONES: 'Milestones',
  HEADER_DATE: 'Date',
} as const;

export const ROADMAP_MERGE_TAGS: readonly MergeTagInfo[] = [
  {
    tag: 'PHASE_n',
    description: 'Name of the n-th phase, release or stage, in order (e.g. "Beta", "v2.0", "Now")',
  },
  {
    tag: 'PHASE_n_TIMELINE',
    description: 'When the n-th phase happens, e.g. "Q1 2025" or "Jan – Mar 2025"',
  },
  { tag: 'PHASE_n_DESC', description: 'A short description of the n-th phase' },
  {
    tag: 'PHASE_n_STATUS',
    description: 'Status of the n-th phase, e.g. "Done", "In progress", "Planned"',
  },
  {
    tag: 'PHASE_n_FEATURES',
    description: 'The features delivered in the n-th phase, joined with " · "',
  },
  { tag: 'PHASE_n_FEATURE_m', description: 'The m-th feature of the n-th phase' },
  { tag: 'MILESTONE_n', description: 'The n-th milestone: its description' },
  {
    tag: 'MILESTONE_n_DATE',
    description: 'Date of the n-th milestone, as written (e.g. "March 2025", "Q3")',
  },
  { tag: 'MILESTONE_n_DESC', description: 'Description of the n-th milestone' },
  {
    tag: 'MILESTONE_n_FEATURES',
    description: 'Features tied to the n-th milestone, joined with " · "',
  },
  { tag: 'PHASE_COUNT', description: 'Number of phases shown', computed: true },
  { tag: 'MILESTONE_COUNT', description: 'Number of milestones shown', computed: true },
];
