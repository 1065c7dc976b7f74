import type { ComponentProps } from 'react';
import { cn } from '@/lib/utils';
import { styled } from './styled';

/** The table in a scroller of its own, so a wide table never widens the page. */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative w-full overflow-x-auto">
      <table className={cn('w-full caption-bottom text-sm', className)} {...props} />
    </div>
  );
}

export const TableHeader = styled('thead', 'bg-muted/60 [&_tr]:border-b', 'TableHeader');
export const TableBody = styled('tbody', '[&_tr:last-child]:border-0', 'TableBody');
export const TableRow = styled(
  'tr',
  'border-b transition-colors hover:bg-muted/40 data-[state=selected]:bg-muted',
  'TableRow',
);
export const TableHead = styled(
  'th',
  'h-10 px-4 text-left align-middle text-xs font-medium tracking-wide whitespace-nowrap text-muted-foreground uppercase',
  'TableHead',
);
export const TableCell = styled('td', 'px-4 py-3 align-middle whitespace-nowrap', 'TableCell');
export const TableCaption = styled('caption', 'mt-4 text-sm text-muted-foreground', 'TableCaption');
