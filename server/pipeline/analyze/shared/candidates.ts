/**
 * Choosing among the candidates the extractors find: one way to drop repeats and one way to
 * weigh how complete a group of candidates (the companies of a table, the risks of a register)
 * is, so that the best-stated source wins.
 */

/**
 * Keeps an item when none of its keys was seen before, then remembers all of them. The first key
 * is the item's identity: an item whose first key is empty is dropped. Further keys (a
 * milestone's date) drop an item too, when not empty.
 */
export function dedupeBy<T>(items: readonly T[], ...keys: ((item: T) => string)[]): T[] {
  const seen = keys.map(() => new Set<string>());
  return items.filter((item) => {
    const values = keys.map((key) => key(item));
    if (!values[0]) return false;
    if (values.some((value, k) => value && seen[k]!.has(value))) return false;
    values.forEach((value, k) => {
      if (value) seen[k]!.add(value);
    });
    return true;
  });
}

/** Points for a filled field, or for each entry of a list up to `max` entries. */
export type FieldPoints<T> = { [K in keyof T]?: number | { each: number; max: number } };

/** One point per candidate, plus the points of every field it fills. */
export function groupQuality<T extends object>(
  group: readonly T[],
  points: FieldPoints<T>,
): number {
  let score = 0;
  for (const item of group) {
    score += 1;
    for (const field of Object.keys(points) as (keyof T)[]) {
      const weight = points[field]!;
      const value = item[field];
      if (typeof weight === 'number') score += value ? weight : 0;
      else if (Array.isArray(value)) score += Math.min(value.length, weight.max) * weight.each;
    }
  }
  return score;
}
