import { CATEGORIES, type Category } from '@common/categories.js';
import {
  buildMergeValues,
  cleanValue,
  expandTagPattern,
  joinValue,
  MAX_ITEMS,
  MERGE_TAGS_BY_CATEGORY,
  parseRating,
  RISK_SCALE_MAX,
  RISK_SCALE_MIN,
  type MergeValues,
  type VisualizationData,
} from '@common/render/index.js';

/**
 * The editing copy of a visualization's data (spec §4 "Edit copies the data").
 *
 * The renderer lets `extractedData` (merge tag → value) win over the structured lists key by key,
 * so the editor starts from what the drawing actually shows: the merge values, structures and
 * overrides together. On save the structures are written back and every `extractedData` key they
 * now produce is dropped (with the computed tags that depend on them), so an edit always shows
 * and never hides behind an old extracted value. This is the one place that keeps the two in sync.
 */

export interface Item {
  key: string;
  text: string;
}

export interface CompetitorRow {
  key: string;
  name: string;
  features: string;
  pricing: string;
  marketShare: string;
  support: string;
  limitations: string;
}

export interface PhaseRow {
  key: string;
  name: string;
  timeline: string;
  features: Item[];
  /** Not edited here, carried over so that a save keeps them. */
  description: string;
  status: string;
}

export interface MilestoneRow {
  key: string;
  date: string;
  description: string;
  /** Not edited here, carried over. */
  features: string;
}

export const VALUE_LISTS = [
  { field: 'segments', prefix: 'SEGMENT', label: 'Customer segments', item: 'Segment' },
  { field: 'pains', prefix: 'PAIN', label: 'Pains', item: 'Pain' },
  { field: 'gains', prefix: 'GAIN', label: 'Gains', item: 'Gain' },
  { field: 'products', prefix: 'PRODUCT', label: 'Products & services', item: 'Product' },
  { field: 'relievers', prefix: 'RELIEVER', label: 'Pain relievers', item: 'Pain reliever' },
  { field: 'creators', prefix: 'CREATOR', label: 'Gain creators', item: 'Gain creator' },
] as const;
export type ValueListField = (typeof VALUE_LISTS)[number]['field'];

export interface RiskRow {
  key: string;
  name: string;
  probability: number | null;
  impact: number | null;
  mitigation: string;
  owner: string;
}

interface Base {
  title: string;
}

export type EditModel =
  | (Base & { category: 'competitor_analysis'; competitors: CompetitorRow[] })
  | (Base & { category: 'product_roadmap'; phases: PhaseRow[]; milestones: MilestoneRow[] })
  | (Base & { category: 'value_proposition'; lists: Record<ValueListField, Item[]> })
  | (Base & { category: 'risk_analysis'; risks: RiskRow[] })
  | (Base & { category: 'unknown' });

/** Spec §9: at most five items per list (competitors, phases, segments, risks …). */
export const MAX_ROWS = MAX_ITEMS;
/** Features per phase: the template shows five, the editor allows a few more for the joined list. */
export const MAX_PHASE_FEATURES = 10;

let lastKey = 0;
export function newKey(): string {
  lastKey += 1;
  return `k${lastKey}`;
}

export function asCategory(value: string | null | undefined): Category | undefined {
  return (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as Category) : undefined;
}

function upperKeys(record: VisualizationData['extractedData']): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    const clean = cleanValue(value);
    if (clean) out[key.toUpperCase()] = clean;
  }
  return out;
}

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

/** A feature list written as one string: split the way the renderer does for PHASE_n_FEATURE_m. */
function splitFeatures(text: string): string[] {
  return text
    .split(/\s*(?:[;\n•·]|,(?!\d))\s*/)
    .map(cleanValue)
    .filter(Boolean);
}

function items(texts: readonly string[]): Item[] {
  return texts.map((text) => ({ key: newKey(), text }));
}

function featuresOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(cleanValue).filter(Boolean);
  return splitFeatures(cleanValue(value));
}

// Data → model ------------------------------------------------------------------------------

function competitorRows(values: MergeValues): CompetitorRow[] {
  const rows: CompetitorRow[] = [];
  for (const n of range(MAX_ROWS)) {
    const row = {
      key: newKey(),
      name: values[`COMPANY_${n}`] ?? '',
      features: values[`FEATURE_${n}`] ?? '',
      pricing: values[`PRICING_${n}`] ?? '',
      marketShare: values[`MARKET_${n}`] ?? '',
      support: values[`SUPPORT_${n}`] ?? '',
      limitations: values[`LIMIT_${n}`] ?? '',
    };
    if (rowHasContent(row)) rows.push(row);
  }
  return rows;
}

