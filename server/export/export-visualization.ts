import type { VectorExportFormat } from '../../common/contracts/exports.js';
import {
  parseVisualizationData,
  renderVisualization,
} from '../../common/render/visualization-svg.js';
import { sanitizeSvgMarkup } from '../svg/sanitize.js';
import { pdfExport } from './pdf-export.js';
import { svgExport } from './svg-export.js';

/** Everything an export needs, plain data, so it can run in a worker thread. */
export interface ExportTask {
  format: VectorExportFormat;
  /** The template's SVG markup. */
  templateSvg: string;
  /** The visualization's data as stored (JSON text). */
  data: string;
  category: string;
  title: string;
}

export type ExportOutcome = { ok: true; bytes: Uint8Array } | { ok: false; message: string };

/**
 * A visualization as an SVG or PDF file: the final SVG exactly as the visualization page draws
 * it (the same renderer, common/render, and the same sanitizing profile), then made a file.
 */
export async function exportVisualization(task: ExportTask): Promise<ExportOutcome> {
  const outcome = renderVisualization(
    task.templateSvg,
    parseVisualizationData(task.data),
    task.category,
  );
  if (!outcome.ok)
    return { ok: false, message: `The template could not be rendered: ${outcome.message}` };
  const svg = sanitizeSvgMarkup(outcome.result.svg);
  if (!svg) return { ok: false, message: 'Nothing was left to draw after sanitizing.' };
  if (task.format === 'svg') return { ok: true, bytes: Buffer.from(svgExport(svg, task.title)) };
  return { ok: true, bytes: await pdfExport(svg, task.title) };
}
