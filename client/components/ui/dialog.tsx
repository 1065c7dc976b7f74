import type { ComponentProps } from 'react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { X } from 'lucide-react';
import {
  MODAL_DESCRIPTION_CLASSES,
  MODAL_FOOTER_CLASSES,
  MODAL_OVERLAY_CLASSES,
} from './modal-classes';
import { styled } from './styled';

export const Dialog = DialogPrimitive.Root;
export const DialogTrigger = DialogPrimitive.Trigger;
export const DialogClose = DialogPrimitive.Close;
export const DialogPortal = DialogPrimitive.Portal;

export const DialogOverlay = styled(
  DialogPrimitive.Overlay,
  MODAL_OVERLAY_CLASSES,
  'DialogOverlay',
);

const DialogContentBase = styled(
  DialogPrimitive.Content,
  'fixed top-1/2 left-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-xl border bg-card p-6 shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-zoom-in',
  'DialogContentBase',
);

export function DialogContent({
  children,
  showCloseButton = true,
  ...props
}: ComponentProps<typeof DialogContentBase> & { showCloseButton?: boolean }) {
  return (
    <DialogPortal>
      <DialogOverlay />
      <DialogContentBase {...props}>
        {children}
        {showCloseButton && (
          <DialogPrimitive.Close className="absolute top-4 right-4 rounded-md p-1 text-muted-foreground opacity-80 transition hover:bg-secondary hover:opacity-100 focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none">
            <X className="size-4" />
            <span className="sr-only">Close</span>
          </DialogPrimitive.Close>
        )}
      </DialogContentBase>
    </DialogPortal>
  );
}

export const DialogHeader = styled(
  'div',
  'flex flex-col gap-1.5 text-center sm:text-left',
  'DialogHeader',
);
export const DialogFooter = styled('div', MODAL_FOOTER_CLASSES, 'DialogFooter');
export const DialogTitle = styled(
  DialogPrimitive.Title,
  'text-lg leading-none font-semibold tracking-tight',
  'DialogTitle',
);
export const DialogDescription = styled(
  DialogPrimitive.Description,
  MODAL_DESCRIPTION_CLASSES,
  'DialogDescription',
);
