import type { ReactNode } from 'react';
import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import { Logo } from './Logo';

interface TopBarProps {
  /** The id of the drawer the menu button opens (MobileDrawer's id). */
  drawerId: string;
  menuOpen: boolean;
  onMenuToggle: () => void;
  /** What follows the logo: the area's badge, actions, user menu. */
  children: ReactNode;
}

/** The sticky bar atop every signed-in frame: the drawer toggle (phones only), then the logo. */
export function TopBar({ drawerId, menuOpen, onMenuToggle, children }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b bg-white/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-white/70 sm:px-6">
      <button
        type="button"
        onClick={onMenuToggle}
        aria-label="Toggle navigation menu"
        aria-expanded={menuOpen}
        aria-controls={drawerId}
        className="-ml-1 rounded-md p-2 text-slate-600 hover:bg-secondary hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none md:hidden"
      >
        <Menu className="size-5" />
      </button>
      <Link
        to="/"
        aria-label="DocViz home"
        className="rounded-md focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
      >
        <Logo />
      </Link>
      {children}
    </header>
  );
}
