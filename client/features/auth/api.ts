import { useMutation, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import type { AuthResponse, RegisterRequest } from '@common/contracts/auth.js';
import type { InvitationPreview } from '@common/contracts/members.js';
import type { forgotPasswordSchema } from '@common/contracts/profile.js';
import { apiJson, apiRequest } from '@/lib/api';
import type { ApiErrorDetails } from '@/lib/api-error';
import { isThrottled, serverMessageOr } from '@/lib/error-toast';
import { toast } from '@/lib/use-toast';
import { useStartSession } from './use-login';

/**
 * Spec §7 sign-in calls (the session's own, /api/auth/me and logout, are in lib/session-api.ts).
 * Query keys double as URLs: the default query function joins them with '/'.
 */
export const authKeys = {
  invitation: (token: string) => ['/api/invitations', encodeURIComponent(token)] as const,
};

// Sign-in (useLogin) is in use-login.ts: /login imports it from there, without react-query.
export { useLogin } from './use-login';

/**
 * POST /api/auth/register, for a new organization or (with inviteToken and no organization name)
 * to join the inviting one. The confirmation never leaves the browser: the server refuses unknown keys.
 */
export function useRegister() {
  return useMutation({
    mutationFn: (request: RegisterRequest) =>
      apiJson<AuthResponse>('POST', '/api/auth/register', request),
    onSuccess: useStartSession('Registration successful', 'Your account has been created'),
    meta: {
      errorToast: {
        title: 'Registration failed',
        description: 'An error occurred while creating your account',
      },
    },
  });
}

/** GET /api/invitations/{token}: who was invited and to which organization (404 when unusable). */
export function useInvitationPreview(token: string) {
  return useQuery<InvitationPreview>({
    queryKey: authKeys.invitation(token),
    enabled: token.length > 0,
  });
}

export type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

/** The answer is the same whether or not an account exists, so it tells nothing away. */
export function useForgotPassword() {
  return useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiJson<{ message?: string }>('POST', '/api/auth/forgot-password', input),
    meta: {
      errorToast: {
        title: 'Request failed',
        description: serverMessageOr('Something went wrong. Please try again.', isThrottled),
      },
    },
  });
}

/** A 400 about the link itself (not about the new password), or a link the server does not know. */
export function isInvalidResetLink({ status, fieldErrors }: ApiErrorDetails): boolean {
  if (status === 400) return !fieldErrors.password;
  return status === 404 || status === 410;
}

/** A new password for the reset link's token, then sign in again. */
export function useResetPassword(token: string) {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (password: string) =>
      apiRequest('POST', '/api/auth/reset-password', { token, password }),
    onSuccess: () => {
      toast({ title: 'Password updated', description: 'Sign in with your new password.' });
      navigate('/login', { replace: true });
    },
    meta: {
      errorToast: {
        title: 'Update failed',
        description: serverMessageOr('An error occurred while updating your password', isThrottled),
        skip: isInvalidResetLink, // the page turns into the invalid-link state instead
      },
    },
  });
}