function phaseRows(
  data: VisualizationData,
  values: MergeValues,
  extracted: Record<string, string>,
): PhaseRow[] {
  // The same phases the renderer numbers (it skips phases without a name and features).
  const structured = (data.phases ?? [])
    .filter((p) => cleanValue(p.name) || joinValue(p.features))
    .slice(0, MAX_ROWS);
  const rows: PhaseRow[] = [];
  for (const n of range(MAX_ROWS)) {
    const joined = extracted[`PHASE_${n}_FEATURES`];
    const features = joined
      ? splitFeatures(joined)
      : featuresOf(structured[n - 1]?.features).slice(0, MAX_PHASE_FEATURES);
    for (const m of range(MAX_ITEMS)) {
      const override = extracted[`PHASE_${n}_FEATURE_${m}`];
      if (override) features[m - 1] = override;
    }
    const row: PhaseRow = {
      key: newKey(),
      name: values[`PHASE_${n}`] ?? '',
      timeline: values[`PHASE_${n}_TIMELINE`] ?? '',
      features: items(features.filter(Boolean)),
      description: values[`PHASE_${n}_DESC`] ?? '',
      status: values[`PHASE_${n}_STATUS`] ?? '',
    };
    if (row.name || row.timeline || row.features.length > 0 || row.description || row.status) {
      rows.push(row);
    }
  }
  return rows;
}

function milestoneRows(values: MergeValues): MilestoneRow[] {
  const rows: MilestoneRow[] = [];
  for (const n of range(MAX_ROWS)) {
    const row: MilestoneRow = {
      key: newKey(),
      date: values[`MILESTONE_${n}_DATE`] ?? '',
      description: values[`MILESTONE_${n}_DESC`] || values[`MILESTONE_${n}`] || '',
      features: values[`MILESTONE_${n}_FEATURES`] ?? '',
    };
    if (row.date || row.description || row.features) rows.push(row);
  }
  return rows;
}

function valueLists(values: MergeValues): Record<ValueListField, Item[]> {
  const lists = {} as Record<ValueListField, Item[]>;
  for (const { field, prefix } of VALUE_LISTS) {
    lists[field] = items(
      range(MAX_ROWS)
        .map((n) => values[`${prefix}_${n}`] ?? '')
        .filter(Boolean),
    );
  }
  return lists;
}

function rating(value: string | undefined): number | null {
  const parsed = parseRating(value);
  return parsed === null
    ? null
    : Math.min(RISK_SCALE_MAX, Math.max(RISK_SCALE_MIN, Math.round(parsed)));
}

function riskRows(values: MergeValues): RiskRow[] {
  const rows: RiskRow[] = [];
  for (const n of range(MAX_ROWS)) {
    const row: RiskRow = {
      key: newKey(),
      name: values[`RISK_${n}`] ?? '',
      probability: rating(values[`RISK_${n}_PROBABILITY`]),
      impact: rating(values[`RISK_${n}_IMPACT`]),
      mitigation: values[`RISK_${n}_MITIGATION`] ?? '',
      owner: values[`RISK_${n}_OWNER`] ?? '',
    };
    if (row.name || row.mitigation || row.owner) rows.push(row);
  }
  return rows;
}

/** The editing copy of `data`, as the visualization currently shows it. */
export function toEditModel(data: VisualizationData, categoryName: string): EditModel {
  const category = asCategory(categoryName);
  const extracted = upperKeys(data.extractedData);
  const title = extracted.TITLE || cleanValue(data.title);
  if (!category) return { category: 'unknown', title };
  const values = buildMergeValues(data, category);
  switch (category) {
    case 'competitor_analysis':
      return { category, title, competitors: competitorRows(values) };
    case 'product_roadmap':
      return {
        category,
        title,
        phases: phaseRows(data, values, extracted),
        milestones: milestoneRows(values),
      };
    case 'value_proposition':
      return { category, title, lists: valueLists(values) };
    case 'risk_analysis':
      return { category, title, risks: riskRows(values) };
  }
}

// Model → data ------------------------------------------------------------------------------

function rowHasContent(row: object): boolean {
  return Object.entries(row).some(([key, value]) => {
    if (key === 'key') return false;
    if (Array.isArray(value)) return value.some((item: Item) => item.text.trim() !== '');
    if (typeof value === 'number') return true;
    return typeof value === 'string' && value.trim() !== '';
  });
}

const text = (value: string) => value.trim() || undefined;
const itemTexts = (list: readonly Item[]) => list.map((i) => i.text.trim()).filter(Boolean);

/** The extractedData keys the category's editor now writes through its structures. */
const EDITED_TAGS: Record<Category, RegExp> = {
  competitor_analysis: /^(COMPANY|FEATURE|PRICING|MARKET|SUPPORT|LIMIT)_\d+$/,
  product_roadmap: /^(PHASE|MILESTONE)_\d+(_[A-Z0-9_]+)?$/,
  value_proposition: /^(SEGMENT|PAIN|GAIN|PRODUCT|RELIEVER|CREATOR)_\d+$/,
  risk_analysis: /^RISK_\d+(_[A-Z0-9_]+)?$/,
};

