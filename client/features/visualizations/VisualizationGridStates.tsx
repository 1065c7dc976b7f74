import type { ReactNode } from 'react';
import { ChartColumnBig, LayoutDashboard, RefreshCw } from 'lucide-react';
import { TryAgainButton } from '@/components/shared/TryAgainButton';
import { LinkButton } from '@/components/shared/LinkButton';
import { Skeleton } from '@/components/ui/skeleton';

/** The /visualizations grid and what stands in for its cards: loading, empty, failed. */

export function CardGrid({ children }: { children: ReactNode }) {
  return (
    <ul
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
      aria-label="Visualizations"
    >
      {children}
    </ul>
  );
}

export function CardSkeleton() {
  return (
    <li
      data-testid="visualization-card-skeleton"
      className="overflow-hidden rounded-xl border bg-card shadow-sm"
    >
      <div className="h-52 border-b bg-slate-50 p-5">
        <Skeleton className="h-full w-full" />
      </div>
      <div className="grid gap-2.5 p-4">
        <Skeleton className="h-5 w-3/4" />
        <div className="flex gap-3">
          <Skeleton className="h-5 w-28 rounded-full" />
          <Skeleton className="h-5 w-24" />
        </div>
      </div>
    </li>
  );
}

/** Spec §2: the empty states; the 'All' tab adds a 'Go to Dashboard' button. */
export function EmptyGrid({
  text,
  showDashboardLink,
}: {
  text: string;
  showDashboardLink: boolean;
}) {
  return (
    <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-16 text-center">
      <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
        <ChartColumnBig className="size-6" aria-hidden="true" />
      </div>
      <p className="max-w-md text-sm text-muted-foreground">{text}</p>
      {showDashboardLink && (
        <LinkButton to="/dashboard" icon={LayoutDashboard} className="mt-5">
          Go to Dashboard
        </LinkButton>
      )}
    </div>
  );
}

export function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center rounded-xl border border-red-200 bg-red-50/60 px-6 py-14 text-center"
    >
      <p className="text-sm font-medium text-red-800">The visualizations could not be loaded.</p>
      <TryAgainButton icon={RefreshCw} className="mt-4" onClick={onRetry} />
    </div>
  );
}
