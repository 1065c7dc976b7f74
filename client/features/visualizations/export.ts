import { toJpeg, toPng } from 'html-to-image';

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

export type ExportFormat = 'png' | 'jpg';

export const ELEMENT_NOT_FOUND = 'Element not found';

/** '{title}.png' with the title lower-cased and spaces turned to hyphens (spec §9). */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title
      .toLowerCase()
      .replace(/\s/g, '-')
      // Characters no file system accepts in a name.
      .replace(/[\\/:*?"<>|]/g, '') || 'visualization';
  return `${base}.${format}`;
}

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
  format: ExportFormat,
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
  const link = document.createElement('a');
  link.href = dataUrl;
  link.download = fileName;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  return fileName;
}
