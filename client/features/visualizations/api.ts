import { useQuery, type QueryClient } from '@tanstack/react-query';
import type {
  Visualization,
  VisualizationDetail,
  VisualizationVersion,
} from '@common/contracts/visualizations.js';
import type { VisualizationData } from '@common/render/index.js';
import { apiJson } from '@/lib/api';

/** Query keys double as URLs: the default query function joins them with '/' (spec §7). */
export const visualizationKeys = {
  list: ['/api/visualizations'] as const,
  detail: (id: number) => ['/api/visualizations', id] as const,
  versions: (id: number) => ['/api/visualizations', id, 'versions'] as const,
};

export function useVisualizations() {
  return useQuery<Visualization[]>({ queryKey: visualizationKeys.list });
}

export function useVisualizationDetail(id: number, { enabled = true } = {}) {
  return useQuery<VisualizationDetail>({ queryKey: visualizationKeys.detail(id), enabled });
}

export function useVisualizationVersions(id: number, { enabled = true } = {}) {
  return useQuery<VisualizationVersion[]>({ queryKey: visualizationKeys.versions(id), enabled });
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
          queryKey: ['/api/documents', documentId, 'visualizations'],
          exact: true,
        }),
  ]);
}
