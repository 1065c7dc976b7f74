import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  InviteInput,
  OrganizationMembers,
  PendingInvitation,
} from '@common/contracts/members.js';
import { apiJson, apiRequest } from '@/lib/api';

/** Spec §7 member calls. The list key doubles as its URL. */
export const MEMBERS_URL = '/api/user/organization/users';
const INVITES_URL = '/api/user/organization/invites';

export function useOrganizationMembers() {
  return useQuery<OrganizationMembers>({ queryKey: [MEMBERS_URL] });
}

function useRefreshMembers() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [MEMBERS_URL] });
}

export function useInviteMember() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (input: InviteInput) =>
      apiJson<{ invitation: PendingInvitation }>('POST', '/api/user/organization/invite', input),
    onSuccess: refresh,
  });
}

export function useResendInvitation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (id: number) =>
      apiJson<{ invitation: PendingInvitation }>('POST', `${INVITES_URL}/${id}/resend`),
    onSuccess: refresh,
  });
}

export function useDeleteInvitation() {
  const refresh = useRefreshMembers();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${INVITES_URL}/${id}`),
    onSuccess: refresh,
  });
}
