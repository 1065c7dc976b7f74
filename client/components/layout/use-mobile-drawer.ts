import { useState } from 'react';
import { useLocation } from 'react-router';
import { useIsMobile } from '@/lib/use-mobile';

/** The navigation drawer of a signed-in frame: open only below 768px, closed by any navigation. */
export function useMobileDrawer() {
  const location = useLocation();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the drawer (adjusting state during render, not in an effect).
  const [shownLocation, setShownLocation] = useState(location);
  if (shownLocation !== location) {
    setShownLocation(location);
    setMenuOpen(false);
  }
  const open = isMobile && menuOpen;
  return {
    open,
    setOpen: setMenuOpen,
    close: () => setMenuOpen(false),
    toggle: () => setMenuOpen(!open),
  };
}
