import type { ComponentProps } from 'react';
import { DropdownMenu as DropdownMenuPrimitive } from 'radix-ui';
import { cn } from '@/lib/utils';
import { styled } from './styled';

export const DropdownMenu = DropdownMenuPrimitive.Root;
export const DropdownMenuTrigger = DropdownMenuPrimitive.Trigger;
export const DropdownMenuGroup = DropdownMenuPrimitive.Group;

const DropdownMenuContentBase = styled(
  DropdownMenuPrimitive.Content,
  'z-50 min-w-[8rem] overflow-hidden rounded-lg border bg-popover p-1 text-popover-foreground shadow-lg shadow-slate-900/5 data-[state=open]:animate-zoom-in',
  'DropdownMenuContentBase',
);

export function DropdownMenuContent({
  sideOffset = 6,
  ...props
}: ComponentProps<typeof DropdownMenuContentBase>) {
  return (
    <DropdownMenuPrimitive.Portal>
      <DropdownMenuContentBase sideOffset={sideOffset} {...props} />
    </DropdownMenuPrimitive.Portal>
  );
}

export function DropdownMenuItem({
  className,
  variant = 'default',
  ...props
}: ComponentProps<typeof DropdownMenuPrimitive.Item> & { variant?: 'default' | 'destructive' }) {
  return (
    <DropdownMenuPrimitive.Item
      data-variant={variant}
      className={cn(
        "relative flex cursor-default items-center gap-2 rounded-md px-2 py-1.5 text-sm outline-none select-none focus:bg-secondary data-[disabled]:pointer-events-none data-[disabled]:opacity-50 [&_svg]:pointer-events-none [&_svg]:shrink-0 [&_svg:not([class*='size-'])]:size-4 [&_svg:not([class*='text-'])]:text-muted-foreground",
        'data-[variant=destructive]:text-destructive data-[variant=destructive]:focus:bg-red-50 data-[variant=destructive]:[&_svg]:!text-destructive',
        className,
      )}
      {...props}
    />
  );
}

export const DropdownMenuLabel = styled(
  DropdownMenuPrimitive.Label,
  'px-2 py-1.5 text-sm font-medium',
  'DropdownMenuLabel',
);
export const DropdownMenuSeparator = styled(
  DropdownMenuPrimitive.Separator,
  '-mx-1 my-1 h-px bg-border',
  'DropdownMenuSeparator',
);
