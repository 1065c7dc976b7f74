import { cleanValue } from '../../../common/render/placeholder.js';
import type { Evidence } from './analyzer.js';
import { truncate } from './text.js';

export const SNIPPET_MAX = 240;

/** Collects the evidence of one extraction: every value with the text and place it came from. */
export class EvidenceLog {
  readonly items: Evidence[] = [];

  add(field: string, value: unknown, snippet: string, location: string, note?: string): void {
    const text = typeof value === 'number' ? String(value) : cleanValue(value);
    if (!text) return;
    const item: Evidence = {
      field,
      value: truncate(text, 300),
      snippet: truncate(snippet.replace(/\s+/g, ' ').trim(), SNIPPET_MAX),
      location,
    };
    if (note) item.note = note;
    this.items.push(item);
  }
}

/** A value worth keeping: not empty and not a placeholder (N/A, Unknown, 'Company X' …). */
export function meaningful(value: string | undefined | null): value is string {
  return cleanValue(value) !== '';
}
