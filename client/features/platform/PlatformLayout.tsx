import { useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeft,
  Building2,
  LayoutDashboard,
  LayoutTemplate,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  ShieldCheck,
  Users,
} from 'lucide-react';
import { Link, NavLink } from 'react-router';
import { isPlatformAdmin } from '@common/roles.js';
import { ShellFrame } from '@/components/layout/ShellFrame';
import { UserMenu } from '@/components/layout/UserMenu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';

interface PlatformLink {
  to: string;
  label: string;
  icon: LucideIcon;
  end?: boolean;
  privileged?: boolean;
}

// Spec §2: Organisations and Users come right after Dashboard and only for users passing the
// privilege check (the platform-admin check of §6, the one the server enforces on their lists).
const LINKS: PlatformLink[] = [
  {
    to: '/platform-admin',
    label: 'Dashboard',
    icon: LayoutDashboard,
    end: true,
  },
  {
    to: '/platform-admin/organizations',
    label: 'Organisations',
    icon: Building2,
    privileged: true,
  },
  {
    to: '/platform-admin/users',
    label: 'Users',
    icon: Users,
    privileged: true,
  },
  { to: '/platform-admin/templates', label: 'Templates', icon: LayoutTemplate },
  { to: '/settings', label: 'Settings', icon: Settings },
];

const DRAWER_ID = 'platform-mobile-sidebar';
const COLLAPSED_KEY = 'docviz.platformSidebarCollapsed';

function readCollapsed(): boolean {
  try {
    return localStorage.getItem(COLLAPSED_KEY) === '1';
  } catch {
    return false;
  }
}

function PlatformNav({
  collapsed = false,
  onNavigate,
}: {
  collapsed?: boolean;
  onNavigate?: () => void;
}) {
  const { user } = useSession();
  const links = LINKS.filter((link) => !link.privileged || isPlatformAdmin(user));
  return (
    <nav aria-label="Platform admin" className="grid gap-1">
      {!collapsed && (
        <p className="px-3 pb-2 text-xs font-medium tracking-wider text-muted-foreground uppercase">
          Platform
        </p>
      )}
      {links.map(({ to, label, icon: Icon, end }) => {
        const link = (
          <NavLink
            key={to}
            to={to}
            end={end}
            onClick={onNavigate}
            aria-label={collapsed ? label : undefined}
            className={({ isActive }) =>
              cn(
                'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30',
                collapsed && 'justify-center px-0',
                isActive
                  ? 'bg-accent text-accent-foreground'
                  : 'text-slate-600 hover:bg-secondary hover:text-foreground',
              )
            }
          >
            {({ isActive }) => (
              <>
                <Icon
                  aria-hidden="true"
                  className={cn(
                    'size-[18px] shrink-0',
                    isActive ? 'text-primary' : 'text-slate-400 group-hover:text-slate-600',
                  )}
                />
                {!collapsed && label}
              </>
            )}
          </NavLink>
        );
        if (!collapsed) return link;
        return (
          <Tooltip key={to}>
            <TooltipTrigger asChild>{link}</TooltipTrigger>
            <TooltipContent side="right">{label}</TooltipContent>
          </Tooltip>
        );
      })}
    </nav>
  );
}

/** The desktop sidebar, narrowed to its icons by 'Collapse' (remembered in localStorage). */
function PlatformSidebar() {
  const [collapsed, setCollapsed] = useState(readCollapsed);

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // Not remembered; the sidebar still toggles.
    }
  };

  return (
    <aside
      aria-label="Platform sidebar"
      data-collapsed={collapsed}
      className={cn(
        'sticky top-16 hidden h-[calc(100dvh-4rem)] shrink-0 flex-col border-r bg-sidebar transition-[width] duration-200 md:flex',
        collapsed ? 'w-16' : 'w-60',
      )}
    >
      <div className={cn('min-h-0 flex-1 overflow-y-auto py-4', collapsed ? 'px-2' : 'px-4')}>
        <PlatformNav collapsed={collapsed} />
      </div>
      <div className={cn('border-t py-3', collapsed ? 'px-2' : 'px-4')}>
        <button
          type="button"
          onClick={toggleCollapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          aria-expanded={!collapsed}
          title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
          className={cn(
            'flex w-full items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-500 transition-colors outline-none hover:bg-secondary hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/30',
            collapsed && 'justify-center px-0',
          )}
        >
          {collapsed ? (
            <PanelLeftOpen className="size-[18px]" aria-hidden="true" />
          ) : (
            <>
              <PanelLeftClose className="size-[18px]" aria-hidden="true" />
              Collapse
            </>
          )}
        </button>
      </div>
    </aside>
  );
}

/** Spec §2 platform admin area: its own header and a collapsible sidebar (a drawer on phones). */
export function PlatformLayout() {
  return (
    <ShellFrame
      drawerId={DRAWER_ID}
      drawerTitle="Platform navigation"
      topBar={(user) => (
        <>
          <span className="hidden items-center gap-1.5 rounded-full border border-indigo-100 bg-accent px-2.5 py-1 text-xs font-medium text-accent-foreground sm:inline-flex">
            <ShieldCheck className="size-3.5" aria-hidden="true" />
            Platform Admin
          </span>
          <div className="ml-auto flex items-center gap-1 sm:gap-2">
            <Link
              to="/dashboard"
              aria-label="Back to app"
              className="inline-flex h-9 items-center gap-1.5 rounded-md px-2.5 text-sm font-medium text-slate-600 transition-colors hover:bg-secondary hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
            >
              <ArrowLeft className="size-4" aria-hidden="true" />
              <span className="hidden lg:inline">Back to app</span>
            </Link>
            <UserMenu user={user} />
          </div>
        </>
      )}
      sidebar={<PlatformSidebar />}
      drawerBody={(closeDrawer) => (
        <>
          <div className="min-h-0 flex-1 overflow-y-auto p-4">
            <PlatformNav onNavigate={closeDrawer} />
          </div>
          <div className="border-t p-4">
            <Link
              to="/dashboard"
              onClick={closeDrawer}
              className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-secondary hover:text-foreground"
            >
              <ArrowLeft className="size-[18px] text-slate-400" aria-hidden="true" />
              Back to app
            </Link>
          </div>
        </>
      )}
    />
  );
}

export { PlatformLayout as Component };
