import type { ReactNode } from 'react';
import { Skeleton } from '@/components/ui/skeleton';

interface DetailPageSkeletonProps {
  /** The accessible name, e.g. 'Loading document'. */
  label: string;
  /** Placeholders for the page's own header. */
  header: ReactNode;
  /** The main column's height class (it spans two of three columns from `lg` up). */
  mainHeight: string;
  /** One height class per card of the side column. */
  asideHeights: readonly string[];
}

/**
 * What a detail page (document, visualization) shows while it loads: its header's shapes, then
 * the two-column body both pages share, a wide main card beside a column of smaller cards.
 */
export function DetailPageSkeleton({
  label,
  header,
  mainHeight,
  asideHeights,
}: DetailPageSkeletonProps) {
  return (
    <div className="grid gap-6" aria-busy="true" aria-label={label}>
      {header}
      <div className="grid gap-6 lg:grid-cols-3">
        <Skeleton className={`${mainHeight} rounded-xl lg:col-span-2`} />
        <div className="grid content-start gap-6">
          {asideHeights.map((height, index) => (
            <Skeleton key={index} className={`${height} rounded-xl`} />
          ))}
        </div>
      </div>
    </div>
  );
}