/** Computed tags (counts, scores, SUBTITLE): an extracted value for one would go stale. */
function computedTags(category: Category): Set<string> {
  return new Set(
    MERGE_TAGS_BY_CATEGORY[category]
      .filter((info) => info.computed)
      .flatMap((info) => expandTagPattern(info.tag)),
  );
}

function syncedExtractedData(
  extractedData: VisualizationData['extractedData'],
  category: Category | undefined,
): VisualizationData['extractedData'] {
  if (!extractedData) return undefined;
  const computed = category ? computedTags(category) : new Set<string>();
  const kept = Object.entries(extractedData).filter(([key]) => {
    const tag = key.toUpperCase();
    if (tag === 'TITLE') return false;
    if (!category) return true;
    return !EDITED_TAGS[category].test(tag) && !computed.has(tag);
  });
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** The data to save: the original with the edited parts written back (colours and the rest kept). */
export function fromEditModel(model: EditModel, original: VisualizationData): VisualizationData {
  const category = asCategory(model.category);
  const data: VisualizationData = { ...original };
  const title = model.title.trim();
  if (title) data.title = title;
  else delete data.title;
  const extractedData = syncedExtractedData(original.extractedData, category);
  if (extractedData) data.extractedData = extractedData;
  else delete data.extractedData;

  switch (model.category) {
    case 'competitor_analysis': {
      const rows = model.competitors.filter(rowHasContent);
      data.competitors = rows.map((row) => row.name.trim());
      data.competitors_details = rows.map((row) => ({
        name: row.name.trim(),
        features: text(row.features),
        pricing: text(row.pricing),
        market_share: text(row.marketShare),
        support: text(row.support),
        limitations: text(row.limitations),
      }));
      // An alternative spelling the renderer falls back to when `competitors` is empty.
      delete data.competitor_companies;
      break;
    }
    case 'product_roadmap':
      data.phases = model.phases.filter(rowHasContent).map((row) => ({
        name: row.name.trim(),
        timeline: text(row.timeline),
        description: text(row.description),
        status: text(row.status),
        features: itemTexts(row.features),
      }));
      data.milestones = model.milestones.filter(rowHasContent).map((row) => ({
        date: text(row.date),
        description: row.description.trim(),
        features: text(row.features),
      }));
      break;
    case 'value_proposition': {
      for (const { field } of VALUE_LISTS) data[field] = itemTexts(model.lists[field]);
      // The renderer falls back to lists nested in value_proposition when a top-level list is empty.
      const nested = data.value_proposition;
      if (nested && typeof nested === 'object') {
        const rest = { ...nested };
        for (const { field } of VALUE_LISTS) delete rest[field];
        data.value_proposition = rest;
      }
      break;
    }
    case 'risk_analysis':
      data.risks = model.risks.filter(rowHasContent).map((row) => ({
        name: row.name.trim(),
        probability: row.probability ?? undefined,
        impact: row.impact ?? undefined,
        mitigation: text(row.mitigation),
        owner: text(row.owner),
      }));
      break;
    case 'unknown':
      break;
  }
  return data;
}

/** Field errors of the copy, keyed `${row.key}.${field}`: a row with content needs its name. */
export function validateEditModel(model: EditModel): Record<string, string> {
  const errors: Record<string, string> = {};
  const need = (row: { key: string } & object, field: string, value: string, message: string) => {
    if (rowHasContent(row) && !value.trim()) errors[`${row.key}.${field}`] = message;
  };
  switch (model.category) {
    case 'competitor_analysis':
      for (const row of model.competitors) need(row, 'name', row.name, 'Enter the company name');
      break;
    case 'product_roadmap':
      for (const row of model.phases) need(row, 'name', row.name, 'Enter the phase name');
      for (const row of model.milestones) {
        need(row, 'description', row.description, 'Describe the milestone');
      }
      break;
    case 'risk_analysis':
      for (const row of model.risks) need(row, 'name', row.name, 'Describe the risk');
      break;
    default:
      break;
  }
  return errors;
}

// Blank rows for the Add buttons --------------------------------------------------------------

export const blankCompetitor = (): CompetitorRow => ({
  key: newKey(),
  name: '',
  features: '',
  pricing: '',
  marketShare: '',
  support: '',
  limitations: '',
});

export const blankPhase = (): PhaseRow => ({
  key: newKey(),
  name: '',
  timeline: '',
  features: [],
  description: '',
  status: '',
});

export const blankMilestone = (): MilestoneRow => ({
  key: newKey(),
  date: '',
  description: '',
  features: '',
});

export const blankRisk = (): RiskRow => ({
  key: newKey(),
  name: '',
  probability: null,
  impact: null,
  mitigation: '',
  owner: '',
});

export const blankItem = (): Item => ({ key: newKey(), text: '' });
