import { ChevronDown, Download, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ExportFormat } from './export';

/** The Export button and its menu (PNG or JPG); disabled while one runs or nothing is drawn. */
export function ExportMenu({
  exporting,
  disabled,
  onExport,
}: {
  exporting: ExportFormat | null;
  disabled: boolean;
  onExport: (format: ExportFormat) => void;
}) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button disabled={exporting !== null || disabled}>
          {exporting ? <LoaderCircle className="animate-spin" /> : <Download />}
          {exporting ? 'Exporting...' : 'Export'}
          <ChevronDown className="-mr-1 opacity-70" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-48">
        <DropdownMenuLabel className="text-xs text-muted-foreground">
          Download as image
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => onExport('png')}>
          <Download />
          PNG
          <span className="ml-auto text-xs text-muted-foreground">Lossless</span>
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => onExport('jpg')}>
          <Download />
          JPG
          <span className="ml-auto text-xs text-muted-foreground">Smaller</span>
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
