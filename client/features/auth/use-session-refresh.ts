import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { MeResponse } from '@common/contracts/auth.js';
import { updateSessionProfile, useSession } from '@/lib/session';

/**
 * Confirms the saved token once per signed-in visit: an expired or revoked one answers 401,
 * which ends the session (see getQueryFn); a valid one refreshes the saved user and organization.
 */
export function useSessionRefresh(): void {
  const { token } = useSession();
  const { data } = useQuery<MeResponse>({ queryKey: ['/api/auth/me'], enabled: Boolean(token) });
  useEffect(() => {
    if (data) updateSessionProfile(data.user, data.organization);
  }, [data]);
}
