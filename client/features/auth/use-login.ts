import { useState } from 'react';
import { useNavigate } from 'react-router';
import type { AuthResponse, LoginInput } from '@common/contracts/auth.js';
import { apiJson } from '@/lib/api';
import { isThrottled, serverMessageOr, showErrorToast, type ErrorToast } from '@/lib/error-toast';
import { startSession } from '@/lib/session';
import { toast } from '@/lib/use-toast';

/** Register and login answer the same way: keep the session, greet, go to the dashboard. */
export function useStartSession(title: string, description: string) {
  const navigate = useNavigate();
  return (auth: AuthResponse) => {
    startSession(auth);
    toast({ title, description });
    navigate('/dashboard', { replace: true });
  };
}

// A throttled sign-in says when to try again; every other failure stays generic.
const LOGIN_FAILED: ErrorToast = {
  title: 'Login failed',
  description: serverMessageOr('Invalid email or password', isThrottled),
};

/**
 * POST /api/auth/login. One call with no cache to share, so it runs without react-query: /login
 * is outside the query client's layout and loads none of it (page-weight budget). The failure
 * toast is the one the query client would show (lib/error-toast.ts).
 */
export function useLogin() {
  const onSuccess = useStartSession('Login successful', 'Welcome back');
  const [isPending, setPending] = useState(false);
  const mutate = (input: LoginInput) => {
    setPending(true);
    apiJson<AuthResponse>('POST', '/api/auth/login', input)
      .then(onSuccess, (error: unknown) => showErrorToast(error, LOGIN_FAILED))
      .finally(() => setPending(false));
  };
  return { mutate, isPending };
}
