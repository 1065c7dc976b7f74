import { ShellFrame } from './ShellFrame';
import { SidebarNav } from './SidebarNav';
import { UserMenu } from './UserMenu';

/** The signed-in frame of spec §2: top bar, sidebar (a drawer below 768px), page. */
export function AppShell() {
  return (
    <ShellFrame
      drawerId="mobile-sidebar"
      drawerTitle="Navigation"
      backdropTestId="sidebar-backdrop"
      topBar={(user) => (
        <div className="ml-auto flex items-center gap-2">
          <UserMenu user={user} />
        </div>
      )}
      sidebar={
        <aside
          aria-label="Sidebar"
          className="sticky top-16 hidden h-[calc(100dvh-4rem)] w-64 shrink-0 border-r bg-sidebar md:block"
        >
          <SidebarNav />
        </aside>
      }
      drawerBody={(closeDrawer) => (
        <div className="min-h-0 flex-1 overflow-y-auto">
          <SidebarNav onNavigate={closeDrawer} />
        </div>
      )}
    />
  );
}

export { AppShell as Component };
