import { useState } from 'react';
import { Outlet, useLocation } from 'react-router';
import { useSessionRefresh } from '@/features/auth/use-session-refresh';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-mobile';
import { MobileSidebar } from './MobileSidebar';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';

/** The signed-in frame of spec §2: top bar, sidebar (a drawer below 768px), page. */
export function AppShell() {
  const { user } = useSession();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the drawer (adjusting state during render, not in an effect).
  const [shownLocation, setShownLocation] = useState(location);
  if (shownLocation !== location) {
    setShownLocation(location);
    setMenuOpen(false);
  }
  const drawerOpen = isMobile && menuOpen;
  useSessionRefresh();

  if (!user) return null; // RequireAuth renders the shell only with a user.

  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar user={user} menuOpen={drawerOpen} onMenuToggle={() => setMenuOpen(!drawerOpen)} />
      <div className="flex flex-1">
        <aside
          aria-label="Sidebar"
          className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 border-r bg-sidebar md:block"
        >
          <SidebarNav />
        </aside>
        <main id="main" className="min-w-0 flex-1">
          <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Outlet />
          </div>
        </main>
      </div>
      <MobileSidebar open={drawerOpen} onOpenChange={setMenuOpen} />
    </div>
  );
}

export { AppShell as Component };
