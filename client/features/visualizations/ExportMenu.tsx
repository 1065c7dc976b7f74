import { ChevronDown, Download, LoaderCircle } from 'lucide-react';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuGroup,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { ExportFormat } from './export';

const ITEMS: { group: string; items: { format: ExportFormat; hint: string }[] }[] = [
  {
    group: 'Image',
    items: [
      { format: 'png', hint: 'Lossless' },
      { format: 'jpg', hint: 'Smaller' },
    ],
  },
  {
    group: 'Vector',
    items: [
      { format: 'svg', hint: 'Scalable' },
      { format: 'pdf', hint: 'Print' },
    ],
  },
];

/**
 * The Export button and its menu: PNG or JPG (images drawn here), SVG or PDF (vector files the
 * server draws); disabled while one runs or nothing is drawn.
 */
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
        {ITEMS.map(({ group, items }, index) => (
          <DropdownMenuGroup key={group}>
            {index > 0 && <DropdownMenuSeparator />}
            <DropdownMenuLabel className="text-xs text-muted-foreground">{group}</DropdownMenuLabel>
            {items.map(({ format, hint }) => (
              <DropdownMenuItem key={format} onSelect={() => onExport(format)}>
                <Download />
                {format.toUpperCase()}
                <span className="ml-auto text-xs text-muted-foreground">{hint}</span>
              </DropdownMenuItem>
            ))}
          </DropdownMenuGroup>
        ))}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
