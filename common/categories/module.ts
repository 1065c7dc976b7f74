import type { z } from 'zod';
import type { Category } from '../categories.js';
import type { VisualizationData } from '../render/data-schema.js';

/**
 * What one category knows, in one place: its labels and defaults, its data schema, its merge
 * tags, how its data becomes merge values, and how the editor shows and saves it. The renderer
 * (buildMergeValues), the editor (edit-model) and the analyzer read the same module, so adding a
 * field to a category is a change in its folder.
 */

/** Merge tag → display value; '' means empty. */
export type MergeValues = Record<string, string>;

export interface MergeTagInfo {
  /** The tag as written in a template, with n / m for numbers, e.g. 'COMPANY_n'. */
  tag: string;
  /** What belongs in it. */
  description: string;
  /** Filled by the renderer from other values (counts, scores): never extract it. */
  computed?: boolean;
}

/** One field of an editor row: where the editor reads it and how it is shown. */
export interface EditorField {
  /** Key in the editing row and in the saved item (e.g. `market_share` of a competitor). */
  key: string;
  /** The merge tags that show it, n = the row number; the first with a value is read. */
  tags: readonly string[];
  kind: 'text' | 'multiline' | 'rating' | 'items';
  /** Shown in the form; a field without a label is not shown but carried over on save. */
  label?: string;
  maxLength?: number;
  placeholder?: string;
  /** Spans both columns of a two-column block. */
  wide?: boolean;
  /** A row with other content needs this field; the message says so. */
  required?: string;
  /** rating: what 1 … 5 mean. */
  scale?: readonly string[];
  /** items: the label of one item and how many the editor allows. */
  itemLabel?: string;
  maxItems?: number;
  /** items: how row n's items are read when the merge values alone do not hold them all. */
  readItems?: (n: number, data: VisualizationData, extracted: MergeValues) => string[];
}

/** Where the form places fields inside a row card: one under the other, or in two columns. */
export type EditorBlock =
  { columns?: 'pair' | 'date-and-text'; fields: readonly string[] } | { show: 'risk-score' };

/** A list of rows the editor edits (competitors, phases, risks …), saved to `data[dataKey]`. */
export interface EditorRowSection {
  id: 'competitors' | 'phases' | 'milestones' | 'risks';
  dataKey: 'competitors_details' | 'phases' | 'milestones' | 'risks';
  title: string;
  description: string;
  /** 'Competitor' → rows 'Competitor 1' …, button 'Add competitor'. */
  rowLabel: string;
  fields: readonly EditorField[];
  layout: readonly EditorBlock[];
}

/** A list of short texts shown as PREFIX_1 … PREFIX_5 (value proposition lists). */
export interface ListField {
  field: 'segments' | 'jobs' | 'pains' | 'gains' | 'products' | 'relievers' | 'creators';
  prefix: string;
  label: string;
  itemLabel: string;
}

export interface CategoryEditor {
  sections: readonly EditorRowSection[];
  lists: readonly ListField[];
  /** The extractedData keys the editor now writes through the structures (dropped on save). */
  editedTags: RegExp;
  /** Tidies the saved data: removes alternative spellings the renderer would fall back to. */
  afterSave?: (data: VisualizationData) => void;
}

export interface CategoryModule {
  id: Category;
  /** How users read the category: 'Competitor Analysis'. */
  label: string;
  /** §9 default title. */
  defaultTitle: string;
  /** §9 default key metrics. */
  defaultKeyMetrics: readonly string[];
  /** HEADER_* tags the category's templates use, with their default texts. */
  headers: Readonly<Record<string, string>>;
  /** The category's own merge tags (the common ones and the headers are added by the renderer). */
  mergeTags: readonly MergeTagInfo[];
  /** Row families whose items share one index: COMPANY → FEATURE_n, PRICING_n … */
  rowCompanions?: Readonly<Record<string, readonly string[]>>;
  dataSchema: z.ZodType;
  /** Writes the item tags (COMPANY_n …) of the category's structures into `values`. */
  buildValues: (data: VisualizationData, values: MergeValues) => void;
  /** The computed tags (counts, scores) from the merged values. */
  deriveValues: (values: MergeValues) => MergeValues;
  /** The SUBTITLE, from the merged and derived values. */
  subtitle: (values: MergeValues) => string;
  editor: CategoryEditor;
}

/** Merge-tag entries for a category's header tags. */
export function headerTags(headers: Readonly<Record<string, string>>): MergeTagInfo[] {
  return Object.entries(headers).map(([tag, text]) => ({
    tag,
    description: `Header label (default "${text}")`,
  }));
}
