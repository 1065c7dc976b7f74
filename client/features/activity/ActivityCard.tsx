import type { UseQueryResult } from '@tanstack/react-query';
import { Activity, RefreshCw } from 'lucide-react';
import type { ActivityItem } from '@common/contracts/activity.js';
import { SkeletonRows } from '@/components/shared/SkeletonRows';
import { TryAgainButton } from '@/components/shared/TryAgainButton';
import { Card } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { ActivityLine } from './ActivityLine';

interface ActivityCardProps {
  /** The heading's id, for the region's name. */
  id: string;
  description?: string;
  query: UseQueryResult<ActivityItem[]>;
  /** What an empty log says. */
  emptyText: string;
  emptyHint?: string;
}

/** A 'Recent Activity' card: the latest lines of a log, newest first, or why there are none. */
export function ActivityCard({ id, description, query, emptyText, emptyHint }: ActivityCardProps) {
  return (
    <Card role="region" aria-labelledby={id} className="gap-0 overflow-hidden py-0">
      <div className="border-b px-5 py-4 sm:px-6">
        <h2 id={id} className="text-base font-semibold tracking-tight">
          Recent Activity
        </h2>
        {description && <p className="text-sm text-muted-foreground">{description}</p>}
      </div>
      {query.isPending ? (
        <SkeletonRows label="Loading activity" rowClassName="flex items-center gap-3 px-6 py-3">
          <Skeleton className="size-8 rounded-full" />
          <div className="grid flex-1 gap-2">
            <Skeleton className="h-4 w-2/3" />
            <Skeleton className="h-3 w-20" />
          </div>
        </SkeletonRows>
      ) : query.isError ? (
        <div className="flex flex-col items-center gap-3 px-6 py-10 text-center">
          <p className="text-sm text-muted-foreground">The activity could not be loaded.</p>
          <TryAgainButton icon={RefreshCw} size="sm" onClick={() => void query.refetch()} />
        </div>
      ) : query.data.length === 0 ? (
        <div className="flex flex-col items-center gap-3 px-6 py-12 text-center">
          <span className="flex size-10 items-center justify-center rounded-full bg-secondary text-muted-foreground">
            <Activity className="size-5" aria-hidden="true" />
          </span>
          <p className="text-sm text-muted-foreground">{emptyText}</p>
          {emptyHint && <p className="-mt-2 text-xs text-muted-foreground">{emptyHint}</p>}
        </div>
      ) : (
        <ol className="divide-y" aria-label="Activity">
          {query.data.map((item) => (
            <ActivityLine key={item.id} item={item} />
          ))}
        </ol>
      )}
    </Card>
  );
}
