import { useQuery, type QueryFunctionContext } from '@tanstack/react-query';
import type { DocumentDetail, DocumentSummary, Stats } from '@common/contracts/documents.js';
import type { Visualization } from '@common/contracts/visualizations.js';
import { getQueryFn } from '@/lib/api';
import { readApiError } from '@/lib/api-error';
import { getSession } from '@/lib/session';

/** Query keys double as URLs: the default query function joins them with '/' (spec §7). */
export const documentKeys = {
  list: ['/api/documents'] as const,
  stats: ['/api/stats'] as const,
  detail: (id: number) => ['/api/documents', id] as const,
  visualizations: (id: number) => ['/api/documents', id, 'visualizations'] as const,
};

/** Spec §7 and §9: the documents list refreshes every 3 seconds, also in the background. */
export const DOCUMENTS_REFRESH_MS = 3000;

/** Statuses the server may still move on from; a page showing one keeps polling. */
export function isSettling(status: DocumentSummary['status']): boolean {
  return status === 'uploaded' || status === 'processing';
}

export function useDocuments() {
  return useQuery<DocumentSummary[]>({
    queryKey: documentKeys.list,
    refetchInterval: DOCUMENTS_REFRESH_MS,
    refetchIntervalInBackground: true,
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

const readJson = getQueryFn<DocumentVisualization[]>({ on401: 'throw' });

/**
 * GET /api/documents/{id}/visualizations. A 404 (a server without the visualizations feature)
 * reads as no visualizations, so the document page still works.
 */
export async function fetchDocumentVisualizations(
  context: QueryFunctionContext,
): Promise<DocumentVisualization[]> {
  try {
    return (await readJson(context as Parameters<typeof readJson>[0])) ?? [];
  } catch (error) {
    if (readApiError(error).status === 404) return [];
    throw error;
  }
}

export function useDocumentVisualizations(id: number, { enabled }: { enabled: boolean }) {
  return useQuery<DocumentVisualization[]>({
    queryKey: documentKeys.visualizations(id),
    queryFn: fetchDocumentVisualizations,
    enabled,
  });
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
