import {
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
  type InfiniteData,
  type QueryClient,
} from '@tanstack/react-query';
import type {
  Visualization,
  VisualizationDetail,
  VisualizationVersion,
} from '@common/contracts/visualizations.js';
import { vectorExportUrl, type VectorExportFormat } from '@common/contracts/exports.js';
import type { VisualizationData } from '@common/render/index.js';
import { documentKeys, visualizationsRootKey } from '@/features/documents/api';
import { apiJson, apiRequest } from '@/lib/api';
import { fetchListPage, type ListPage } from '@/lib/list-page';
import type { ErrorToast } from '@/lib/error-toast';

/** Query keys double as URLs: the default query function joins them with '/' (spec §7). */
export const visualizationKeys = {
  list: visualizationsRootKey,
  detail: (id: number) => [...visualizationsRootKey, id] as const,
  versions: (id: number) => [...visualizationsRootKey, id, 'versions'] as const,
};

type VisualizationPages = InfiniteData<ListPage<Visualization>, string>;

/** GET /api/visualizations a page (48) at a time, newest first; fetchNextPage follows the Link. */
export function useVisualizations() {
  return useInfiniteQuery({
    queryKey: visualizationKeys.list,
    initialPageParam: '/api/visualizations',
    queryFn: ({ pageParam, signal }) => fetchListPage<Visualization>(pageParam, signal),
    getNextPageParam: (last) => last.next,
  });
}

export function useVisualizationDetail(id: number, { enabled = true } = {}) {
  return useQuery<VisualizationDetail>({ queryKey: visualizationKeys.detail(id), enabled });
}

/** The versions, newest first; a failed load shows the spec's toast (§5). */
export function useVisualizationVersions(id: number, { enabled = true } = {}) {
  return useQuery<VisualizationVersion[]>({
    queryKey: visualizationKeys.versions(id),
    enabled,
    meta: {
      errorToast: {
        title: 'Failed to load version history',
        description: 'An error occurred while loading the version history',
      },
    },
  });
}

/**
 * Spec §4: the version shown is the newest one in the list, or 0 when there is none (a failed
 * fetch gives 0 too). The list comes newest first; the maximum guards against any other order.
 */
export function currentVersion(versions: readonly VisualizationVersion[] | undefined): number {
  return (versions ?? []).reduce((max, v) => Math.max(max, v.version), 0);
}

/** PUT /api/visualizations/{id}: {data} for an edit, {data, changeDescription} for a rollback. */
export function saveVisualizationData(
  id: number,
  data: VisualizationData | string,
  changeDescription?: string,
): Promise<VisualizationVersion> {
  return apiJson<VisualizationVersion>(
    'PUT',
    `/api/visualizations/${id}`,
    changeDescription === undefined ? { data } : { data, changeDescription },
  );
}

export interface SaveInput {
  data: VisualizationData | string;
  changeDescription?: string;
}

/**
 * A save of the visualization page (edit, colours, restore): one PUT, then afterSave. A failure
 * shows `errorToast`, the spec's words for that kind of save.
 */
export function useSaveVisualization(id: number, documentId: number, errorToast: ErrorToast) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveInput) =>
      saveVisualizationData(id, input.data, input.changeDescription),
    onSuccess: (saved) => afterSave(queryClient, id, saved, documentId),
    meta: { errorToast },
  });
}

export type SaveMutation = ReturnType<typeof useSaveVisualization>;

/** After a save: the page shows the new data at once, then everything that lists it refreshes. */
export async function afterSave(
  queryClient: QueryClient,
  id: number,
  version: VisualizationVersion,
  documentId?: number,
): Promise<void> {
  queryClient.setQueryData<VisualizationDetail>(visualizationKeys.detail(id), (old) =>
    old ? { ...old, visualization: { ...old.visualization, data: version.data } } : old,
  );
  queryClient.setQueryData<VisualizationVersion[]>(visualizationKeys.versions(id), (old) =>
    old ? [version, ...old.filter((v) => v.id !== version.id)] : old,
  );
  await Promise.all([
    queryClient.invalidateQueries({ queryKey: visualizationKeys.versions(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: visualizationKeys.detail(id), exact: true }),
    queryClient.invalidateQueries({ queryKey: visualizationKeys.list, exact: true }),
    // The document page lists its visualizations (with their data, for its preview).
    documentId === undefined
      ? undefined
      : queryClient.invalidateQueries({
          queryKey: documentKeys.visualizations(documentId),
          exact: true,
        }),
  ]);
}

/** GET /api/visualizations/{id}/export: the visualization as an SVG or PDF file, drawn by the server. */
export async function fetchVectorExport(id: number, format: VectorExportFormat): Promise<Blob> {
  return (await apiRequest('GET', vectorExportUrl(id, format))).blob();
}

/** DELETE /api/visualizations/{id}. */
export async function deleteVisualization(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/visualizations/${id}`);
}

/** After a deletion: the card leaves the list at once, then lists and counts refresh. */
export function afterVisualizationDeleted(
  queryClient: QueryClient,
  visualization: Pick<Visualization, 'id' | 'documentId'>,
): void {
  queryClient.setQueryData<VisualizationPages>(visualizationKeys.list, (old) =>
    old
      ? {
          ...old,
          pages: old.pages.map((page) => ({
            ...page,
            items: page.items.filter((v) => v.id !== visualization.id),
          })),
        }
      : old,
  );
  queryClient.removeQueries({ queryKey: visualizationKeys.detail(visualization.id) });
  void queryClient.invalidateQueries({ queryKey: visualizationKeys.list, exact: true });
  void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
  void queryClient.invalidateQueries({
    queryKey: documentKeys.visualizations(visualization.documentId),
  });
}
