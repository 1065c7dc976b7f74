import { useSessionRefresh } from '@/lib/session-api';
import { useSession } from '@/lib/session';
import { MobileDrawer } from './MobileDrawer';
import { ShellMain } from './ShellMain';
import { SidebarNav } from './SidebarNav';
import { TopBar } from './TopBar';
import { useMobileDrawer } from './use-mobile-drawer';
import { UserMenu } from './UserMenu';

const DRAWER_ID = 'mobile-sidebar';

/** The signed-in frame of spec §2: top bar, sidebar (a drawer below 768px), page. */
export function AppShell() {
  const { user } = useSession();
  const drawer = useMobileDrawer();
  useSessionRefresh();

  if (!user) return null; // RequireAuth renders the shell only with a user.

  return (
    <div className="flex min-h-dvh flex-col">
      <TopBar drawerId={DRAWER_ID} menuOpen={drawer.open} onMenuToggle={drawer.toggle}>
        <div className="ml-auto flex items-center gap-2">
          <UserMenu user={user} />
        </div>
      </TopBar>
      <div className="flex flex-1">
        <aside
          aria-label="Sidebar"
          className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 border-r bg-sidebar md:block"
        >
          <SidebarNav />
        </aside>
        <ShellMain />
      </div>
      <MobileDrawer
        id={DRAWER_ID}
        title="Navigation"
        open={drawer.open}
        onOpenChange={drawer.setOpen}
        backdropTestId="sidebar-backdrop"
      >
        <div className="min-h-0 flex-1 overflow-y-auto">
          <SidebarNav onNavigate={drawer.close} />
        </div>
      </MobileDrawer>
    </div>
  );
}

export { AppShell as Component };
