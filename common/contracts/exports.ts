import { z } from 'zod';

/**
 * Exports of a visualization. PNG and JPG are drawn in the browser from the rendered element
 * (spec §9); SVG and PDF are vector files the server makes: GET /api/visualizations/{id}/export.
 */
export const IMAGE_EXPORT_FORMATS = ['png', 'jpg'] as const;
export const VECTOR_EXPORT_FORMATS = ['svg', 'pdf'] as const;
export type ImageExportFormat = (typeof IMAGE_EXPORT_FORMATS)[number];
export type VectorExportFormat = (typeof VECTOR_EXPORT_FORMATS)[number];
export type ExportFormat = ImageExportFormat | VectorExportFormat;

export const isVectorExportFormat = (format: ExportFormat): format is VectorExportFormat =>
  (VECTOR_EXPORT_FORMATS as readonly string[]).includes(format);

export const EXPORT_FORMAT_MESSAGE = 'Choose an export format: svg or pdf';

export const vectorExportQuerySchema = z.object({
  format: z.enum(VECTOR_EXPORT_FORMATS, { error: EXPORT_FORMAT_MESSAGE }),
});

export const VECTOR_EXPORT_MEDIA_TYPES: Record<VectorExportFormat, string> = {
  svg: 'image/svg+xml',
  pdf: 'application/pdf',
};

export const vectorExportUrl = (id: number, format: VectorExportFormat) =>
  `/api/visualizations/${id}/export?format=${format}`;

/** '{title}.png' with the title lower-cased and spaces turned to hyphens (spec §9), any format. */
export function exportFileName(title: string, format: ExportFormat): string {
  const base =
    title
      .toLowerCase()
      .replace(/\s/g, '-')
      // Characters no file system accepts in a name.
      .replace(/[\\/:*?"<>|]/g, '') || 'visualization';
  return `${base}.${format}`;
}
