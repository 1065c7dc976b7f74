import type { ReactNode } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from './Logo';

interface MobileDrawerProps {
  /** The id TopBar's menu button points to (aria-controls). */
  id: string;
  /** The drawer's accessible name (read by screen readers only). */
  title: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  backdropTestId?: string;
  /** The drawer's body below its logo row. */
  children: ReactNode;
}

/** A sidebar as an overlay drawer below 768px; Radix Dialog gives Escape, backdrop and focus handling. */
export function MobileDrawer({
  id,
  title,
  open,
  onOpenChange,
  backdropTestId,
  children,
}: MobileDrawerProps) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid={backdropTestId}
          className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          id={id}
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-sidebar shadow-2xl outline-none data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left"
        >
          <DialogPrimitive.Title className="sr-only">{title}</DialogPrimitive.Title>
          <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
            <Link to="/" onClick={() => onOpenChange(false)} className="rounded-md">
              <Logo />
            </Link>
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="rounded-md p-2 text-slate-500 hover:bg-secondary hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
            >
              <X className="size-5" />
            </DialogPrimitive.Close>
          </div>
          {children}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
