import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { AuthResponse, RegisterRequest } from '@common/contracts/auth.js';
import { apiJson } from '@/lib/api';
import { startSession } from '@/lib/session';
import { toast } from '@/lib/use-toast';

/**
 * POST /api/auth/register, for a new organization or (with inviteToken and no organization name)
 * to join the inviting one. The confirmation never leaves the browser: the server refuses unknown keys.
 */
export function useRegister() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: (request: RegisterRequest) =>
      apiJson<AuthResponse>('POST', '/api/auth/register', request),
    onSuccess: (auth) => {
      startSession(auth);
      toast({ title: 'Registration successful', description: 'Your account has been created' });
      navigate('/dashboard', { replace: true });
    },
    onError: () => {
      toast({
        variant: 'destructive',
        title: 'Registration failed',
        description: 'An error occurred while creating your account',
      });
    },
  });
}
