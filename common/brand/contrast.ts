import { HEX_COLOR } from '../render/constants.js';

/*
 * WCAG 2 colour arithmetic on 7-character hex colours (#rrggbb, the only colours the renderer
 * recognises, see render/colors.ts): relative luminance, contrast ratio, the readable label
 * colour on a fill, and mixing towards white for light tints.
 */

export const WHITE = '#ffffff';
export const BLACK = '#000000';

type Rgb = readonly [number, number, number];

export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value);
}

/** The 0–255 channels of #rrggbb; throws on anything else, so a bad colour never computes silently. */
export function hexToRgb(hex: string): Rgb {
  if (!isHexColor(hex)) throw new Error(`Not a #rrggbb colour: ${hex}`);
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

export function rgbToHex([r, g, b]: Rgb): string {
  const channel = (c: number) =>
    Math.round(Math.min(255, Math.max(0, c)))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(r)}${channel(g)}${channel(b)}`;
}

/** WCAG 2 relative luminance: 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = hexToRgb(hex).map((c) => {
    const s = c / 255;
    return s <= 0.04045 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  }) as unknown as Rgb;
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG 2 contrast ratio of two colours, 1 (none) to 21 (black on white), whichever is lighter. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/** A ratio as people read it: 4.48 → "4.4:1" (rounded down, so a shown 4.5:1 always passes). */
export function formatRatio(ratio: number): string {
  return `${Math.floor(ratio * 10) / 10}:1`;
}

/** The label colour for text drawn on a fill: white or black, whichever contrasts more. */
export function readableLabelColor(fill: string): typeof WHITE | typeof BLACK {
  return contrastRatio(fill, WHITE) >= contrastRatio(fill, BLACK) ? WHITE : BLACK;
}

/** `hex` moved towards white by `amount` (0 = itself, 1 = white), channel by channel. */
export function mixWithWhite(hex: string, amount: number): string {
  return rgbToHex(hexToRgb(hex).map((c) => c + (255 - c) * amount) as unknown as Rgb);
}

/**
 * The lightest mix of `hex` with white that is still at most `luminance` bright: a tint of the
 * colour as light as another one (a template's pale background), so text on it stays as readable.
 * A colour already lighter than that is returned as it is.
 */
export function tintWithLuminance(hex: string, luminance: number): string {
  if (relativeLuminance(hex) >= luminance) return hex;
  let low = 0;
  let high = 1;
  for (let step = 0; step < 24; step++) {
    const middle = (low + high) / 2;
    if (relativeLuminance(mixWithWhite(hex, middle)) <= luminance) low = middle;
    else high = middle;
  }
  return mixWithWhite(hex, low);
}

/** Hue-free measures of a colour: HSL lightness and saturation, and chroma (max − min), all 0–1. */
export function colorfulness(hex: string): {
  lightness: number;
  saturation: number;
  chroma: number;
} {
  const channels = hexToRgb(hex).map((c) => c / 255);
  const max = Math.max(...channels);
  const min = Math.min(...channels);
  const lightness = (max + min) / 2;
  const chroma = max - min;
  const saturation = chroma === 0 ? 0 : chroma / (1 - Math.abs(2 * lightness - 1));
  return { lightness, saturation, chroma };
}
