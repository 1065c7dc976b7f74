import { CATEGORIES, type Category } from '@common/categories.js';
import {
  CATEGORY_MODULES,
  type EditorField,
  type EditorRowSection,
} from '@common/categories/index.js';
import {
  buildMergeValues,
  cleanValue,
  expandTagPattern,
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
 *
 * What a category's rows and lists hold comes from its module's editor description
 * (common/categories/<category>/index.ts): its fields, the merge tags that show them, and labels.
 */

export interface Item {
  key: string;
  text: string;
}

/** A field's value in a row: text, a 1–5 rating (null: not rated), or a list of items. */
export type FieldValue = string | number | null | Item[];
/** One row of a section (a competitor, a phase, a risk …): field key → value. */
export type Row = { key: string } & Record<string, FieldValue>;

export type EditModel =
  | {
      category: Category;
      title: string;
      /** Section id (competitors, phases, milestones, risks) → its rows. */
      rows: Record<string, Row[]>;
      /** List field (segments, jobs, pains …) → its items. */
      lists: Record<string, Item[]>;
    }
  | { category: 'unknown'; title: string };

/** Spec §9: at most five items per list (competitors, phases, segments, risks …). */
export const MAX_ROWS = MAX_ITEMS;

let lastKey = 0;
export function newKey(): string {
  lastKey += 1;
  return `k${lastKey}`;
}

export function asCategory(value: string | null | undefined): Category | undefined {
  return (CATEGORIES as readonly string[]).includes(value ?? '') ? (value as Category) : undefined;
}

export const blankItem = (): Item => ({ key: newKey(), text: '' });

function items(texts: readonly string[]): Item[] {
  return texts.map((text) => ({ key: newKey(), text }));
}

/** An empty row of a section, for its Add button. */
export function blankRow(section: EditorRowSection): Row {
  const row: Row = { key: newKey() };
  for (const field of section.fields) {
    row[field.key] = field.kind === 'rating' ? null : field.kind === 'items' ? [] : '';
  }
  return row;
}

export const textOf = (row: Row, key: string): string => {
  const value = row[key];
  return typeof value === 'string' ? value : '';
};
export const ratingOf = (row: Row, key: string): number | null => {
  const value = row[key];
  return typeof value === 'number' ? value : null;
};
export const itemsOf = (row: Row, key: string): Item[] => {
  const value = row[key];
  return Array.isArray(value) ? value : [];
};

const range = (count: number) => Array.from({ length: count }, (_, i) => i + 1);

function upperKeys(record: VisualizationData['extractedData']): MergeValues {
  const out: MergeValues = {};
  for (const [key, value] of Object.entries(record ?? {})) {
    const clean = cleanValue(value);
    if (clean) out[key.toUpperCase()] = clean;
  }
  return out;
}

// Data → model ------------------------------------------------------------------------------

function rating(value: string | undefined): number | null {
  const parsed = parseRating(value);
  return parsed === null
    ? null
    : Math.min(RISK_SCALE_MAX, Math.max(RISK_SCALE_MIN, Math.round(parsed)));
}

interface Sources {
  data: VisualizationData;
  values: MergeValues;
  extracted: MergeValues;
}

function readField(field: EditorField, n: number, { data, values, extracted }: Sources) {
  const tags = field.tags.map((tag) => tag.replace(/_n(?=_|$)/, `_${n}`));
  if (field.kind === 'rating') return rating(values[tags[0]!]);
  if (field.kind === 'items') return items(field.readItems?.(n, data, extracted) ?? []);
  return tags.map((tag) => values[tag] ?? '').find(Boolean) ?? '';
}

/** Rows 1–5 of a section as the drawing shows them; a row without any text is not shown. */
function readRows(section: EditorRowSection, sources: Sources): Row[] {
  const rows: Row[] = [];
  for (const n of range(MAX_ROWS)) {
    const row: Row = { key: newKey() };
    for (const field of section.fields) row[field.key] = readField(field, n, sources);
    const hasText = section.fields.some(
      (field) => field.kind !== 'rating' && hasContent(row[field.key] ?? null),
    );
    if (hasText) rows.push(row);
  }
  return rows;
}

/** The editing copy of `data`, as the visualization currently shows it. */
export function toEditModel(data: VisualizationData, categoryName: string): EditModel {
  const category = asCategory(categoryName);
  const extracted = upperKeys(data.extractedData);
  const title = extracted.TITLE || cleanValue(data.title);
  if (!category) return { category: 'unknown', title };
  const sources = { data, values: buildMergeValues(data, category), extracted };
  const { editor } = CATEGORY_MODULES[category];
  const rows: Record<string, Row[]> = {};
  for (const section of editor.sections) rows[section.id] = readRows(section, sources);
  const lists: Record<string, Item[]> = {};
  for (const { field, prefix } of editor.lists) {
    lists[field] = items(
      range(MAX_ROWS)
        .map((n) => sources.values[`${prefix}_${n}`] ?? '')
        .filter(Boolean),
    );
  }
  return { category, title, rows, lists };
}

// Model → data ------------------------------------------------------------------------------

function hasContent(value: FieldValue): boolean {
  if (Array.isArray(value)) return value.some((item) => item.text.trim() !== '');
  if (typeof value === 'number') return true;
  return typeof value === 'string' && value.trim() !== '';
}

function rowHasContent(row: Row): boolean {
  return Object.entries(row).some(([key, value]) => key !== 'key' && hasContent(value));
}

const itemTexts = (list: readonly Item[]) => list.map((i) => i.text.trim()).filter(Boolean);

/** A row as saved: required texts trimmed, other empty texts and ratings left out. */
function savedRow(section: EditorRowSection, row: Row): Record<string, unknown> {
  return Object.fromEntries(
    section.fields.map((field) => {
      if (field.kind === 'items') return [field.key, itemTexts(itemsOf(row, field.key))];
      if (field.kind === 'rating') return [field.key, ratingOf(row, field.key) ?? undefined];
      const text = textOf(row, field.key).trim();
      return [field.key, field.required ? text : text || undefined];
    }),
  );
}

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
    return !CATEGORY_MODULES[category].editor.editedTags.test(tag) && !computed.has(tag);
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
  if (model.category === 'unknown' || !category) return data;

  const { editor } = CATEGORY_MODULES[category];
  const fields = data as Record<string, unknown>;
  for (const section of editor.sections) {
    fields[section.dataKey] = (model.rows[section.id] ?? [])
      .filter(rowHasContent)
      .map((row) => savedRow(section, row));
  }
  for (const { field } of editor.lists) data[field] = itemTexts(model.lists[field] ?? []);
  editor.afterSave?.(data);
  return data;
}

/** Field errors of the copy, keyed `${row.key}.${field}`: a row with content needs its name. */
export function validateEditModel(model: EditModel): Record<string, string> {
  const errors: Record<string, string> = {};
  if (model.category === 'unknown') return errors;
  for (const section of CATEGORY_MODULES[model.category].editor.sections) {
    for (const row of model.rows[section.id] ?? []) {
      if (!rowHasContent(row)) continue;
      for (const field of section.fields) {
        if (field.required && !textOf(row, field.key).trim()) {
          errors[`${row.key}.${field.key}`] = field.required;
        }
      }
    }
  }
  return errors;
}
