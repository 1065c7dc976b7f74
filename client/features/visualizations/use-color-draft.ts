import { useMemo, useState } from 'react';
import { brandColorMap } from '@common/brand/palette-mapping.js';
import type { BrandPalette } from '@common/contracts/brand-palette.js';
import type { VisualizationData } from '@common/render/index.js';
import type { SaveMutation } from './api';
import {
  changedColors,
  initialDraft,
  safeColors,
  sameColors,
  savedColorMap,
  type ColorDraft,
} from './color-draft';
import { changesSaved } from './save-toasts';

/**
 * The colours panel's draft: picked colours show in the preview at once; Save writes them as a
 * new version ('Changed colors', 'Applied brand colors' when the draft is the organization's
 * palette, or 'Reset colors' when none is left changed).
 */
export function useColorDraft(
  svg: string | null,
  data: VisualizationData,
  save: SaveMutation,
  palette: BrandPalette | null = null,
) {
  // Reading the template's colours parses the whole SVG: done once the panel needs them (it
  // loads the draft when it opens), not on the page's first render (issue 15, Lighthouse).
  const readTemplateColors = useMemo(() => {
    let colors: string[] | undefined;
    return () => (colors ??= safeColors(svg));
  }, [svg]);
  const [draft, setDraft] = useState<ColorDraft>({});
  const loaded = Object.keys(draft).length > 0;
  const templateColors = loaded ? readTemplateColors() : [];
  const savedColors = useMemo(() => savedColorMap(data.colors), [data.colors]);
  const dirty =
    loaded &&
    !sameColors(changedColors(draft), changedColors(initialDraft(templateColors, savedColors)));

  const brandColors = () => (palette ? brandColorMap(readTemplateColors(), palette) : null);

  const saveColors = () => {
    const colors = changedColors(draft);
    const next: VisualizationData = { ...data };
    if (Object.keys(colors).length > 0) next.colors = colors;
    else delete next.colors;
    const brand = brandColors();
    const changeDescription =
      Object.keys(colors).length === 0
        ? 'Reset colors'
        : brand && sameColors(colors, brand)
          ? 'Applied brand colors'
          : 'Changed colors';
    save.mutate({ data: next, changeDescription }, { onSuccess: changesSaved });
  };

  return {
    templateColors,
    draft,
    setDraft,
    dirty,
    saveColors,
    /** Back to these saved colours (when the panel opens, after a restore). */
    load: (colors: VisualizationData['colors']) =>
      setDraft(initialDraft(readTemplateColors(), colors)),
    /** Every colour back to the template's (saved only with Save). */
    resetToTemplate: () => setDraft(initialDraft(readTemplateColors(), undefined)),
    /** Every colour to the organization's palette (issue 17); null without one. Saved only with Save. */
    applyBrandColors: palette
      ? () => setDraft(initialDraft(readTemplateColors(), brandColors() ?? undefined))
      : null,
  };
}
