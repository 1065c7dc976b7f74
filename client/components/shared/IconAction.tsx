import type { ReactNode } from 'react';
import { Trash2 } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { cn } from '@/lib/utils';

interface IconActionProps {
  /** Both the accessible name and the tooltip. */
  label: string;
  onClick: () => void;
  disabled?: boolean;
  destructive?: boolean;
  children: ReactNode;
}

/** A table row's icon button, named by its tooltip. */
export function IconAction({
  label,
  onClick,
  disabled,
  destructive = false,
  children,
}: IconActionProps) {
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={label}
          onClick={onClick}
          disabled={disabled}
          className={cn(
            'size-8 text-muted-foreground',
            destructive ? 'hover:bg-red-50 hover:text-destructive' : 'hover:text-foreground',
          )}
        >
          {children}
        </Button>
      </TooltipTrigger>
      <TooltipContent>{label}</TooltipContent>
    </Tooltip>
  );
}

/** The trash-can action of a row (e.g. 'Delete template'), red on hover. */
export function DeleteAction({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <IconAction label={label} onClick={onClick} destructive>
      <Trash2 />
    </IconAction>
  );
}

/** A row's icon buttons, at the end of its actions cell and close together. */
export function IconActions({ children }: { children: ReactNode }) {
  return <div className="flex justify-end gap-0.5">{children}</div>;
}
