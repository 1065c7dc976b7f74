import {
  useInfiniteQuery,
  useQuery,
  useQueryClient,
  type QueryClient,
} from '@tanstack/react-query';
import type { Category } from '@common/categories.js';
import type { DocumentDetail, DocumentSummary, Stats } from '@common/contracts/documents.js';
import type { ReprocessRequest } from '@common/contracts/reprocess.js';
import {
  VISUALIZATION_TITLE_SUFFIX,
  type Visualization,
} from '@common/contracts/visualizations.js';
import { apiJson, apiRequest } from '@/lib/api';
import { fetchListPage, type ListPage } from '@/lib/list-page';
import { getSession } from '@/lib/session';

/** Query keys double as URLs: the default query function joins them with '/' (spec §7). */
export const documentKeys = {
  /** The first page of GET /api/documents, the polled one. */
  list: ['/api/documents'] as const,
  /** The pages after it, fetched on demand. */
  older: ['/api/documents', 'older'] as const,
  stats: ['/api/stats'] as const,
  detail: (id: number) => ['/api/documents', id] as const,
  visualizations: (id: number) => ['/api/documents', id, 'visualizations'] as const,
};

/**
 * The key every visualization query starts with (list, page, versions); the visualizations
 * feature builds its keys on it. It lives here because a document's changes (a visualization
 * made from it, its deletion) refresh those queries, and the visualizations feature depends on
 * this one, never the other way round.
 */
export const visualizationsRootKey = ['/api/visualizations'] as const;

/** Spec §7 and §9: the documents list refreshes every 3 seconds, also in the background. */
export const DOCUMENTS_REFRESH_MS = 3000;

/** Statuses the server may still move on from; a page showing one keeps polling. */
export function isSettling(status: DocumentSummary['status']): boolean {
  return status === 'uploaded' || status === 'processing';
}

export type DocumentsPage = ListPage<DocumentSummary>;

/** The newest page of the organization's documents (at most 100), polled. */
export function useDocuments() {
  return useQuery<DocumentsPage>({
    queryKey: documentKeys.list,
    queryFn: ({ signal }) => fetchListPage<DocumentSummary>('/api/documents', signal),
    refetchInterval: DOCUMENTS_REFRESH_MS,
    refetchIntervalInBackground: true,
  });
}

const NO_MORE: DocumentsPage = { items: [], next: null };

/**
 * The documents after the polled first page, a page per fetchNextPage, not polled: older
 * documents rarely change, and polling every page loaded would multiply the dashboard's
 * requests. The first of these pages starts wherever the first page ends when it is fetched, so
 * after the first page's end moved (an upload pushed a document off it), invalidating this
 * query refetches the loaded pages from the new end and no document falls between the two.
 * Forgotten as soon as nothing shows it (gcTime 0): the next visit starts from the first page.
 */
export function useOlderDocuments(enabled: boolean) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: documentKeys.older,
    enabled,
    gcTime: 0,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) => {
      const url = pageParam ?? queryClient.getQueryData<DocumentsPage>(documentKeys.list)?.next;
      return url ? fetchListPage<DocumentSummary>(url, signal) : Promise.resolve(NO_MORE);
    },
    getNextPageParam: (last) => last.next,
  });
}

export function useStats() {
  return useQuery<Stats>({ queryKey: documentKeys.stats });
}

export function useDocument(id: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery<DocumentDetail>({
    queryKey: documentKeys.detail(id),
    enabled,
    // Until the document settles the page follows it; then it stops asking.
    refetchInterval: (query) => {
      const status = query.state.data?.status;
      return status && isSettling(status) ? DOCUMENTS_REFRESH_MS : false;
    },
  });
}

/** What the document page uses of a visualization. */
export type DocumentVisualization = Pick<
  Visualization,
  'id' | 'title' | 'documentId' | 'createdAt' | 'category' | 'data' | 'templateId'
>;

/** GET /api/documents/{id}/visualizations, once the document has loaded (spec §7). */
export function useDocumentVisualizations(id: number, { enabled }: { enabled: boolean }) {
  return useQuery<DocumentVisualization[]>({ queryKey: documentKeys.visualizations(id), enabled });
}

/** The same list read afresh, for the 'View Visualization' action (spec §4). */
export function fetchDocumentVisualizations(
  queryClient: QueryClient,
  id: number,
): Promise<DocumentVisualization[]> {
  return queryClient.fetchQuery<DocumentVisualization[]>({
    queryKey: documentKeys.visualizations(id),
    staleTime: 0,
  });
}

