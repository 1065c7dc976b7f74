import type { ComponentProps } from 'react';
import { Check } from 'lucide-react';
import { cn } from '@/lib/utils';

/**
 * A native checkbox drawn like shadcn's: keyboard, label clicks and form semantics come from the
 * browser, with no Radix code on /login, the one page that has one (page-weight budget). Props,
 * id, aria-* and ref go to the input, so FormControl's Slot wires it like any other control.
 */
export function Checkbox({ className, ...props }: Omit<ComponentProps<'input'>, 'type'>) {
  return (
    <span className="relative inline-flex size-4 shrink-0">
      <input
        type="checkbox"
        className={cn(
          'peer size-4 shrink-0 appearance-none rounded-[4px] border border-input bg-card shadow-xs transition-colors outline-none checked:border-primary checked:bg-primary focus-visible:ring-[3px] focus-visible:ring-ring/30 disabled:cursor-not-allowed disabled:opacity-50',
          className,
        )}
        {...props}
      />
      <Check
        aria-hidden="true"
        strokeWidth={3}
        className="pointer-events-none absolute inset-0 m-auto hidden size-3.5 text-primary-foreground peer-checked:block"
      />
    </span>
  );
}
