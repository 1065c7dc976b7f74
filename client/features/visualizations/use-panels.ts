import { useState } from 'react';

export type Panel = 'history' | 'colors';

/** Which side panels (colours, version history) are open; each opens and closes on its own. */
export function usePanels(onOpen: (panel: Panel) => void) {
  const [open, setOpen] = useState<Set<Panel>>(() => new Set());
  const toggle = (panel: Panel) => {
    setOpen((current) => {
      const next = new Set(current);
      if (next.has(panel)) next.delete(panel);
      else next.add(panel);
      return next;
    });
    if (!open.has(panel)) onOpen(panel);
  };
  const close = (panel: Panel) =>
    setOpen((current) => {
      const next = new Set(current);
      next.delete(panel);
      return next;
    });
  return { isOpen: (panel: Panel) => open.has(panel), toggle, close };
}
