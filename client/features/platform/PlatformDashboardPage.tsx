import type { UseQueryResult } from '@tanstack/react-query';
import type { LucideIcon } from 'lucide-react';
import { ArrowRight, Building2, LayoutTemplate, Users } from 'lucide-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/layout/PageHeader';
import { Card } from '@/components/ui/card';
import { ActivityCard } from '@/features/activity';
import { usePlatformActivity } from '@/features/activity/api';
import { Skeleton } from '@/components/ui/skeleton';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { cn } from '@/lib/utils';
import {
  isForbidden,
  useIsPlatformAdmin,
  usePlatformOrganizations,
  usePlatformUsers,
  useTemplates,
} from './api';
import { AiProviderCard } from './AiProviderCard';
import { PlatformAdminOnly } from './PlatformStates';

interface CountCardProps {
  label: string;
  icon: LucideIcon;
  to: string;
  linkLabel: string;
  query: UseQueryResult<unknown[]>;
  tint: string;
}

function CountCard({ label, icon: Icon, to, linkLabel, query, tint }: CountCardProps) {
  return (
    <Card className="gap-4 p-5" role="group" aria-label={label}>
      <div className="flex items-start justify-between gap-3">
        <div className="min-w-0">
          <p className="text-sm font-medium text-muted-foreground">{label}</p>
          <div className="mt-2 text-3xl font-semibold tracking-tight tabular-nums">
            {query.isPending ? (
              <Skeleton className="h-9 w-14" aria-label={`Loading ${label}`} />
            ) : query.isError ? (
              <span className="text-muted-foreground" title="Could not be loaded">
                —
              </span>
            ) : (
              <span data-testid={`count-${label.toLowerCase()}`}>{query.data.length}</span>
            )}
          </div>
        </div>
        <span className={cn('flex size-10 items-center justify-center rounded-lg', tint)}>
          <Icon className="size-5" aria-hidden="true" />
        </span>
      </div>
      <Link
        to={to}
        className="inline-flex w-fit items-center gap-1 text-sm font-medium text-primary hover:underline"
      >
        {linkLabel}
        <ArrowRight className="size-3.5" aria-hidden="true" />
      </Link>
    </Card>
  );
}

/** Spec §2 platform dashboard: counts of organizations, users and templates; Recent Activity. */
export function PlatformDashboardPage() {
  usePageTitle(appPageTitle('Platform Admin'));
  const allowed = useIsPlatformAdmin();
  const organizations = usePlatformOrganizations();
  const users = usePlatformUsers();
  const templates = useTemplates({ enabled: allowed });
  const activity = usePlatformActivity({ enabled: allowed });

  if (!allowed || isForbidden(organizations.error) || isForbidden(users.error)) {
    return <PlatformAdminOnly />;
  }

  return (
    <div className="grid gap-6">
      <PageHeader
        title="Platform Dashboard"
        description="Organizations, users and visualization templates across the platform."
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        <CountCard
          label="Organizations"
          icon={Building2}
          to="/platform-admin/organizations"
          linkLabel="View organizations"
          query={organizations}
          tint="bg-indigo-50 text-indigo-600"
        />
        <CountCard
          label="Users"
          icon={Users}
          to="/platform-admin/users"
          linkLabel="View users"
          query={users}
          tint="bg-emerald-50 text-emerald-600"
        />
        <CountCard
          label="Templates"
          icon={LayoutTemplate}
          to="/platform-admin/templates"
          linkLabel="Manage templates"
          query={templates}
          tint="bg-violet-50 text-violet-600"
        />
      </div>
      <AiProviderCard />
      <ActivityCard
        id="platform-activity-heading"
        description="Template changes across the platform, newest first."
        query={activity}
        emptyText="No recent activity to display"
      />
    </div>
  );
}

export { PlatformDashboardPage as Component };
