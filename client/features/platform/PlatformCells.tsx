import { Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { CARD_TABLE } from '@/components/shared/CardTable';
import { IconActions } from '@/components/shared/IconAction';
import { Button } from '@/components/ui/button';
import { TableCell } from '@/components/ui/table';
import { cn } from '@/lib/utils';

/** The cells the platform lists (Organizations, Users) share, in their card-table layout. */

const ACTIONS = [
  { verb: 'Edit', icon: Pencil, hover: 'hover:text-foreground' },
  { verb: 'Delete', icon: Trash2, hover: 'hover:bg-red-50 hover:text-destructive' },
] as const;

/** Spec §2: the edit and delete icons of the platform tables have no behaviour wired. */
export function RowActionsCell({ what }: { what: string }) {
  return (
    <TableCell className={cn(CARD_TABLE.cell, CARD_TABLE.actions, 'py-2')}>
      <IconActions>
        {ACTIONS.map(({ verb, icon: Icon, hover }) => (
          <Button
            key={verb}
            type="button"
            variant="ghost"
            size="icon"
            aria-label={`${verb} ${what}`}
            title={`${verb} ${what}`}
            className={`size-8 text-muted-foreground ${hover}`}
          >
            <Icon />
          </Button>
        ))}
      </IconActions>
    </TableCell>
  );
}

/** The row's id; on phones, where the header is hidden, it reads '#12'. */
export function IdCell({ id, className }: { id: number; className: string }) {
  return (
    <TableCell className={cn(CARD_TABLE.cell, className)}>
      <span className="md:hidden">#</span>
      {id}
    </TableCell>
  );
}

/** The row's name, cut with an ellipsis; on phones it heads the card. */
export function NameCell({ children }: { children: ReactNode }) {
  return (
    <TableCell className={cn(CARD_TABLE.cell, CARD_TABLE.title, 'font-medium text-foreground')}>
      <span className="block truncate">{children}</span>
    </TableCell>
  );
}

/** A text column cut with an ellipsis beyond `maxWidth`, the full text in its tooltip. */
export function TruncatedCell({
  text,
  className,
  maxWidth,
}: {
  text: string;
  className: string;
  maxWidth: string;
}) {
  return (
    <TableCell className={cn(CARD_TABLE.cell, className)}>
      <span className={`block truncate ${maxWidth}`} title={text}>
        {text}
      </span>
    </TableCell>
  );
}

const COUNT = 'text-right tabular-nums max-md:order-4 max-md:text-xs max-md:text-muted-foreground';

/** A count column; on phones, where the header is hidden, the noun follows ('3 users'). */
export function CountCell({ count, noun }: { count: number; noun: [string, string] }) {
  return (
    <TableCell className={cn(CARD_TABLE.cell, COUNT)}>
      {count}
      <span className="md:hidden">{count === 1 ? ` ${noun[0]}` : ` ${noun[1]}`}</span>
    </TableCell>
  );
}
