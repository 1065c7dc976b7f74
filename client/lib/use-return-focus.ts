import { useRef } from 'react';

/**
 * Puts the keyboard back where it was when a dialog opened. Radix returns focus only to its own
 * Trigger; the app's dialogs are opened by plain buttons that set state, so without this a closed
 * dialog left focus on <body> and Tab started again at the top of the page. Spread the handlers
 * onto DialogContent or AlertDialogContent. When the opener is gone or disabled by then (a revoked
 * link's row lost its button), `fallback` names where focus goes instead.
 */
export function useReturnFocus(fallback?: () => HTMLElement | null | undefined) {
  const opener = useRef<HTMLElement | null>(null);
  return {
    onOpenAutoFocus: () => {
      const active = document.activeElement;
      opener.current = active instanceof HTMLElement && active !== document.body ? active : null;
    },
    onCloseAutoFocus: (event: Event) => {
      const previous = opener.current;
      opener.current = null;
      const usable =
        previous?.isConnected && !previous.matches(':disabled') ? previous : fallback?.();
      if (!usable) return;
      event.preventDefault();
      usable.focus({ preventScroll: true });
    },
  };
}
