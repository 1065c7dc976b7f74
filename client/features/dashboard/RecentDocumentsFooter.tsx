import { Button } from '@/components/ui/button';
import type { RecentDocumentsState } from './use-recent-documents';

interface RecentDocumentsFooterProps {
  more: RecentDocumentsState;
  loaded: number;
  collapsedRows: number;
  expanded: boolean;
  onExpandedChange: (expanded: boolean) => void;
}

/**
 * Below the table: the first rows open to everything loaded ('Show all N documents' when that is
 * everything, 'Show more' when the server has more), then 'Show more' fetches the next page and
 * 'Show fewer' folds the list back.
 */
export function RecentDocumentsFooter({
  more,
  loaded,
  collapsedRows,
  expanded,
  onExpandedChange,
}: RecentDocumentsFooterProps) {
  const canExpand = loaded > collapsedRows || more.hasMore;
  if (!canExpand) return null;
  return (
    <div className="flex flex-wrap items-center justify-center gap-2 border-t px-6 py-3 text-center">
      {more.moreFailed && (
        <p role="alert" className="w-full text-sm text-muted-foreground">
          More documents could not be loaded.
        </p>
      )}
      {!expanded ? (
        <Button variant="ghost" size="sm" onClick={() => onExpandedChange(true)}>
          {more.hasMore ? 'Show more' : `Show all ${loaded} documents`}
        </Button>
      ) : (
        <>
          {more.hasMore && (
            <Button
              variant="ghost"
              size="sm"
              onClick={more.loadMore}
              disabled={more.loadingMore}
              aria-busy={more.loadingMore}
            >
              {more.loadingMore ? 'Loading…' : more.moreFailed ? 'Try again' : 'Show more'}
            </Button>
          )}
          {loaded > collapsedRows && (
            <Button variant="ghost" size="sm" onClick={() => onExpandedChange(false)}>
              Show fewer
            </Button>
          )}
        </>
      )}
    </div>
  );
}
