import type { Template } from '../contracts/templates.js';
import type { ColorMap } from './colors.js';
import { visualizationDataSchema, type VisualizationData } from './data-schema.js';
import { renderTemplate, type RenderResult } from './render-template.js';

/**
 * A saved visualization drawn with its template: the steps the visualization page and the public
 * share page (server/features/sharing) both take, so the two show the same drawing.
 */

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

/** Merges data into a template (renderTemplate), never throwing. The SVG is still unsanitized. */
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
