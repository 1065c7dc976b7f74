/** The classes Dialog and AlertDialog share, so the two kinds of modal look alike. */

/** The dimmed, slightly blurred backdrop behind the modal. */
export const MODAL_OVERLAY_CLASSES =
  'fixed inset-0 z-50 bg-slate-950/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in';

/** Buttons stacked (primary on top) on phones, in a right-aligned row from `sm` up. */
export const MODAL_FOOTER_CLASSES = 'flex flex-col-reverse gap-2 sm:flex-row sm:justify-end';

export const MODAL_DESCRIPTION_CLASSES = 'text-sm text-muted-foreground';
