import type { ReactNode } from 'react';
import { Table, TableBody, TableHead, TableHeader, TableRow } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/**
 * Class names that turn a table into a list of small cards below 768px with CSS alone: one DOM
 * for both layouts, so nothing is rendered twice. Each cell then picks its place with `order`.
 */
export const CARD_TABLE = {
  table: 'max-md:block',
  header: 'max-md:hidden',
  body: 'max-md:block',
  row: 'max-md:flex max-md:flex-wrap max-md:items-center max-md:gap-x-2 max-md:gap-y-1.5 max-md:px-4 max-md:py-3.5',
  head: 'px-3 first:pl-4 last:pr-4',
  cell: 'px-3 first:pl-4 last:pr-4 max-md:p-0 max-md:first:pl-0 max-md:last:pr-0',
  /** The title cell: grows, leaving room on its line for the action buttons only. */
  title: 'max-md:order-1 max-md:min-w-0 max-md:grow max-md:basis-[calc(100%-5rem)]',
  actions: 'max-md:order-2 max-md:ml-auto',
} as const;

export interface CardTableColumn {
  label: string;
  className?: string;
}

interface CardTableProps {
  /** The table's accessible name. */
  label: string;
  columns: readonly CardTableColumn[];
  /** E.g. the minimum width from 768px up. */
  className?: string;
  /** The rows (TableRow with CARD_TABLE.row, cells with CARD_TABLE.cell). */
  children: ReactNode;
}

/** A table with a header row that becomes a list of cards below 768px (see CARD_TABLE). */
export function CardTable({ label, columns, className, children }: CardTableProps) {
  return (
    <Table aria-label={label} className={cn(CARD_TABLE.table, className)}>
      <TableHeader className={CARD_TABLE.header}>
        <TableRow className="hover:bg-transparent">
          {columns.map((column) => (
            <TableHead key={column.label} className={cn(CARD_TABLE.head, column.className)}>
              {column.label}
            </TableHead>
          ))}
        </TableRow>
      </TableHeader>
      <TableBody className={CARD_TABLE.body}>{children}</TableBody>
    </Table>
  );
}
