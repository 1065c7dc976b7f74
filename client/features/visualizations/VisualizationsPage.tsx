import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  CalendarDays,
  ChartColumnBig,
  Download,
  Eye,
  LayoutDashboard,
  LoaderCircle,
  MoreHorizontal,
  Plus,
  RefreshCw,
  Trash,
} from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import { CATEGORIES, CATEGORY_LABELS, type Category } from '@common/categories.js';
import type { Visualization } from '@common/contracts/visualizations.js';
import { formatDate, formatDateTime } from '@common/format.js';
import { PageHeader } from '@/components/layout/PageHeader';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { SavedVisualizationPreview } from '@/components/visualization/VisualizationPreview';
import { CategoryBadge } from '@/features/documents/DocumentBadges';
import { apiRequest } from '@/lib/api';
import { appPageTitle, usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';
import { useVisualizations, visualizationKeys } from './api';

type Tab = 'all' | Category;

const TABS: { value: Tab; label: string }[] = [
  { value: 'all', label: 'All' },
  ...CATEGORIES.map((category) => ({ value: category, label: CATEGORY_LABELS[category] })),
];

/** Spec §2 /visualizations: tabs, a grid of cards with thumbnails, the card menu, empty states. */
export function VisualizationsPage() {
  usePageTitle(appPageTitle('Visualizations'));
  const [tab, setTab] = useState<Tab>('all');
  const visualizations = useVisualizations();
  const list = [...(visualizations.data ?? [])].sort(
    (a, b) => b.createdAt.localeCompare(a.createdAt) || b.id - a.id,
  );
  const count = (value: Tab) =>
    value === 'all' ? list.length : list.filter((v) => v.category === value).length;

  return (
    <div className="grid grid-cols-1 gap-6">
      <PageHeader
        title="Visualizations"
        description="Every visualization generated from your organization’s documents."
        actions={
          <Button asChild>
            <Link to="/dashboard">
              <Plus />
              Create Visualization
            </Link>
          </Button>
        }
      />
      <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
        <TabsList aria-label="Filter by category" className="max-w-full">
          {TABS.map(({ value, label }) => (
            <TabsTrigger key={value} value={value}>
              {label}
              {visualizations.isSuccess && (
                <span
                  aria-hidden="true"
                  className="rounded-full bg-slate-200/70 px-1.5 text-[11px] font-semibold text-slate-600 tabular-nums"
                >
                  {count(value)}
                </span>
              )}
            </TabsTrigger>
          ))}
        </TabsList>
        {TABS.map(({ value, label }) => (
          <TabsContent key={value} value={value}>
            {visualizations.isPending ? (
              <CardGrid>
                {Array.from({ length: value === 'all' ? 6 : 3 }, (_, i) => (
                  <CardSkeleton key={i} />
                ))}
              </CardGrid>
            ) : visualizations.isError ? (
              <LoadError onRetry={() => void visualizations.refetch()} />
            ) : (
              <TabBody
                items={value === 'all' ? list : list.filter((v) => v.category === value)}
                emptyText={
                  value === 'all'
                    ? 'No visualizations found. Create your first visualization by uploading and processing a document.'
                    : `No ${label} visualizations found.`
                }
                showDashboardLink={value === 'all'}
              />
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  );
}

export { VisualizationsPage as Component };

function CardGrid({ children }: { children: ReactNode }) {
  return (
    <ul
      className="grid grid-cols-1 gap-5 sm:grid-cols-2 xl:grid-cols-3"
      aria-label="Visualizations"
    >
      {children}
    </ul>
  );
}

function TabBody({
  items,
  emptyText,
  showDashboardLink,
}: {
  items: Visualization[];
  emptyText: string;
  showDashboardLink: boolean;
}) {
  if (items.length === 0) {
    return (
      <div className="flex flex-col items-center justify-center rounded-xl border border-dashed border-slate-300 bg-white/60 px-6 py-16 text-center">
        <div className="mb-4 flex size-12 items-center justify-center rounded-xl bg-accent text-primary">
          <ChartColumnBig className="size-6" aria-hidden="true" />
        </div>
        <p className="max-w-md text-sm text-muted-foreground">{emptyText}</p>
        {showDashboardLink && (
          <Button asChild className="mt-5">
            <Link to="/dashboard">
              <LayoutDashboard />
              Go to Dashboard
            </Link>
          </Button>
        )}
      </div>
    );
  }
  return (
    <CardGrid>
      {items.map((visualization) => (
        <VisualizationCard key={visualization.id} visualization={visualization} />
      ))}
    </CardGrid>
  );
}

function VisualizationCard({ visualization }: { visualization: Visualization }) {
  const navigate = useNavigate();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteVisualization(visualization);
  const href = `/visualizations/${visualization.id}`;

  return (
    <li
      data-testid="visualization-card"
      aria-label={visualization.title}
      className="group relative flex flex-col overflow-hidden rounded-xl border bg-card shadow-sm transition-shadow hover:shadow-md"
    >
      <Link
        to={href}
        tabIndex={-1}
        aria-hidden="true"
        className="relative block h-52 overflow-hidden border-b bg-gradient-to-br from-slate-50 to-slate-100"
      >
        <div className="absolute inset-x-5 top-5 overflow-hidden rounded-t-md bg-white shadow-sm ring-1 ring-slate-900/5 transition-transform duration-300 group-hover:-translate-y-1">
          <WhenVisible placeholder={<Skeleton className="h-60 w-full rounded-none" />}>
            <SavedVisualizationPreview
              visualization={visualization}
              label={`Thumbnail of ${visualization.title}`}
              className="min-h-60"
              data-testid="visualization-thumbnail"
              fallback={
                <div className="flex h-48 items-center justify-center text-slate-300">
                  <ChartColumnBig className="size-10" aria-hidden="true" />
                </div>
              }
            />
          </WhenVisible>
        </div>
        <div className="pointer-events-none absolute inset-x-0 bottom-0 h-12 bg-gradient-to-t from-slate-100/90 to-transparent" />
      </Link>
      <div className="flex items-start gap-2 p-4">
        <div className="grid min-w-0 flex-1 gap-2">
          <Link
            to={href}
            title={visualization.title}
            className="truncate font-semibold tracking-tight text-foreground outline-none after:absolute after:inset-0 after:content-[''] hover:text-primary focus-visible:underline"
          >
            {visualization.title}
          </Link>
          <div className="flex min-w-0 items-center justify-between gap-3">
            <CategoryBadge category={visualization.category} />
            <time
              dateTime={visualization.createdAt}
              title={`Created ${formatDateTime(visualization.createdAt)}`}
              className="flex shrink-0 items-center gap-1 text-xs whitespace-nowrap text-muted-foreground"
            >
              <CalendarDays className="size-3.5" aria-hidden="true" />
              <span className="sr-only">Created </span>
              {formatDate(visualization.createdAt)}
            </time>
          </div>
        </div>
        <DropdownMenu>
          <DropdownMenuTrigger asChild>
            <Button
              variant="ghost"
              size="icon"
              className="relative z-10 -mt-1 -mr-2 size-8 shrink-0 text-muted-foreground"
              aria-label={`Actions for ${visualization.title}`}
            >
              <MoreHorizontal />
            </Button>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end" className="w-40">
            <DropdownMenuItem onSelect={() => void navigate(href)}>
              <Eye />
              View
            </DropdownMenuItem>
            <DropdownMenuItem onSelect={() => void navigate(href)}>
              <Download />
              Export
            </DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuItem variant="destructive" onSelect={() => setConfirming(true)}>
              <Trash />
              Delete
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
      <AlertDialog
        open={confirming}
        onOpenChange={(open) => !remove.isPending && setConfirming(open)}
      >
        <AlertDialogContent>
          <AlertDialogHeader>
            <AlertDialogTitle>Delete this visualization?</AlertDialogTitle>
            <AlertDialogDescription>
              “{visualization.title}” and its version history will be permanently deleted. The
              document it came from is kept. This cannot be undone.
            </AlertDialogDescription>
          </AlertDialogHeader>
          <AlertDialogFooter>
            <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
            <Button
              variant="destructive"
              disabled={remove.isPending}
              onClick={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
            >
              {remove.isPending && <LoaderCircle className="animate-spin" />}
              {remove.isPending ? 'Deleting...' : 'Delete'}
            </Button>
          </AlertDialogFooter>
        </AlertDialogContent>
      </AlertDialog>
    </li>
  );
}

function useDeleteVisualization(visualization: Visualization) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest('DELETE', `/api/visualizations/${visualization.id}`),
    onSuccess: () => {
      toast({
        title: 'Visualization deleted',
        description: `“${visualization.title}” has been deleted.`,
      });
      queryClient.setQueryData<Visualization[]>(visualizationKeys.list, (old) =>
        old?.filter((v) => v.id !== visualization.id),
      );
      queryClient.removeQueries({ queryKey: visualizationKeys.detail(visualization.id) });
      void queryClient.invalidateQueries({ queryKey: visualizationKeys.list, exact: true });
      void queryClient.invalidateQueries({ queryKey: ['/api/stats'] });
      void queryClient.invalidateQueries({
        queryKey: ['/api/documents', visualization.documentId, 'visualizations'],
      });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Delete failed',
        description: 'An error occurred while deleting the visualization',
      });
    },
  });
}

function CardSkeleton() {
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

function LoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <div
      role="alert"
      className="flex flex-col items-center justify-center rounded-xl border border-red-200 bg-red-50/60 px-6 py-14 text-center"
    >
      <p className="text-sm font-medium text-red-800">The visualizations could not be loaded.</p>
      <Button variant="outline" className="mt-4" onClick={onRetry}>
        <RefreshCw />
        Try again
      </Button>
    </div>
  );
}

/** Renders its children once they come near the viewport: thumbnails are drawn lazily. */
function WhenVisible({ children, placeholder }: { children: ReactNode; placeholder: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(() => typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (visible || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setVisible(true);
      },
      { rootMargin: '300px' },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [visible]);
  return <div ref={ref}>{visible ? children : placeholder}</div>;
}
