import { useState } from 'react';
import { toast } from '@/lib/use-toast';
import { ELEMENT_NOT_FOUND, EXPORT_ELEMENT_ID, exportElement, type ExportFormat } from './export';

/** Spec §2 / §5: Export as PNG or JPG, with the spec's toasts; `exporting` is the format running. */
export function useExport(title: string) {
  const [exporting, setExporting] = useState<ExportFormat | null>(null);
  const runExport = async (format: ExportFormat) => {
    setExporting(format);
    try {
      const fileName = await exportElement(EXPORT_ELEMENT_ID, title, format);
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
