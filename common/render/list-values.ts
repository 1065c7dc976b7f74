import { LIST_SEPARATOR, MAX_ITEMS } from './constants.js';
import { cleanValue } from './placeholder.js';

/** How list-like values become merge-tag values, for every category's value builder. */

export type TextOrList = string | number | readonly string[] | null | undefined;

/** One display string: lists are cleaned and joined with ' · '. */
export function joinValue(value: TextOrList): string {
  if (Array.isArray(value)) return value.map(cleanValue).filter(Boolean).join(LIST_SEPARATOR);
  return cleanValue(value);
}

/** Non-empty, non-placeholder items, at most `max`. */
export function cleanItems(
  values: readonly unknown[] | null | undefined,
  max = MAX_ITEMS,
): string[] {
  return (values ?? []).map(cleanValue).filter(Boolean).slice(0, max);
}

/** A list written as one string ("SSO; audit log, v2 API"), split into its items. */
export function splitListText(text: string): string[] {
  return text
    .split(/\s*(?:[;\n•·]|,(?!\d))\s*/)
    .map(cleanValue)
    .filter(Boolean);
}

export function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** How many of PREFIX_1 … PREFIX_5 have a value. */
export function countItems(values: Record<string, string>, prefix: string): number {
  let count = 0;
  for (let n = 1; n <= MAX_ITEMS; n++) if (values[`${prefix}_${n}`]) count++;
  return count;
}
