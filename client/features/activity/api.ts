import { useEffect, useRef } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ActivityItem } from '@common/contracts/activity.js';
import { documentKeys } from '@/features/documents/api';
import { fetchListPage } from '@/lib/list-page';

/** The lines the dashboard and the platform dashboard show: the latest ten. */
export const RECENT_ACTIVITY_LINES = 10;

export const activityKeys = {
  /** The organization's latest lines (GET /api/activity). */
  recent: ['/api/activity', 'recent'] as const,
  /** The platform's latest lines (GET /api/admin/activity): template changes. */
  platform: ['/api/admin/activity', 'recent'] as const,
};

const latest =
  (path: string) =>
  async ({ signal }: { signal: AbortSignal }) =>
    (await fetchListPage<ActivityItem>(`${path}?limit=${RECENT_ACTIVITY_LINES}`, signal)).items;

/**
 * The dashboard's Recent Activity: read on every visit (what happened elsewhere in the app, on
 * the visualization page or by a colleague, is new here), and again whenever the polled
 * documents list changes (an upload, a document processed or failed). When a new line arrives
 * the Recent Activity figure, which counts these lines, is read again too.
 */
export function useRecentActivity(documentsList: unknown) {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: activityKeys.recent,
    queryFn: latest('/api/activity'),
    refetchOnMount: 'always',
  });

  const seenList = useRef(documentsList);
  useEffect(() => {
    if (documentsList === seenList.current) return;
    const hadList = seenList.current !== undefined;
    seenList.current = documentsList;
    if (hadList) void queryClient.invalidateQueries({ queryKey: activityKeys.recent });
  }, [documentsList, queryClient]);

  const newest = query.data?.[0]?.id;
  const seenNewest = useRef(newest);
  useEffect(() => {
    if (newest === seenNewest.current) return;
    const hadLines = seenNewest.current !== undefined;
    seenNewest.current = newest;
    if (hadLines) void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
  }, [newest, queryClient]);

  return query;
}

/** The platform dashboard's Recent Activity card (platform admins only). */
export function usePlatformActivity({ enabled }: { enabled: boolean }) {
  return useQuery({
    queryKey: activityKeys.platform,
    queryFn: latest('/api/admin/activity'),
    enabled,
    refetchOnMount: 'always',
  });
}
