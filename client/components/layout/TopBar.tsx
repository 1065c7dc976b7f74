import { Menu } from 'lucide-react';
import { Link } from 'react-router';
import type { PublicUser } from '@common/contracts/auth.js';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

interface TopBarProps {
  user: PublicUser;
  menuOpen: boolean;
  onMenuToggle: () => void;
}

export function TopBar({ user, menuOpen, onMenuToggle }: TopBarProps) {
  return (
    <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b bg-white/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-white/70 sm:px-6">
      <button
        type="button"
        onClick={onMenuToggle}
        aria-label="Toggle navigation menu"
        aria-expanded={menuOpen}
        aria-controls="mobile-sidebar"
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
      <div className="ml-auto flex items-center gap-2">
        <UserMenu user={user} />
      </div>
    </header>
  );
}
