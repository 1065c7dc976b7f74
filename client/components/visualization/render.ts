import { useMemo } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Template } from '@common/contracts/templates.js';
import {
  renderTemplate,
  visualizationDataSchema,
  type ColorMap,
  type RenderResult,
  type VisualizationData,
} from '@common/render/index.js';

/** GET /api/admin/templates: every signed-in user may read it (spec §7). Same key as the admin page. */
export const TEMPLATES_KEY = ['/api/admin/templates'] as const;

export function useTemplates() {
  return useQuery<Template[]>({ queryKey: TEMPLATES_KEY });
}

/** What a template needs to be drawn: its SVG, or content that is SVG. */
export type TemplateSource = Pick<Template, 'svgContent' | 'content'>;

/** The template's SVG markup, or null when it has none. */
export function templateSvg(template: TemplateSource | null | undefined): string | null {
  if (!template) return null;
  if (template.svgContent?.trim()) return template.svgContent;
  const content = template.content?.trim() ?? '';
  return /^(<\?xml[^>]*>\s*)?<svg[\s>]/i.test(content) ? content : null;
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

/**
 * A visualization's data (spec §3 stores it as a JSON string). Unreadable JSON gives {}; data
 * that does not fit the schema is kept as it is (the renderer is lenient), so nothing is lost.
 */
export function parseVisualizationData(
  data: string | VisualizationData | null | undefined,
): VisualizationData {
  let value: unknown = data ?? {};
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      value = {};
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return {};
  return value as VisualizationData;
}

/** The data as the schema reads it (lists, ratings); as it is when it does not fit. */
function renderableData(data: VisualizationData): VisualizationData {
  const parsed = visualizationDataSchema.safeParse(data);
  return parsed.success ? parsed.data : data;
}

export type RenderOutcome =
  | { ok: true; result: RenderResult }
  | { ok: false; reason: 'no-template' | 'error'; message: string };

/** Merges data into a template (common/render), never throwing. The SVG is still unsanitized. */
export function renderVisualization(
  svg: string | null | undefined,
  data: VisualizationData,
  category: string | null | undefined,
  colors?: ColorMap | null,
): RenderOutcome {
  if (!svg) return { ok: false, reason: 'no-template', message: 'No template for this category.' };
  try {
    const options = colors ? { category, colors } : { category };
    return { ok: true, result: renderTemplate(svg, renderableData(data), options) };
  } catch (error) {
    return {
      ok: false,
      reason: 'error',
      message: error instanceof Error ? error.message : 'The template could not be rendered.',
    };
  }
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
