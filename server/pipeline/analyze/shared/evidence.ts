import { cleanValue } from '../../../../common/render/placeholder.js';
import type { Evidence } from '../analyzer.js';
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

  /**
   * A text value cut to `max` characters and logged with the place it came from; undefined when
   * it is empty or a placeholder, so that the caller leaves the field out.
   */
  keep(field: string, value: string | undefined, max: number, from: Source): string | undefined {
    if (!meaningful(value)) return undefined;
    const text = truncate(value, max);
    this.add(field, text, from.snippet, from.location);
    return text;
  }

  /** A list logged as one value ("a · b · c"); undefined when it is empty. */
  keepList(field: string, values: string[], from: Source): string[] | undefined {
    if (values.length === 0) return undefined;
    this.add(field, values.join(' · '), from.snippet, from.location);
    return values;
  }
}

/** Where a candidate was found: the text shown as evidence and its place in the document. */
export interface Source {
  snippet: string;
  location: string;
}

/** A value worth keeping: not empty and not a placeholder (N/A, Unknown, 'Company X' …). */
export function meaningful(value: string | undefined | null): value is string {
  return cleanValue(value) !== '';
}
