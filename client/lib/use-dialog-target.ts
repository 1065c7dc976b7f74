import { useState } from 'react';

/**
 * A dialog's target survives its closing (so the closing animation still has content); `key`
 * changes with every opening so a form starts fresh.
 */
interface DialogTarget<T> {
  open: boolean;
  target: T;
  key: number;
}

/**
 * The open state and target of a dialog opened from a list row (view, edit, delete). Spread
 * `dialogProps` onto the dialog; `show(target)` opens it on that target.
 */
export function useDialogTarget<T>(initial: T) {
  const [state, setState] = useState<DialogTarget<T>>({ open: false, target: initial, key: 0 });
  const setOpen = (open: boolean) => setState((s) => ({ ...s, open }));
  return {
    ...state,
    show: (target: T) => setState((s) => ({ open: true, target, key: s.key + 1 })),
    setOpen,
    dialogProps: { open: state.open, onOpenChange: setOpen },
  };
}
