import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import {
  parseSvg,
  serializeSvg,
  SvgParseError,
  SVG_NAMESPACE,
} from '../../../common/render/svg-dom.js';
import { parseViewBox } from '../../../common/render/svg-root.js';
import {
  parseVisualizationData,
  renderVisualization,
  templateSvg,
} from '../../../common/render/visualization-svg.js';
import type { AppContext } from '../../context.js';
import { sanitizeSvgMarkup } from '../../svg/sanitize.js';
import { templateOfVisualization } from '../templates/service.js';

/**
 * The public page's drawing: the visualization merged into its template by the renderer the
 * visualization page uses (common/render), then sanitized with the app's one SVG profile. The page
 * shows it as an <img> of a data: URL: an image document never runs a script or loads anything,
 * and its own styles apply inside it, so the page's CSP needs no inline-style allowance for it.
 */
export interface SharedDrawing {
  /** data:image/svg+xml;base64,… */
  src: string;
  /** Its size in CSS pixels when known (it scales down to the width of the page). */
  width: number | null;
  height: number | null;
}

const require = createRequire(import.meta.url);
let fontFace: string | undefined;

/**
 * Inter (the templates' font) embedded in the drawing: an image cannot use the page's fonts, and
 * the renderer wraps and cuts text with Inter's metrics, so another font would overflow its boxes.
 */
function interFontFace(): string {
  if (fontFace === undefined) {
    const file = require.resolve('@fontsource-variable/inter/files/inter-latin-wght-normal.woff2');
    const data = readFileSync(file).toString('base64');
    fontFace = `@font-face{font-family:'Inter Variable';font-style:normal;font-weight:100 900;src:url(data:font/woff2;base64,${data}) format('woff2')}`;
  }
  return fontFace;
}

/** A positive length in user units ("720", "720px"); null for "100%", "auto" or nothing. */
function userUnits(value: string | null): number | null {
  const match = /^\s*(\d+(?:\.\d+)?)\s*(?:px)?\s*$/.exec(value ?? '');
  const number = match ? Number(match[1]) : NaN;
  return number > 0 ? number : null;
}

const rounded = (value: number) => Math.round(value * 100) / 100;

/**
 * Gives the drawing a definite size and a viewBox so the <img> knows its proportions and can
 * scale to any width, and adds the font. Returns the final markup and its size.
 */
function finish(svg: string): { markup: string; width: number | null; height: number | null } {
  const doc = parseSvg(svg);
  const root = doc.documentElement!;
  let box = parseViewBox(root.getAttribute('viewBox'));
  const width = userUnits(root.getAttribute('width'));
  const height = userUnits(root.getAttribute('height'));
  if (!box && width && height) {
    root.setAttribute('viewBox', `0 0 ${width} ${height}`);
    box = parseViewBox(root.getAttribute('viewBox'));
  }
  let size: { width: number; height: number } | null = null;
  if (box) {
    const naturalWidth = width ?? box.width;
    size = {
      width: rounded(naturalWidth),
      height: rounded((naturalWidth * box.height) / box.width),
    };
    root.setAttribute('width', String(size.width));
    root.setAttribute('height', String(size.height));
  }
  const style = doc.createElementNS(SVG_NAMESPACE, 'style');
  style.appendChild(doc.createTextNode(interFontFace()));
  root.insertBefore(style, root.firstChild);
  return { markup: serializeSvg(doc), width: size?.width ?? null, height: size?.height ?? null };
}

/** The drawing of a visualization, or null when its template is missing or cannot draw it. */
export async function drawVisualization(
  ctx: AppContext,
  visualization: { category: string; templateId: number | null; data: string },
): Promise<SharedDrawing | null> {
  const template = await templateOfVisualization(ctx, visualization);
  const outcome = renderVisualization(
    templateSvg(template),
    parseVisualizationData(visualization.data),
    visualization.category,
  );
  if (!outcome.ok) return null;
  const clean = sanitizeSvgMarkup(outcome.result.svg);
  if (!clean) return null;
  let finished: ReturnType<typeof finish>;
  try {
    finished = finish(clean);
  } catch (error) {
    if (error instanceof SvgParseError) return null;
    throw error;
  }
  const { markup, width, height } = finished;
  return {
    src: `data:image/svg+xml;base64,${Buffer.from(markup).toString('base64')}`,
    width,
    height,
  };
}
