import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PublicUser } from '@common/contracts/auth.js';
import type { ProfileInput, UserSessionsResponse } from '@common/contracts/profile.js';
import { apiJson, apiRequest } from '@/lib/api';
import { useAdoptUser } from '@/lib/session-api';

/** Spec §7 profile calls; a changed user goes into the session (see useAdoptUser). */
export function useUpdateProfile() {
  const adopt = useAdoptUser();
  return useMutation({
    mutationFn: (input: ProfileInput) =>
      apiJson<{ user: PublicUser }>('PATCH', '/api/user/profile', input),
    onSuccess: ({ user }) => adopt(user),
    meta: {
      errorToast: {
        title: 'Update failed',
        description: 'An error occurred while updating your profile',
      },
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: (input: { currentPassword: string; newPassword: string }) =>
      apiRequest('POST', '/api/user/password', input),
    meta: {
      errorToast: {
        title: 'Update failed',
        description: 'An error occurred while updating your password',
      },
    },
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
    meta: {
      errorToast: {
        title: 'Upload failed',
        description: 'An error occurred while uploading your profile image',
      },
    },
  });
}

const SESSIONS_KEY = ['/api/user/sessions'] as const;

/** The signed-in user's live sessions (this device among them). */
export function useUserSessions() {
  return useQuery<UserSessionsResponse>({ queryKey: SESSIONS_KEY });
}

/** Ends one of the user's other sessions; that device is signed out at its next request. */
export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `/api/user/sessions/${id}`),
    onSettled: () => queryClient.invalidateQueries({ queryKey: SESSIONS_KEY }),
    meta: {
      errorToast: { title: 'Action failed', description: 'The session could not be ended' },
    },
  });
}
