import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  CreatedShareLink,
  CreateShareLinkRequest,
  ShareLink,
} from '@common/contracts/sharing.js';
import { apiJson, apiRequest } from '@/lib/api';
import { isClientError, serverMessageOr } from '@/lib/error-toast';

/** Query keys double as URLs: the default query function joins them with '/'. */
export const shareLinkKeys = {
  list: (visualizationId: number) =>
    ['/api/visualizations', visualizationId, 'share-links'] as const,
};

const linksUrl = (visualizationId: number) => shareLinkKeys.list(visualizationId).join('/');

/** The visualization's links, newest first (revoked ones included, with their counts). */
export function useShareLinks(visualizationId: number, { enabled = true } = {}) {
  return useQuery<ShareLink[]>({ queryKey: shareLinkKeys.list(visualizationId), enabled });
}

function useRefreshLinks(visualizationId: number) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: shareLinkKeys.list(visualizationId) });
}

/** POST …/share-links: the answer's URL holds the token and is never shown again. */
export function useCreateShareLink(visualizationId: number) {
  const refresh = useRefreshLinks(visualizationId);
  return useMutation({
    mutationFn: (input: CreateShareLinkRequest) =>
      apiJson<CreatedShareLink>('POST', linksUrl(visualizationId), input),
    onSuccess: refresh,
    meta: {
      errorToast: {
        title: 'Failed to create link',
        description: serverMessageOr('The share link could not be created.', isClientError),
      },
    },
  });
}

export function useRevokeShareLink(visualizationId: number) {
  const refresh = useRefreshLinks(visualizationId);
  return useMutation({
    mutationFn: (linkId: number) => apiRequest('DELETE', `${linksUrl(visualizationId)}/${linkId}`),
    onSuccess: refresh,
    meta: {
      errorToast: {
        title: 'Failed to revoke link',
        description: 'The share link could not be revoked. Please try again.',
      },
    },
  });
}
