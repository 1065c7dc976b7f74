import { COLORS_MAX_KEYS } from '../categories/base-fields.js';
import type { BrandPalette } from '../contracts/brand-palette.js';
import { normalizeColorMap } from '../render/colors.js';
import {
  colorfulness,
  contrastRatio,
  relativeLuminance,
  tintWithLuminance,
  WHITE,
} from './contrast.js';

/*
 * How a template's colours map onto an organization's brand palette. Templates name no colour
 * roles, so each colour's role is read from the colour itself:
 *
 * - strong: a vivid colour (fills, headings, lines). In document order the first becomes
 *   primary, the second secondary, the third and later ones accent.
 * - tint: a pale but clearly coloured one (highlight backgrounds). It becomes a tint of accent
 *   exactly as light as the original, so text drawn on it keeps its contrast.
 * - text: the darkest near-neutral colour that reads as text on white. It becomes text.
 * - neutral: white, greys, borders and the other near-neutrals. They stay: they suit any palette.
 *
 * Labels: the templates draw white labels on strong fills; the palette's own rules (see
 * contracts/brand-palette.ts) keep every fill at 3:1 or more against white.
 */

export type TemplateColorRole = 'strong' | 'tint' | 'text' | 'neutral';

/** Above this HSL lightness a colour is pale: a tint if it is saturated, else a neutral. */
const PALE_LIGHTNESS = 0.85;
const TINT_SATURATION = 0.6;
/** Nearly white colours (#fdfdff) have a high HSL saturation but no visible colour. */
const TINT_MIN_CHROMA = 0.03;
/** Below this chroma a darker colour reads as grey (slate #0f172a is 0.11, indigo #4f46e5 0.62). */
const STRONG_MIN_CHROMA = 0.3;
/** The text colour must be text on white already: WCAG AA for body text. */
const TEXT_MIN_CONTRAST = 4.5;

function roleOfColor(hex: string): Exclude<TemplateColorRole, 'text'> {
  const { lightness, saturation, chroma } = colorfulness(hex);
  if (lightness >= PALE_LIGHTNESS) {
    return saturation >= TINT_SATURATION && chroma >= TINT_MIN_CHROMA ? 'tint' : 'neutral';
  }
  return chroma >= STRONG_MIN_CHROMA ? 'strong' : 'neutral';
}

/** The role of each template colour (lower-case #rrggbb), in the template's order. */
export function templateColorRoles(
  templateColors: readonly string[],
): Map<string, TemplateColorRole> {
  const colors = [...new Set(templateColors.map((color) => color.toLowerCase()))];
  const roles = new Map<string, TemplateColorRole>(
    colors.map((color) => [color, roleOfColor(color)]),
  );
  const textColor = colors
    .filter((color) => roles.get(color) === 'neutral')
    .filter((color) => contrastRatio(color, WHITE) >= TEXT_MIN_CONTRAST)
    .sort((a, b) => relativeLuminance(a) - relativeLuminance(b))[0];
  if (textColor) roles.set(textColor, 'text');
  return roles;
}

/**
 * The colour map (template colour → palette colour) that brands a template: only the colours
 * that change, as data.colors stores them, and never more than data.colors may hold.
 */
export function brandColorMap(
  templateColors: readonly string[],
  palette: BrandPalette,
): Record<string, string> {
  const fills = [palette.primary, palette.secondary, palette.accent];
  let strongSeen = 0;
  const map: Record<string, string> = {};
  for (const [color, role] of templateColorRoles(templateColors)) {
    let target = color;
    if (role === 'strong') target = fills[Math.min(strongSeen++, fills.length - 1)]!;
    else if (role === 'tint') target = tintWithLuminance(palette.accent, relativeLuminance(color));
    else if (role === 'text') target = palette.text;
    target = target.toLowerCase();
    if (target !== color) map[color] = target;
  }
  return Object.fromEntries([...normalizeColorMap(map)].slice(0, COLORS_MAX_KEYS));
}
