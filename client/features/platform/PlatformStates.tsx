import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { ArrowLeft, LayoutTemplate, Plus, ShieldAlert } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import { LinkButton } from '@/components/shared/LinkButton';
import { PageHeader } from '@/components/layout/PageHeader';
import { CARD_TABLE, CardTable, type CardTableColumn } from '@/components/shared/CardTable';
import { LoadError, StatePanel } from '@/components/shared/StatePanel';
import { Button } from '@/components/ui/button';
import { SkeletonRows } from '@/components/shared/SkeletonRows';
import { Skeleton } from '@/components/ui/skeleton';
import { TableRow } from '@/components/ui/table';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { isForbidden, useIsPlatformAdmin } from './api';

function LoadingRows({ label }: { label: string }) {
  return (
    <SkeletonRows label={label}>
      <Skeleton className="h-4 w-8" />
      <Skeleton className="h-4 w-44 max-w-[40%]" />
      <Skeleton className="hidden h-4 w-40 sm:block" />
      <Skeleton className="ml-auto h-4 w-20" />
      <Skeleton className="hidden h-7 w-16 sm:block" />
    </SkeletonRows>
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
        <LinkButton to="/dashboard" icon={ArrowLeft}>
          Back to dashboard
        </LinkButton>
        <LinkButton to="/platform-admin/templates" icon={LayoutTemplate} variant="outline">
          View templates
        </LinkButton>
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

/** What an empty platform list shows: its icon and title, with a message and action if any. */
interface EmptyList {
  icon: LucideIcon;
  title: string;
  message?: ReactNode;
  action?: ReactNode;
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
  empty: EmptyList;
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
  if (query.data.length === 0) return <StatePanel {...empty} />;
  return children(query.data);
}

interface PlatformListPageProps<T> {
  title: string;
  description: string;
  /** Spec §2: the Add button has no behaviour wired. */
  addLabel: string;
  /** Singular and plural: 'All users', '3 users', 'Loading users'. */
  noun: [string, string];
  query: UseQueryResult<T[]>;
  empty: EmptyList;
  columns: readonly CardTableColumn[];
  /** E.g. the table's minimum width from 768px up. */
  tableClassName: string;
  /** One row's cells. */
  cells: (item: T) => ReactNode;
}

/**
 * A platform-admin list page (Organizations, Users): its header, then the list in its card as a
 * table named by the page title.
 */
export function PlatformListPage<T extends { id: number }>({
  title,
  description,
  addLabel,
  noun,
  query,
  empty,
  columns,
  tableClassName,
  cells,
}: PlatformListPageProps<T>) {
  usePageTitle(appPageTitle(title));
  const allowed = useIsPlatformAdmin();
  if (!allowed || isForbidden(query.error)) return <PlatformAdminOnly />;
  return (
    <div className="grid gap-6">
      <PageHeader
        title={title}
        description={description}
        actions={
          <Button type="button">
            <Plus />
            {addLabel}
          </Button>
        }
      />
      <TableCard title={`All ${noun[1]}`} count={query.data?.length} noun={noun}>
        <ListQueryBody query={query} what={noun[1]} empty={empty}>
          {(list) => (
            <CardTable label={title} columns={columns} className={tableClassName}>
              {list.map((item) => (
                <TableRow key={item.id} className={CARD_TABLE.row}>
                  {cells(item)}
                </TableRow>
              ))}
            </CardTable>
          )}
        </ListQueryBody>
      </TableCard>
    </div>
  );
}
