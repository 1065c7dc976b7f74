import { useEffect, useMemo, useRef, useState } from 'react';
import { useQueryClient, type UseQueryResult } from '@tanstack/react-query';
import type { DocumentSummary } from '@common/contracts/documents.js';
import { documentKeys, useOlderDocuments, type DocumentsPage } from '@/features/documents/api';

export interface RecentDocumentsState {
  /** The polled first page, then the older pages fetched so far, newest first; undefined until loaded. */
  documents: DocumentSummary[] | undefined;
  /** The server has documents beyond those loaded. */
  hasMore: boolean;
  loadingMore: boolean;
  moreFailed: boolean;
  /** Fetches the next page of older documents. */
  loadMore: () => void;
}

/**
 * The Recent Documents list: the first page (polled every 3 s by the dashboard) and, once asked
 * for, the older pages (not polled). When the first page's end moves (an upload pushed one off,
 * a deletion pulled one in), the older pages are refetched from its new end, so none is missing
 * or shown twice.
 */
export function useRecentDocuments(firstPage: UseQueryResult<DocumentsPage>): RecentDocumentsState {
  const queryClient = useQueryClient();
  const [wantsOlder, setWantsOlder] = useState(false);
  const older = useOlderDocuments(wantsOlder);

  const end = firstPage.data?.next;
  const seenEnd = useRef(end);
  useEffect(() => {
    if (end === seenEnd.current) return;
    seenEnd.current = end;
    if (wantsOlder) void queryClient.invalidateQueries({ queryKey: documentKeys.older });
  }, [end, wantsOlder, queryClient]);

  const documents = useMemo(() => {
    if (!firstPage.data) return undefined;
    const seen = new Set(firstPage.data.items.map((d) => d.id));
    const rest = (older.data?.pages ?? [])
      .flatMap((page) => page.items)
      .filter((d) => !seen.has(d.id) && Boolean(seen.add(d.id)));
    return [...firstPage.data.items, ...rest];
  }, [firstPage.data, older.data]);

  if (!wantsOlder || !firstPage.data?.next) {
    return {
      documents,
      hasMore: Boolean(firstPage.data?.next),
      loadingMore: false,
      moreFailed: false,
      loadMore: () => setWantsOlder(true),
    };
  }
  return {
    documents,
    hasMore: older.isPending || older.hasNextPage || older.isError,
    loadingMore: older.isFetching,
    moreFailed: older.isError,
    loadMore: () =>
      void (older.isError && !older.data
        ? older.refetch()
        : older.fetchNextPage({ cancelRefetch: false })),
  };
}
