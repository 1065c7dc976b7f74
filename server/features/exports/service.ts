import {
  exportFileName,
  VECTOR_EXPORT_MEDIA_TYPES,
  type VectorExportFormat,
} from '../../../common/contracts/exports.js';
import { templateSvg } from '../../../common/render/visualization-svg.js';
import type { AppContext } from '../../context.js';
import type { Actor } from '../../db/tenant.js';
import { AppError, conflict } from '../../errors.js';
import { ExportTimeoutError, type ExportPool } from '../../export/export-pool.js';
import { templateOfVisualization } from '../templates/service.js';
import { getVisualization } from '../visualizations/service.js';

export interface ExportFile {
  body: Buffer;
  contentType: string;
  fileName: string;
}

/**
 * A visualization of the actor's organization as an SVG or PDF file (another organization's id
 * is a 404 like a missing one: getVisualization). Drawn in the export thread from the same
 * template and data the visualization page draws.
 */
export async function exportVisualizationFile(
  ctx: AppContext,
  actor: Actor,
  id: number,
  format: VectorExportFormat,
  pool: ExportPool,
): Promise<ExportFile> {
  const visualization = await getVisualization(ctx, actor, id);
  const svg = templateSvg(await templateOfVisualization(ctx, visualization));
  if (!svg) throw conflict('There is no template for this category yet, so nothing can be drawn.');
  let outcome;
  try {
    outcome = await pool.run({
      format,
      templateSvg: svg,
      data: visualization.data,
      category: visualization.category,
      title: visualization.title,
    });
  } catch (error) {
    if (error instanceof ExportTimeoutError) {
      ctx.log.warn({ visualizationId: id, format }, 'export timed out');
      throw new AppError(503, 'The export took too long. Please try again.');
    }
    throw error;
  }
  if (!outcome.ok) throw conflict(outcome.message);
  return {
    body: Buffer.from(outcome.bytes),
    contentType: VECTOR_EXPORT_MEDIA_TYPES[format],
    fileName: exportFileName(visualization.title, format),
  };
}

/**
 * An attachment header with the file name as an ASCII fallback (anything else becomes "_") and
 * as UTF-8 (RFC 6266 / 8187), so every browser saves it under the title.
 */
export function attachmentHeader(fileName: string): string {
  const ascii = fileName.replace(/[^\x20-\x7e]|["\\%;]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}
