import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '@/lib/api';
import { endSession } from '@/lib/session';
import { toast } from '@/lib/use-toast';

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

export function useLogout() {
  const navigate = useNavigate();
  return useCallback(async () => {
    await revokeOnServer();
    endSession();
    navigate('/login', { replace: true });
    toast({ title: 'Logged out' });
  }, [navigate]);
}
