import type { LucideIcon } from 'lucide-react';
import { Activity, ChartColumnBig, FileText, Layers } from 'lucide-react';
import type { Stats } from '@common/contracts/documents.js';
import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';
import { DashboardCard } from './DashboardCard';

interface StatDefinition {
  key: keyof Omit<Stats, 'byCategory'>;
  title: string;
  caption: string;
  icon: LucideIcon;
  tile: string;
}

/** Spec §2: the four stats cards of the dashboard. */
const STATS: StatDefinition[] = [
  {
    key: 'totalDocuments',
    title: 'Total Documents',
    caption: 'Uploaded to your workspace',
    icon: FileText,
    tile: 'bg-indigo-50 text-indigo-600 ring-indigo-600/10',
  },
  {
    key: 'visualizations',
    title: 'Visualizations',
    caption: 'Generated from your documents',
    icon: ChartColumnBig,
    tile: 'bg-violet-50 text-violet-600 ring-violet-600/10',
  },
  {
    key: 'categories',
    title: 'Categories',
    caption: 'Distinct categories detected',
    icon: Layers,
    tile: 'bg-emerald-50 text-emerald-600 ring-emerald-600/10',
  },
  {
    key: 'recentActivity',
    title: 'Recent Activity',
    caption: 'Events in the last 7 days',
    icon: Activity,
    tile: 'bg-amber-50 text-amber-600 ring-amber-600/10',
  },
];

interface StatsCardsProps {
  stats: Stats | undefined;
  loading: boolean;
}

export function StatsCards({ stats, loading }: StatsCardsProps) {
  return (
    <section aria-label="Statistics" className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      {STATS.map(({ key, title, caption, icon: Icon, tile }) => (
        <DashboardCard
          key={key}
          label={title}
          testId={`stat-${key}`}
          top={
            <>
              <p className="text-sm font-medium text-muted-foreground">{title}</p>
              <span
                aria-hidden="true"
                className={cn(
                  'flex size-9 shrink-0 items-center justify-center rounded-lg ring-1 ring-inset',
                  tile,
                )}
              >
                <Icon className="size-[18px]" />
              </span>
            </>
          }
        >
          {loading ? (
            // As tall as the value below takes (a 36 px line, 4 px pulled up): no shift on load.
            <Skeleton className="h-8 w-16" />
          ) : !stats ? (
            <p className="-mt-1 text-3xl font-semibold tracking-tight text-muted-foreground">—</p>
          ) : (
            <p
              data-testid="stat-value"
              className="-mt-1 text-3xl font-semibold tracking-tight tabular-nums"
            >
              {stats[key].toLocaleString('en-US')}
            </p>
          )}
          <p className="mt-2 text-xs text-muted-foreground">{caption}</p>
        </DashboardCard>
      ))}
    </section>
  );
}
