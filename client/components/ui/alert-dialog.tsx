import type { ComponentProps } from 'react';
import { AlertDialog as AlertDialogPrimitive } from 'radix-ui';
import { buttonVariants } from './button';
import {
  MODAL_DESCRIPTION_CLASSES,
  MODAL_FOOTER_CLASSES,
  MODAL_OVERLAY_CLASSES,
} from './modal-classes';
import { styled } from './styled';

export const AlertDialog = AlertDialogPrimitive.Root;
export const AlertDialogTrigger = AlertDialogPrimitive.Trigger;

const AlertDialogOverlay = styled(
  AlertDialogPrimitive.Overlay,
  MODAL_OVERLAY_CLASSES,
  'AlertDialogOverlay',
);
const AlertDialogContentBase = styled(
  AlertDialogPrimitive.Content,
  'fixed top-1/2 left-1/2 z-50 grid w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 rounded-xl border bg-card p-6 shadow-xl data-[state=closed]:animate-fade-out data-[state=open]:animate-zoom-in',
  'AlertDialogContentBase',
);

export function AlertDialogContent(props: ComponentProps<typeof AlertDialogContentBase>) {
  return (
    <AlertDialogPrimitive.Portal>
      <AlertDialogOverlay />
      <AlertDialogContentBase {...props} />
    </AlertDialogPrimitive.Portal>
  );
}

export const AlertDialogHeader = styled(
  'div',
  'flex flex-col gap-2 text-center sm:text-left',
  'AlertDialogHeader',
);
export const AlertDialogFooter = styled('div', MODAL_FOOTER_CLASSES, 'AlertDialogFooter');
export const AlertDialogTitle = styled(
  AlertDialogPrimitive.Title,
  'text-lg font-semibold',
  'AlertDialogTitle',
);
export const AlertDialogDescription = styled(
  AlertDialogPrimitive.Description,
  MODAL_DESCRIPTION_CLASSES,
  'AlertDialogDescription',
);
// The confirm and cancel buttons look like Button (default and outline).
export const AlertDialogAction = styled(
  AlertDialogPrimitive.Action,
  buttonVariants(),
  'AlertDialogAction',
);
export const AlertDialogCancel = styled(
  AlertDialogPrimitive.Cancel,
  buttonVariants({ variant: 'outline' }),
  'AlertDialogCancel',
);
