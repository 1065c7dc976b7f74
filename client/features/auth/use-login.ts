import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthResponse, LoginInput } from '@common/contracts/auth.js';
import { apiJson } from '@/lib/api';
import { readApiError } from '@/lib/api-error';
import { startSession } from '@/lib/session';
import { toast } from '@/lib/use-toast';

export function useLogin() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (input: LoginInput) => apiJson<AuthResponse>('POST', '/api/auth/login', input),
    onSuccess: (auth) => {
      startSession(auth);
      toast({ title: 'Login successful', description: 'Welcome back' });
      navigate('/dashboard', { replace: true });
    },
    onError: (error) => {
      const { status, message } = readApiError(error);
      toast({
        variant: 'destructive',
        title: 'Login failed',
        // A throttled sign-in says when to try again; every other failure stays generic.
        description: status === 429 ? message : 'Invalid email or password',
      });
    },
  });
}
