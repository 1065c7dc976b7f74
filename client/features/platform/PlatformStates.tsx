import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, LayoutTemplate, RotateCw, ShieldAlert, TriangleAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiError } from '@/lib/api-error';

export function StatePanel({
  icon: Icon,
  title,
  message,
  action,
  tone = 'default',
}: {
  icon: LucideIcon;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
  tone?: 'default' | 'error';
}) {
  return (
    <div className="flex flex-col items-center justify-center px-6 py-16 text-center">
      <div
        className={
          tone === 'error'
            ? 'mb-4 flex size-12 items-center justify-center rounded-xl bg-red-50 text-destructive'
            : 'mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-primary'
        }
      >
        <Icon className="size-6" aria-hidden="true" />
      </div>
      <p className="text-base font-semibold">{title}</p>
      {message && <p className="mt-1 max-w-sm text-sm text-muted-foreground">{message}</p>}
      {action && <div className="mt-5">{action}</div>}
    </div>
  );
}

export function LoadingRows({ label }: { label: string }) {
  return (
    <div className="divide-y" aria-busy="true" aria-label={label}>
      {Array.from({ length: 4 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 px-4 py-4">
          <Skeleton className="h-4 w-8" />
          <Skeleton className="h-4 w-44 max-w-[40%]" />
          <Skeleton className="hidden h-4 w-40 sm:block" />
          <Skeleton className="ml-auto h-4 w-20" />
          <Skeleton className="hidden h-7 w-16 sm:block" />
        </div>
      ))}
    </div>
  );
}

export function LoadError({
  what,
  error,
  onRetry,
  retrying,
}: {
  what: string;
  error: unknown;
  onRetry: () => void;
  retrying: boolean;
}) {
  return (
    <StatePanel
      icon={TriangleAlert}
      tone="error"
      title={`Failed to load ${what}`}
      message={readApiError(error).message || `Something went wrong while loading the ${what}.`}
      action={
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw />
          Try again
        </Button>
      }
    />
  );
}

/** What a signed-in user who fails the platform-admin check sees instead of the platform lists. */
export function PlatformAdminOnly() {
  return (
    <section
      role="alert"
      aria-labelledby="platform-admins-only"
      className="mx-auto w-full max-w-lg rounded-xl border bg-card px-6 py-12 text-center shadow-sm"
    >
      <div className="mx-auto mb-4 flex size-12 items-center justify-center rounded-xl bg-amber-50 text-amber-600">
        <ShieldAlert className="size-6" aria-hidden="true" />
      </div>
      <h1 id="platform-admins-only" className="text-lg font-semibold tracking-tight">
        Platform admins only
      </h1>
      <p className="mx-auto mt-2 max-w-sm text-sm text-muted-foreground">
        You are not allowed to see this page. The platform-wide lists of organizations and users are
        only available to platform administrators.
      </p>
      <div className="mt-6 flex flex-col justify-center gap-2 sm:flex-row">
        <Button asChild>
          <Link to="/dashboard">
            <ArrowLeft />
            Back to dashboard
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/platform-admin/templates">
            <LayoutTemplate />
            View templates
          </Link>
        </Button>
      </div>
    </section>
  );
}

/** The card a platform table sits in: a heading row with the count, then the body. */
export function TableCard({
  title,
  count,
  noun,
  children,
}: {
  title: string;
  count: number | undefined;
  noun: [string, string];
  children: ReactNode;
}) {
  return (
    <section className="overflow-hidden rounded-xl border bg-card shadow-sm">
      <div className="flex items-center justify-between gap-3 border-b px-4 py-3 sm:px-5">
        <h2 className="text-sm font-semibold">{title}</h2>
        {count !== undefined && (
          <span className="text-xs text-muted-foreground tabular-nums">
            {count} {count === 1 ? noun[0] : noun[1]}
          </span>
        )}
      </div>
      {children}
    </section>
  );
}

/**
 * The body of a platform list card: skeleton rows while loading, the error with a retry, the
 * empty state, or the table `children` draws from the loaded list.
 */
export function ListQueryBody<T>({
  query,
  what,
  empty,
  children,
}: {
  query: UseQueryResult<T[]>;
  /** Plural noun, e.g. 'users': 'Loading users', 'Failed to load users'. */
  what: string;
  empty: { icon: LucideIcon; title: string };
  children: (list: T[]) => ReactNode;
}) {
  if (query.isPending) return <LoadingRows label={`Loading ${what}`} />;
  if (query.isError)
    return (
      <LoadError
        what={what}
        error={query.error}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  if (query.data.length === 0) return <StatePanel icon={empty.icon} title={empty.title} />;
  return children(query.data);
}
