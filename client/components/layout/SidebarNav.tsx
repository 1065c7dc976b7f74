import type { LucideIcon } from 'lucide-react';
import { ChartColumnBig, LayoutDashboard, LifeBuoy, ShieldCheck } from 'lucide-react';
import { NavLink } from 'react-router';
import { isAdmin } from '@common/roles.js';
import { Button } from '@/components/ui/button';
import { useSupportEmail } from '@/lib/public-config';
import { useSession } from '@/lib/session';
import { cn } from '@/lib/utils';

interface NavItem {
  to: string;
  label: string;
  icon: LucideIcon;
}

const BASE_ITEMS: NavItem[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/visualizations', label: 'Visualizations', icon: ChartColumnBig },
];
const ADMIN_ITEM: NavItem = { to: '/admin', label: 'Admin', icon: ShieldCheck };

/** The sidebar's content, shared by the desktop column and the mobile drawer. */
export function SidebarNav({ onNavigate }: { onNavigate?: () => void }) {
  const { user } = useSession();
  const items = isAdmin(user) ? [...BASE_ITEMS, ADMIN_ITEM] : BASE_ITEMS;

  return (
    <div className="flex h-full flex-col gap-6 p-4">
      <nav aria-label="Main" className="grid gap-1">
        <p className="px-3 pb-2 text-xs font-medium tracking-wider text-muted-foreground uppercase">
          Workspace
        </p>
        {items.map(({ to, label, icon: Icon }) => (
          <NavLink
            key={to}
            to={to}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'group flex items-center gap-3 rounded-lg px-3 py-2 text-sm font-medium transition-colors outline-none focus-visible:ring-[3px] focus-visible:ring-ring/30',
                isActive
                  ? 'bg-accent text-accent-foreground'
                  : 'text-slate-600 hover:bg-secondary hover:text-foreground',
              )
            }
          >
            {({ isActive }) => (
              <>
                <Icon
                  className={cn(
                    'size-[18px]',
                    isActive ? 'text-primary' : 'text-slate-400 group-hover:text-slate-600',
                  )}
                />
                {label}
              </>
            )}
          </NavLink>
        ))}
      </nav>
      <HelpBox />
    </div>
  );
}

/** 'Need help?' with 'Get Support' opening a mail to SUPPORT_EMAIL; hidden when none is configured. */
function HelpBox() {
  const supportEmail = useSupportEmail();
  if (!supportEmail) return null;
  return (
    <section
      aria-labelledby="sidebar-help-heading"
      className="mt-auto rounded-xl border border-indigo-100 bg-gradient-to-br from-indigo-50 to-violet-50 p-4"
    >
      <div className="mb-3 flex size-9 items-center justify-center rounded-lg bg-white text-primary shadow-sm">
        <LifeBuoy className="size-[18px]" />
      </div>
      <h2 id="sidebar-help-heading" className="text-sm font-semibold">
        Need help?
      </h2>
      <p className="mt-1 text-xs leading-relaxed text-slate-600">
        Questions about your documents or visualizations? We are here for you.
      </p>
      <Button asChild size="sm" variant="outline" className="mt-3 w-full bg-white">
        <a href={`mailto:${supportEmail}`}>Get Support</a>
      </Button>
    </section>
  );
}
