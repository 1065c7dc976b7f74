import { z } from 'zod';
import { contrastRatio, formatRatio, WHITE } from '../brand/contrast.js';
import { HEX_COLOR } from '../render/constants.js';

/**
 * An organization's brand palette (issue 17): four 7-character hex colours. The same schema
 * checks the Settings form and PUT /api/organization/brand-palette.
 *
 * Readability: templates draw body text on white and white labels on their coloured fills, so
 * the text colour needs 4.5:1 against white (WCAG AA for text) and each fill colour 3:1 against
 * white (WCAG AA for large text and graphics), or the labels on it could not be read.
 */

export const BRAND_COLOR_KEYS = ['primary', 'secondary', 'accent', 'text'] as const;
export type BrandColorKey = (typeof BRAND_COLOR_KEYS)[number];

export const BRAND_COLOR_LABELS: Record<BrandColorKey, string> = {
  primary: 'Primary',
  secondary: 'Secondary',
  accent: 'Accent',
  text: 'Text',
};

/** What each colour becomes in a visualization (shown under its input). */
export const BRAND_COLOR_ROLES: Record<BrandColorKey, string> = {
  primary: 'Main fills, headings and lines',
  secondary: 'The second fill color',
  accent: 'Highlights and pale backgrounds',
  text: 'Body text',
};

export const MIN_TEXT_CONTRAST = 4.5;
export const MIN_FILL_CONTRAST = 3;

/** The contrast a colour needs against white, by its role. */
export function minimumContrast(key: BrandColorKey): number {
  return key === 'text' ? MIN_TEXT_CONTRAST : MIN_FILL_CONTRAST;
}

/** Why a colour is unreadable against white, or null when it is readable enough. */
export function contrastProblem(key: BrandColorKey, color: string): string | null {
  if (!HEX_COLOR.test(color)) return null;
  const ratio = contrastRatio(color, WHITE);
  const needed = minimumContrast(key);
  if (ratio >= needed) return null;
  return key === 'text'
    ? `Text is too light to read on white: it needs ${needed}:1 contrast, it has ${formatRatio(ratio)}`
    : `${BRAND_COLOR_LABELS[key]} is too light for white labels: it needs ${needed}:1 contrast, it has ${formatRatio(ratio)}`;
}

const hexField = (key: BrandColorKey) =>
  z
    .string()
    .trim()
    .regex(HEX_COLOR, `${BRAND_COLOR_LABELS[key]} must be a 7-character hex color like #4f46e5`)
    .transform((value) => value.toLowerCase());

/** The palette as stored and answered: four #rrggbb colours (no readability check, see below). */
export const brandPaletteSchema = z.object({
  primary: z.string().regex(HEX_COLOR),
  secondary: z.string().regex(HEX_COLOR),
  accent: z.string().regex(HEX_COLOR),
  text: z.string().regex(HEX_COLOR),
});
export type BrandPalette = z.infer<typeof brandPaletteSchema>;

/** What an organization admin may save: each colour valid hex and readable, errors per field. */
export const brandPaletteInputSchema = z
  .strictObject({
    primary: hexField('primary'),
    secondary: hexField('secondary'),
    accent: hexField('accent'),
    text: hexField('text'),
  })
  .superRefine((palette, context) => {
    for (const key of BRAND_COLOR_KEYS) {
      const problem = contrastProblem(key, palette[key]);
      if (problem) context.addIssue({ code: 'custom', path: [key], message: problem });
    }
  });
export type BrandPaletteInput = z.input<typeof brandPaletteInputSchema>;

/** The template's own indigo, violet and slate: where the form starts when there is no palette. */
export const DEFAULT_BRAND_PALETTE: BrandPalette = {
  primary: '#4f46e5',
  secondary: '#7c3aed',
  accent: '#4f46e5',
  text: '#0f172a',
};
