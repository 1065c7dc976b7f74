import { useState } from 'react';
import type { LucideIcon } from 'lucide-react';
import {
  ArrowLeft,
  Building2,
  LayoutDashboard,
  LayoutTemplate,
  Menu,
  PanelLeftClose,
  PanelLeftOpen,
  Settings,
  ShieldCheck,
  Users,
  X,
} from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { Link, NavLink, Outlet, useLocation } from 'react-router';
import { isPlatformAdmin } from '@common/roles.js';
import { Logo } from '@/components/layout/Logo';
import { UserMenu } from '@/components/layout/UserMenu';
import { Tooltip, TooltipContent, TooltipTrigger } from '@/components/ui/tooltip';
import { useSessionRefresh } from '@/features/auth/use-session-refresh';
import { useSession } from '@/lib/session';
import { useIsMobile } from '@/lib/use-mobile';
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
  { to: '/platform-admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  {
    to: '/platform-admin/organizations',
    label: 'Organisations',
    icon: Building2,
    privileged: true,
  },
  { to: '/platform-admin/users', label: 'Users', icon: Users, privileged: true },
  { to: '/platform-admin/templates', label: 'Templates', icon: LayoutTemplate },
  { to: '/settings', label: 'Settings', icon: Settings },
];

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

/** Spec §2 platform admin area: its own header and a collapsible sidebar (a drawer on phones). */
export function PlatformLayout() {
  const { user } = useSession();
  const location = useLocation();
  const isMobile = useIsMobile();
  const [collapsed, setCollapsed] = useState(readCollapsed);
  const [menuOpen, setMenuOpen] = useState(false);
  // Any navigation closes the drawer (adjusting state during render, not in an effect).
  const [shownLocation, setShownLocation] = useState(location);
  if (shownLocation !== location) {
    setShownLocation(location);
    setMenuOpen(false);
  }
  const drawerOpen = isMobile && menuOpen;
  useSessionRefresh();

  const toggleCollapsed = () => {
    const next = !collapsed;
    setCollapsed(next);
    try {
      localStorage.setItem(COLLAPSED_KEY, next ? '1' : '0');
    } catch {
      // Not remembered; the sidebar still toggles.
    }
  };

  if (!user) return null; // RequireAuth renders the layout only with a user.

  return (
    <div className="flex min-h-dvh flex-col">
      <header className="sticky top-0 z-30 flex h-16 shrink-0 items-center gap-3 border-b bg-white/85 px-4 backdrop-blur supports-[backdrop-filter]:bg-white/70 sm:px-6">
        <button
          type="button"
          onClick={() => setMenuOpen(!drawerOpen)}
          aria-label="Toggle navigation menu"
          aria-expanded={drawerOpen}
          aria-controls="platform-mobile-sidebar"
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
      </header>

      <div className="flex flex-1">
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
        <main id="main" className="min-w-0 flex-1">
          <div className="mx-auto w-full max-w-7xl px-4 py-6 sm:px-6 lg:px-8 lg:py-8">
            <Outlet />
          </div>
        </main>
      </div>

      <DialogPrimitive.Root open={drawerOpen} onOpenChange={setMenuOpen}>
        <DialogPrimitive.Portal>
          <DialogPrimitive.Overlay className="fixed inset-0 z-40 bg-slate-950/40 backdrop-blur-[2px] data-[state=closed]:animate-fade-out data-[state=open]:animate-fade-in" />
          <DialogPrimitive.Content
            id="platform-mobile-sidebar"
            aria-describedby={undefined}
            className="fixed inset-y-0 left-0 z-50 flex w-72 max-w-[85vw] flex-col bg-sidebar shadow-2xl outline-none data-[state=closed]:animate-slide-out-left data-[state=open]:animate-slide-in-left"
          >
            <DialogPrimitive.Title className="sr-only">Platform navigation</DialogPrimitive.Title>
            <div className="flex h-16 shrink-0 items-center justify-between border-b px-4">
              <Link to="/" onClick={() => setMenuOpen(false)} className="rounded-md">
                <Logo />
              </Link>
              <DialogPrimitive.Close
                aria-label="Close menu"
                className="rounded-md p-2 text-slate-500 hover:bg-secondary hover:text-foreground focus-visible:ring-[3px] focus-visible:ring-ring/30 focus-visible:outline-none"
              >
                <X className="size-5" />
              </DialogPrimitive.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto p-4">
              <PlatformNav onNavigate={() => setMenuOpen(false)} />
            </div>
            <div className="border-t p-4">
              <Link
                to="/dashboard"
                onClick={() => setMenuOpen(false)}
                className="flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-secondary hover:text-foreground"
              >
                <ArrowLeft className="size-[18px] text-slate-400" aria-hidden="true" />
                Back to app
              </Link>
            </div>
          </DialogPrimitive.Content>
        </DialogPrimitive.Portal>
      </DialogPrimitive.Root>
    </div>
  );
}

export { PlatformLayout as Component };
