import { useMutation } from '@tanstack/react-query';
import type { PublicUser } from '@common/contracts/auth.js';
import type { ProfileInput } from '@common/contracts/profile.js';
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
