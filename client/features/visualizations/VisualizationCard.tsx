import { useState } from 'react';
import { CalendarDays, ChartColumnBig, Download, Eye, MoreHorizontal, Trash } from 'lucide-react';
import { Link, useNavigate } from 'react-router';
import type { Visualization } from '@common/contracts/visualizations.js';
import { formatDate, formatDateTime } from '@common/format.js';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { Skeleton } from '@/components/ui/skeleton';
import { SavedVisualizationPreview } from '@/components/visualization/VisualizationPreview';
import { CategoryBadge } from '@/components/document/DocumentBadges';
import { ConfirmDeleteDialog } from '@/components/shared/ConfirmDeleteDialog';
import { useDeleteVisualization } from './use-delete-visualization';
import { WhenVisible } from './WhenVisible';

/**
 * Spec §2 /visualizations: a card with a lazily drawn thumbnail, the title (the whole card links
 * to the page), category, date and a menu (View, Export, Delete with its confirmation).
 */
export function VisualizationCard({ visualization }: { visualization: Visualization }) {
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
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this visualization?"
        description={
          <>
            “{visualization.title}” and its version history will be permanently deleted. The
            document it came from is kept. This cannot be undone.
          </>
        }
        deleting={remove.isPending}
        spinner
        onConfirm={() => remove.mutate(undefined, { onSettled: () => setConfirming(false) })}
      />
    </li>
  );
}
