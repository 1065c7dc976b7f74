import { useState } from 'react';
import { toast } from '@/lib/use-toast';
import { isVectorExportFormat } from '@common/contracts/exports.js';
import { fetchVectorExport } from './api';
import {
  ELEMENT_NOT_FOUND,
  EXPORT_ELEMENT_ID,
  exportElement,
  exportVector,
  type ExportFormat,
} from './export';

/**
 * Spec §2 / §5: Export as PNG or JPG (drawn in the browser), or SVG or PDF (drawn by the server,
 * issue 17), with the spec's toasts; `exporting` is the format running.
 */
export function useExport(id: number, title: string) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const fileName = isVectorExportFormat(format)
        ? await exportVector(() => fetchVectorExport(id, format), title, format)
        : await exportElement(EXPORT_ELEMENT_ID, title, format);
      toast({ title: 'Export successful', description: `Saved as ${fileName}` });
    } catch (error) {
      const missing = error instanceof Error && error.message === ELEMENT_NOT_FOUND;
      toast({
        variant: 'destructive',
        title: 'Export failed',
        description: missing
          ? ELEMENT_NOT_FOUND
          : 'An error occurred while exporting the visualization',
      });
    } finally {
      setExporting(null);
    }
  };
  return { exporting, runExport };
}
