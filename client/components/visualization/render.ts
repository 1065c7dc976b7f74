import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Template } from '@common/contracts/templates.js';
import type { ColorMap, VisualizationData } from '@common/render/index.js';
import {
  renderVisualization,
  templateSvg,
  type RenderOutcome,
} from '@common/render/visualization-svg.js';

// The pure steps live in common/ (the public share page draws with them too); re-exported here
// so the client keeps one import place for drawing a visualization.
export {
  parseVisualizationData,
  renderVisualization,
  templateSvg,
  type RenderOutcome,
  type TemplateSource,
} from '@common/render/visualization-svg.js';

/** GET /api/admin/templates: every signed-in user may read it (spec §7). Same key as the admin page. */
export const TEMPLATES_KEY = ['/api/admin/templates'] as const;

export function useTemplates() {
  return useQuery<Template[]>({ queryKey: TEMPLATES_KEY });
}

/**
 * Width / height of a drawing, from its <svg> root's viewBox (or width and height), so that a
 * stand-in shown before it is drawn takes about the room it will; null when unknown. Read with a
 * regular expression, not a parser: it runs before the drawing, on the first render.
 */
export function svgAspectRatio(svg: string | null | undefined): number | null {
  const root = /<svg\b[^>]*>/i.exec(svg ?? '')?.[0] ?? '';
  const attribute = (name: string) =>
    new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i').exec(root)?.[1] ?? '';
  const length = (value: string) => Number(/^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value)?.[1]);
  const box = attribute('viewBox')
    .trim()
    .split(/[\s,]+/)
    .map(Number);
  const [width = NaN, height = NaN] =
    box.length === 4 ? box.slice(2) : [length(attribute('width')), length(attribute('height'))];
  return width > 0 && height > 0 ? width / height : null;
}

/**
 * The template used for a category (spec §7: the client picks the one whose category matches);
 * a visualization's own template wins when it is in the list.
 */
export function pickTemplate(
  templates: readonly Template[] | undefined,
  category: string,
  templateId?: number | null,
): Template | undefined {
  if (!templates) return undefined;
  const own = templateId ? templates.find((t) => t.id === templateId) : undefined;
  if (own && templateSvg(own)) return own;
  return templates.find((t) => t.category === category && templateSvg(t) !== null);
}

/** renderVisualization, memoised on its inputs. */
export function useRenderedVisualization(
  svg: string | null | undefined,
  data: VisualizationData,
  category: string | null | undefined,
  colors?: ColorMap | null,
): RenderOutcome {
  return useMemo(
    () => renderVisualization(svg, data, category, colors),
    [svg, data, category, colors],
  );
}
