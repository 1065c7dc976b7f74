import { locate } from '../shared/document.js';
import type { DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { firstSentence, itemTitle, normKey, wordCount } from '../shared/text.js';
import { isBlockLabel, type Kind, type ValueList } from './value-labels.js';

/** The lists of a value proposition as they are found, each value once, with where it was found. */

export const VALUE_LISTS: readonly ValueList[] = [
  'segments',
  'jobs',
  'pains',
  'gains',
  'products',
  'relievers',
  'creators',
];

type Found = { text: string; snippet: string; location: string };

export class Collector {
  readonly lists: Record<ValueList, Found[]> = {
    segments: [],
    jobs: [],
    pains: [],
    gains: [],
    products: [],
    relievers: [],
    creators: [],
  };
  statement?: Found;
  /** normKey of every value in each list, so that a value is listed once. */
  private readonly seen: Partial<Record<ValueList, Set<string>>> = {};

  add(kind: Kind, text: string, node: DocNode, snippet = node.text, row?: number): void {
    if (kind === 'other') return;
    const value = text.replace(/\s+/g, ' ').trim();
    if (!meaningful(value) || value.length < 2) return;
    // A block label met as text ("CUSTOMER SEGMENT" in a canvas cell) is not an entry.
    if (kind !== 'statement' && isBlockLabel(value)) return;
    const found = { text: value, snippet, location: locate(node, row) };
    if (kind === 'statement') {
      this.statement ??= found;
      return;
    }
    // A long document repeats many values: a set of keys keeps this linear.
    const seen = (this.seen[kind] ??= new Set<string>());
    const key = normKey(value);
    if (seen.has(key)) return;
    seen.add(key);
    this.lists[kind].push(found);
  }
}

/** "send invoices, chase payments, prepare taxes" → three entries (only when all are short). */
export function splitInline(value: string, isItem: boolean): string[] {
  const parts = value.split(/\s*[,;]\s*/).filter(Boolean);
  if (parts.length >= 3 && parts.every((p) => wordCount(p) <= 6)) return parts;
  return [isItem ? itemTitle(value, 16) : firstSentence(value, 200).replace(/\.$/, '')];
}
