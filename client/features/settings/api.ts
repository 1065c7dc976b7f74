import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { MeResponse, PublicUser } from '@common/contracts/auth.js';
import type { ProfileInput } from '@common/contracts/profile.js';
import { apiJson, apiRequest } from '@/lib/api';
import { getSession, updateSessionProfile } from '@/lib/session';

const ME_KEY = ['/api/auth/me'];

/**
 * A changed user goes into the saved session and into the cached /api/auth/me answer, so the
 * shell's session refresh never puts the previous copy back.
 */
function useAdoptUser() {
  const queryClient = useQueryClient();
  return (user: PublicUser) => {
    const { organization } = getSession();
    if (!organization) return;
    updateSessionProfile(user, organization);
    queryClient.setQueryData<MeResponse>(ME_KEY, { user, organization });
  };
}

export function useUpdateProfile() {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiJson<{ user: PublicUser }>('PATCH', '/api/user/profile', input),
    onSuccess: ({ user }) => adopt(user),
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest('POST', '/api/user/password', input),
  });
}

export function useUploadProfileImage() {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('image', file);
      return apiJson<{ user: PublicUser }>('POST', '/api/user/profile-image', body);
    },
    onSuccess: ({ user }) => adopt(user),
  });
}
