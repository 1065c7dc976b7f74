import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InviteInput,
  OrganizationMembers,
  PendingInvitation,
} from '@common/contracts/members.js';
import { apiJson, apiRequest } from '@/lib/api';
import { isClientError, serverMessageOr } from '@/lib/error-toast';

/** Spec §7 member calls. Query keys double as URLs: the default query function joins them. */
export const memberKeys = {
  list: ['/api/user/organization/users'] as const,
};

const INVITES_URL = '/api/user/organization/invites';

export function useOrganizationMembers() {
  return useQuery<OrganizationMembers>({ queryKey: memberKeys.list });
}

function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: memberKeys.list });
}

export function useInviteMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      apiJson<{ invitation: PendingInvitation }>('POST', '/api/user/organization/invite', input),
    onSuccess: refresh,
    meta: {
      // Spec §8: the server's message (a 4xx says what is wrong), or the generic one.
      errorToast: {
        title: 'Invitation failed',
        description: serverMessageOr('Failed to send invitation. Please try again.', isClientError),
      },
    },
  });
}

export function useResendInvitation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ invitation: PendingInvitation }>('POST', `${INVITES_URL}/${id}/resend`),
    onSuccess: refresh,
    meta: {
      errorToast: {
        title: 'Failed to resend invitation',
        description: 'There was an error resending the invitation e-mail.',
      },
    },
  });
}

export function useDeleteInvitation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${INVITES_URL}/${id}`),
    onSuccess: refresh,
    meta: {
      errorToast: {
        title: 'Failed to delete invitation',
        description: 'There was an error deleting the invitation.',
      },
    },
  });
}
