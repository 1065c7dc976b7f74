import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { create as openFont } from 'fontkit';
import { woffToSfnt } from './woff.js';

/**
 * The fonts exports draw text with (glyph outlines in SVG, embedded subsets in PDF), so that a
 * file looks the same in any viewer. Inter, which every default template asks for ('Inter
 * Variable', Inter, …), as static faces from @fontsource/inter: one file per unicode subset,
 * weight and style. The .woff files, not .woff2: fontkit's subsetter (pdfkit embeds with it)
 * breaks on WOFF2's transformed composite glyphs. For characters no Inter subset has (arrows such as →),
 * which a browser draws with a system font, Liberation Sans from pdfjs-dist's standard fonts, then
 * Noto Sans Symbols 2 for dingbats such as ✓.
 */

/** The subsets @fontsource/inter ships, most common first: a character uses the first that has it. */
const SUBSETS = [
  'latin',
  'latin-ext',
  'cyrillic',
  'cyrillic-ext',
  'greek',
  'greek-ext',
  'vietnamese',
] as const;
export type InterSubset = (typeof SUBSETS)[number];
export type FontStyle = 'normal' | 'italic';

/** The few parts of a fontkit font (pdfkit's font engine) the exports use. */
export interface GlyphPath {
  commands: { command: string; args: number[] }[];
}
export interface GlyphRun {
  glyphs: { path: GlyphPath; codePoints: number[] }[];
  positions: { xAdvance: number; yAdvance: number; xOffset: number; yOffset: number }[];
}
export interface FontkitFont {
  unitsPerEm: number;
  ascent: number;
  descent: number;
  xHeight: number;
  hasGlyphForCodePoint(codePoint: number): boolean;
  layout(text: string): GlyphRun;
}

/** One static face: its name in a PDF document and its parsed font. */
export interface FontFace {
  key: string;
  font: FontkitFont;
}

const require = createRequire(import.meta.url);
const faces = new Map<string, FontFace>();

/** The nearest static weight (100 … 900) to a CSS weight. */
export function staticWeight(weight: number): number {
  return Math.min(900, Math.max(100, Math.round(weight / 100) * 100));
}

function load(key: string, file: string): FontFace {
  let loaded = faces.get(key);
  if (!loaded) {
    // fontkit is pdfkit's own font engine (one copy: the same version pdfkit depends on). The
    // WOFF files are unpacked here once, not by fontkit on every export; parsed once, used by all.
    const font = openFont(woffToSfnt(readFileSync(require.resolve(file)))) as FontkitFont;
    loaded = { key, font };
    faces.set(key, loaded);
  }
  return loaded;
}

function interFace(subset: InterSubset, weight: number, style: FontStyle): FontFace {
  return load(
    `Inter-${subset}-${weight}-${style}`,
    `@fontsource/inter/files/inter-${subset}-${weight}-${style}.woff`,
  );
}

function fallbackFace(weight: number, style: FontStyle): FontFace {
  const name = `${weight >= 600 ? 'Bold' : ''}${style === 'italic' ? 'Italic' : ''}` || 'Regular';
  return load(`LiberationSans-${name}`, `pdfjs-dist/standard_fonts/LiberationSans-${name}.ttf`);
}

/**
 * The face that draws this character at this weight and style: the first Inter subset that has
 * a glyph for it, else Liberation Sans, else Noto Sans Symbols 2; null when none has one (CJK,
 * emoji: left to the viewer's fonts in SVG).
 */
export function faceFor(codePoint: number, weight: number, style: FontStyle): FontFace | null {
  const wanted = staticWeight(weight);
  for (const subset of SUBSETS) {
    const candidate = interFace(subset, wanted, style);
    if (candidate.font.hasGlyphForCodePoint(codePoint)) return candidate;
  }
  const fallback = fallbackFace(wanted, style);
  if (fallback.font.hasGlyphForCodePoint(codePoint)) return fallback;
  // Ticks, crosses, stars and bullets (✓ ✗ ★ ●), common in roadmaps: one weight only.
  const symbols = load(
    'NotoSansSymbols2',
    '@fontsource/noto-sans-symbols-2/files/noto-sans-symbols-2-symbols-400-normal.woff',
  );
  return symbols.font.hasGlyphForCodePoint(codePoint) ? symbols : null;
}

/** Inter's Latin face: metrics for a character no face has, and text left to the PDF engine. */
export function latinFace(weight: number, style: FontStyle): FontFace {
  return interFace('latin', staticWeight(weight), style);
}
