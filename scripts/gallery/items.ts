import type { DocumentCategory } from '../../common/categories.js';

/** One short list of a card: what the analyzer extracted next to what labels.json expects. */
export interface ItemList {
  name: string;
  /** The eval's field whose tp/extracted/expected counts go with this list, if any. */
  field?: string;
  extracted: string[];
  expected: string[];
}

const LISTS_BY_CATEGORY: Record<DocumentCategory, { name: string; field?: string }[]> = {
  competitor_analysis: [{ name: 'competitors', field: 'competitors' }],
  product_roadmap: [
    { name: 'phases', field: 'phases' },
    { name: 'milestones', field: 'milestone dates' },
  ],
  value_proposition: [
    { name: 'segments', field: 'segments' },
    { name: 'pains', field: 'pains' },
    { name: 'gains', field: 'gains' },
  ],
  risk_analysis: [{ name: 'risks', field: 'risks' }],
  unknown: [],
};

interface Item {
  name?: unknown;
  timeline?: unknown;
  date?: unknown;
  description?: unknown;
  probability?: unknown;
  impact?: unknown;
  probability_text?: unknown;
  impact_text?: unknown;
}

const text = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';

/** One item as a line: a string, a phase with its timeline, a dated milestone, a rated risk. */
export function describeItem(item: unknown): string {
  if (typeof item !== 'object' || item === null) return text(item);
  const i = item as Item;
  const name = text(i.name) || text(i.description);
  const when = text(i.timeline) || text(i.date);
  const p = text(i.probability) || text(i.probability_text);
  const impact = text(i.impact) || text(i.impact_text);
  const rating = p || impact ? ` [P ${p || '–'} · I ${impact || '–'}]` : '';
  return `${when ? `${when}: ` : ''}${name || JSON.stringify(item)}${rating}`;
}

function listOf(source: unknown, name: string): string[] {
  const value = (source as Record<string, unknown> | null | undefined)?.[name];
  return Array.isArray(value) ? value.map(describeItem).filter(Boolean) : [];
}

/**
 * The lists worth comparing for one file: those of the labelled category and of the analyzed one
 * (a wrong category shows what was extracted for it and what the label expected).
 */
export function itemLists(
  labelCategory: DocumentCategory,
  analyzedCategory: DocumentCategory,
  extracted: unknown,
  expected: unknown,
): ItemList[] {
  const seen = new Set<string>();
  const lists: ItemList[] = [];
  for (const entry of [
    ...LISTS_BY_CATEGORY[labelCategory],
    ...LISTS_BY_CATEGORY[analyzedCategory],
  ]) {
    if (seen.has(entry.name)) continue;
    seen.add(entry.name);
    lists.push({
      ...entry,
      extracted: listOf(extracted, entry.name),
      expected: listOf(expected, entry.name),
    });
  }
  return lists;
}
