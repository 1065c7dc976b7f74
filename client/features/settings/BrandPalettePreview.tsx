import { readableLabelColor, tintWithLuminance } from '@common/brand/contrast.js';
import {
  BRAND_COLOR_KEYS,
  BRAND_COLOR_LABELS,
  type BrandPalette,
} from '@common/contracts/brand-palette.js';
import { HEX_COLOR } from '@common/render/constants.js';

/** The palette as the form holds it while someone types: any text, shown only when it is a colour. */
export type PaletteDraft = Record<keyof BrandPalette, string>;

/** A half-typed colour shows as light grey rather than breaking the preview. */
const shown = (value: string | undefined) => (value && HEX_COLOR.test(value) ? value : '#e2e8f0');

/** Four swatches, each named in the label colour that reads on it (white or black). */
export function BrandSwatches({ palette }: { palette: PaletteDraft }) {
  return (
    <ul className="grid grid-cols-2 gap-2 sm:grid-cols-4" aria-label="Brand colors">
      {BRAND_COLOR_KEYS.map((key) => {
        const fill = shown(palette[key]);
        return (
          <li
            key={key}
            data-testid={`brand-swatch-${key}`}
            className="flex h-16 flex-col justify-end rounded-lg px-3 py-2 shadow-xs ring-1 ring-slate-900/10"
            style={{ backgroundColor: fill, color: readableLabelColor(fill) }}
          >
            <span className="text-xs font-semibold">{BRAND_COLOR_LABELS[key]}</span>
            <span className="font-mono text-xs uppercase opacity-90">{palette[key]}</span>
          </li>
        );
      })}
    </ul>
  );
}

/**
 * A small sample drawn the way the templates use the colours: a heading and a numbered badge
 * in primary and secondary with white labels, body text, and a highlight in a pale accent tint.
 */
export function BrandSample({ palette }: { palette: PaletteDraft }) {
  const primary = shown(palette.primary);
  const secondary = shown(palette.secondary);
  const text = shown(palette.text);
  // The same lightness as the templates' pale indigo (#eef2ff), as the mapping makes it.
  const highlight = tintWithLuminance(shown(palette.accent), 0.889);
  return (
    <div
      aria-hidden="true"
      className="grid gap-3 rounded-lg border bg-white p-4"
      data-testid="brand-sample"
    >
      <p className="text-base font-bold" style={{ color: primary }}>
        Quarterly product roadmap
      </p>
      <div className="flex items-center gap-3">
        <span
          className="flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold text-white"
          style={{ backgroundColor: primary }}
        >
          1
        </span>
        <span
          className="rounded-full px-2.5 py-0.5 text-xs font-semibold text-white"
          style={{ backgroundColor: secondary }}
        >
          In progress
        </span>
      </div>
      <p
        className="rounded-md px-3 py-2 text-sm"
        style={{ backgroundColor: highlight, color: text }}
      >
        Body text sits on white and on pale highlights like this one.
      </p>
    </div>
  );
}
