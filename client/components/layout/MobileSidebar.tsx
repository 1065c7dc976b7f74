import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from './Logo';
import { SidebarNav } from './SidebarNav';

interface MobileSidebarProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The sidebar as an overlay drawer below 768px; Radix Dialog gives Escape, backdrop and focus handling. */
export function MobileSidebar({ open, onOpenChange }: MobileSidebarProps) {
  const close = () => onOpenChange(false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay
          data-testid="sidebar-backdrop"
          className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in"
        />
        <DialogPrimitive.Content
          id="mobile-sidebar"
          aria-describedby={undefined}
          className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-sidebar shadow-2xl outline-none data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left"
        >
          <DialogPrimitive.Title className="sr-only">Navigation</DialogPrimitive.Title>
          <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
            <Link to="/" onClick={close} className="rounded-md">
              <Logo />
            </Link>
            <DialogPrimitive.Close
              aria-label="Close menu"
              className="rounded-md p-2 text-slate-500 hover:bg-secondary hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
            >
              <X className="size-5" />
            </DialogPrimitive.Close>
          </div>
          <div className="min-h-0 flex-1 overflow-y-auto">
            <SidebarNav onNavigate={close} />
          </div>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
