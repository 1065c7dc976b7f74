import { useCallback, useEffect } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { MeResponse, PublicUser } from '@common/contracts/auth.js';
import { apiRequest } from './api';
import { endSession, getSession, updateSessionProfile, useSession } from './session';
import { toast } from './use-toast';

/**
 * The session's own calls, used by the app shells and by every feature that changes the user:
 * kept here rather than in a feature so no feature has to import another one for them.
 */
export const sessionKeys = {
  me: ['/api/auth/me'] as const,
};

/**
 * Confirms the saved token once per signed-in visit: an expired or revoked one answers 401,
 * which ends the session (see getQueryFn); a valid one refreshes the saved user and organization.
 */
export function useSessionRefresh(): void {
  const { token } = useSession();
  const { data } = useQuery<MeResponse>({ queryKey: sessionKeys.me, enabled: Boolean(token) });
  useEffect(() => {
    if (data) updateSessionProfile(data.user, data.organization);
  }, [data]);
}

/**
 * A changed user goes into the saved session and into the cached /api/auth/me answer, so the
 * shell's session refresh never puts the previous copy back.
 */
export function useAdoptUser(): (user: PublicUser) => void {
  const queryClient = useQueryClient();
  return (user) => {
    const { organization } = getSession();
    if (!organization) return;
    updateSessionProfile(user, organization);
    queryClient.setQueryData<MeResponse>(sessionKeys.me, { user, organization });
  };
}

const REVOKE_WAIT_MS = 3000;

/** Revoke the token on the server, but never let a slow or failing server keep the user signed in. */
async function revokeOnServer(): Promise<void> {
  try {
    await Promise.race([
      apiRequest('POST', '/api/auth/logout'),
      new Promise((resolve) => setTimeout(resolve, REVOKE_WAIT_MS)),
    ]);
  } catch {
    // Best effort: the session ends in this browser either way.
  }
}

/** Spec §2 'Logout': clears the session, goes to /login, toast 'Logged out'. */
export function useLogout(): () => Promise<void> {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeOnServer();
    endSession();
    navigate('/login', { replace: true });
    toast({ title: 'Logged out' });
  }, [navigate]);
}