/** POST /api/documents/{id}/visualizations with the spec's title '{document name} - Visualization'. */
export function createDocumentVisualization(
  document: Pick<DocumentDetail, 'id' | 'name'>,
): Promise<DocumentVisualization> {
  return apiJson<DocumentVisualization>('POST', `/api/documents/${document.id}/visualizations`, {
    title: `${document.name}${VISUALIZATION_TITLE_SUFFIX}`,
  });
}

/** After a visualization was made from a document: every list that counts or shows it. */
export function afterVisualizationCreated(queryClient: QueryClient, documentId: number): void {
  void queryClient.invalidateQueries({ queryKey: documentKeys.visualizations(documentId) });
  void queryClient.invalidateQueries({ queryKey: visualizationsRootKey });
  void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
}

/** DELETE /api/documents/{id}. */
export async function deleteDocument(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/documents/${id}`);
}

/** After a deletion: the document leaves the cache; lists, counts and its visualizations refresh. */
export function afterDocumentDeleted(queryClient: QueryClient, id: number): void {
  queryClient.removeQueries({ queryKey: documentKeys.detail(id) });
  queryClient.removeQueries({ queryKey: documentKeys.older });
  void queryClient.invalidateQueries({ queryKey: documentKeys.list, exact: true });
  void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
  void queryClient.invalidateQueries({ queryKey: visualizationsRootKey });
}

/** After an upload: the new document heads the list at once, then the list and counts refresh. */
export function afterUpload(queryClient: QueryClient, created: DocumentSummary): void {
  queryClient.setQueryData<DocumentsPage>(documentKeys.list, (page) =>
    page ? { ...page, items: [created, ...page.items.filter((d) => d.id !== created.id)] } : page,
  );
  void queryClient.invalidateQueries({ queryKey: documentKeys.list, exact: true });
  void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
}

/**
 * POST /api/documents/{id}/reprocess: extraction and analysis again; with a category the
 * analyzer extracts that category's data instead of classifying ('Change category').
 */
export function reprocessDocument(id: number, category?: Category): Promise<DocumentSummary> {
  const body: ReprocessRequest = category ? { category } : {};
  return apiJson<DocumentSummary>('POST', `/api/documents/${id}/reprocess`, body);
}

/** After a reprocess request: the page shows the document queued (and follows it); lists refresh. */
export function afterReprocess(
  queryClient: QueryClient,
  queued: DocumentSummary,
  chosenCategory: Category | null,
): void {
  queryClient.setQueryData<DocumentDetail>(documentKeys.detail(queued.id), (detail) =>
    detail ? { ...detail, ...queued, chosenCategory } : detail,
  );
  void queryClient.invalidateQueries({ queryKey: documentKeys.detail(queued.id), exact: true });
  void queryClient.invalidateQueries({ queryKey: documentKeys.list, exact: true });
  void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
}

export const NOT_AUTHENTICATED_MESSAGE = 'Not authenticated';

export interface UploadOptions {
  /** 0-100, as the bytes leave the browser. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/documents as multipart (file, name) with the session's bearer token. XMLHttpRequest
 * rather than fetch, for its upload progress events. Failures read like apiRequest's
 * ('{status}: {body}'), so readApiError understands them.
 */
export function uploadDocument(
  file: File,
  name: string,
  { onProgress, signal }: UploadOptions = {},
): Promise<DocumentSummary> {
  const { token } = getSession();
  if (!token) return Promise.reject(new Error(NOT_AUTHENTICATED_MESSAGE));
  if (signal?.aborted) return Promise.reject(new DOMException('Upload aborted', 'AbortError'));

  const body = new FormData();
  body.append('name', name);
  body.append('file', file);

  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    const cleanUp = () => signal?.removeEventListener('abort', onAbort);

    xhr.open('POST', '/api/documents');
    xhr.withCredentials = true;
    xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.round((event.loaded / event.total) * 100));
      }
    };
    xhr.onload = () => {
      cleanUp();
      if (xhr.status >= 200 && xhr.status < 300) {
        try {
          resolve(JSON.parse(xhr.responseText) as DocumentSummary);
        } catch {
          reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
        }
        return;
      }
      reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`));
    };
    xhr.onerror = () => {
      cleanUp();
      reject(new Error('Network error'));
    };
    xhr.onabort = () => {
      cleanUp();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    xhr.send(body);
  });
}
