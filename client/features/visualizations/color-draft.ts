import { extractColors, normalizeColorMap, type VisualizationData } from '@common/render/index.js';

/*
 * The colour draft of the visualization page: every template colour mapped to the colour the
 * user picked (or to itself). Only the changed ones are saved, as data.colors.
 */

/** Original colour → chosen colour, for every colour of the template. */
export type ColorDraft = Record<string, string>;

/** The colours to save: only those that differ from the template's. */
export function changedColors(draft: ColorDraft): Record<string, string> {
  return Object.fromEntries(
    Object.entries(draft).filter(([from, to]) => from.toLowerCase() !== to.toLowerCase()),
  );
}

export function sameColors(a: Record<string, string>, b: Record<string, string>): boolean {
  const left = changedColors(a);
  const right = changedColors(b);
  const keys = new Set([...Object.keys(left), ...Object.keys(right)]);
  return [...keys].every((key) => left[key]?.toLowerCase() === right[key]?.toLowerCase());
}

/** The template's colours; none when the template cannot be read. */
export function safeColors(svg: string | null): string[] {
  if (!svg) return [];
  try {
    return extractColors(svg);
  } catch {
    return [];
  }
}

export function savedColorMap(colors: VisualizationData['colors']): Record<string, string> {
  return Object.fromEntries(normalizeColorMap(colors));
}

/** Every template colour mapped to the saved replacement, or to itself. */
export function initialDraft(
  templateColors: string[],
  saved: VisualizationData['colors'] | undefined,
): ColorDraft {
  const map = normalizeColorMap(saved);
  return Object.fromEntries(templateColors.map((color) => [color, map.get(color) ?? color]));
}
