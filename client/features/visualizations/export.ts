import { toJpeg, toPng } from 'html-to-image';
import {
  exportFileName,
  type ImageExportFormat,
  type VectorExportFormat,
} from '@common/contracts/exports.js';

/** Spec §9 export constants. */
export const EXPORT_QUALITY = 0.95;
export const EXPORT_BACKGROUND = '#ffffff';
export const MAX_CANVAS_DIMENSION = 16384;
/** At least this pixel ratio whenever the canvas stays within the cap: sharp on any screen. */
export const EXPORT_PIXEL_RATIO = 2;
/**
 * And at least this many pixels across (twice the default templates' natural 720), so that an
 * export made on a phone, where the preview is narrow, is as good as one made on a desktop.
 */
export const EXPORT_MIN_WIDTH = 1440;
/** The element the page renders the visualization in (the one that is exported). */
export const EXPORT_ELEMENT_ID = 'visualization-export';

export type { ExportFormat } from '@common/contracts/exports.js';
// One naming rule for every format, shared with the server's vector exports.
export { exportFileName };

export const ELEMENT_NOT_FOUND = 'Element not found';

/**
 * The pixel ratio for an element of this size: EXPORT_PIXEL_RATIO, or more for a narrow element
 * (EXPORT_MIN_WIDTH), scaled down so that the canvas never exceeds MAX_CANVAS_DIMENSION in its
 * largest dimension.
 */
export function exportPixelRatio(width: number, height: number): number {
  const wanted = Math.max(EXPORT_PIXEL_RATIO, EXPORT_MIN_WIDTH / Math.max(width, 1));
  return Math.min(wanted, MAX_CANVAS_DIMENSION / Math.max(width, height, 1));
}

/** Renders the element to PNG or JPEG (html-to-image) and downloads it. Throws on failure. */
export async function exportElement(
  elementId: string,
  title: string,
  format: ImageExportFormat,
): Promise<string> {
  const element = document.getElementById(elementId);
  if (!element) throw new Error(ELEMENT_NOT_FOUND);
  const width = element.offsetWidth;
  const height = element.offsetHeight;
  const options = {
    quality: EXPORT_QUALITY,
    backgroundColor: EXPORT_BACKGROUND,
    pixelRatio: exportPixelRatio(width, height),
    width,
    height,
  };
  const dataUrl = format === 'png' ? await toPng(element, options) : await toJpeg(element, options);
  const fileName = exportFileName(title, format);
  saveAs(dataUrl, fileName);
  return fileName;
}

/** Downloads an SVG or PDF the server draws (`fetchFile`: api.ts's fetchVectorExport). Throws on failure. */
export async function exportVector(
  fetchFile: () => Promise<Blob>,
  title: string,
  format: VectorExportFormat,
): Promise<string> {
  const blob = await fetchFile();
  const fileName = exportFileName(title, format);
  const url = URL.createObjectURL(blob);
  try {
    saveAs(url, fileName);
  } finally {
    // After the click has started the download; revoking at once can cancel it in some browsers.
    setTimeout(() => URL.revokeObjectURL(url), 60_000);
  }
  return fileName;
}

/** Saves a URL (data: or blob:) under a file name through a temporary link. */
function saveAs(url: string, fileName: string): void {
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
}
