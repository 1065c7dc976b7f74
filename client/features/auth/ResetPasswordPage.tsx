import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ArrowLeft, Link2Off } from 'lucide-react';
import { PROFILE_MESSAGES, resetPasswordFormSchema } from '@common/contracts/profile.js';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { apiRequest } from '@/lib/api';
import { readApiError } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';
import { AuthCard } from './AuthCard';

type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

const backToSignIn = (
  <Link
    to="/login"
    className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
  >
    <ArrowLeft className="size-3.5" aria-hidden="true" />
    Back to sign in
  </Link>
);

function InvalidLink() {
  return (
    <AuthCard
      heading="Link not valid"
      subtitle="This link cannot be used to reset a password"
      footer={backToSignIn}
    >
      <div className="grid gap-5">
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Link2Off className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          <p>{PROFILE_MESSAGES.invalidResetLink}</p>
        </div>
        <Button asChild className="w-full">
          <Link to="/forgot-password">Request a new link</Link>
        </Button>
      </div>
    </AuthCard>
  );
}

/** A 400 about the link itself (not about the new password), or a link the server does not know. */
function isInvalidLink(error: unknown): boolean {
  const { status, fieldErrors } = readApiError(error);
  if (status === 400) return !fieldErrors.password;
  return status === 404 || status === 410;
}

/** /reset-password?token=…: a new password (registration rules), then sign in again. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useMutation({
    mutationFn: (password: string) =>
      apiRequest('POST', '/api/auth/reset-password', { token, password }),
    onSuccess: () => {
      toast({ title: 'Password updated', description: 'Sign in with your new password.' });
      navigate('/login', { replace: true });
    },
    onError: (error) => {
      if (isInvalidLink(error)) return; // the page turns into the invalid-link state
      const { status, message, fieldErrors } = readApiError(error);
      const passwordError = fieldErrors.password?.[0];
      if (passwordError) form.setError('password', { type: 'server', message: passwordError });
      toast({
        variant: 'destructive',
        title: 'Update failed',
        description:
          status === 429 && message ? message : 'An error occurred while updating your password',
      });
    },
  });

  if (!token || (reset.isError && isInvalidLink(reset.error))) return <InvalidLink />;

  return (
    <AuthCard
      heading="Choose a new password"
      subtitle="Use at least 8 characters. You will sign in again afterwards."
      footer={backToSignIn}
    >
      <Form {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit(({ password }) => reset.mutate(password))}
          className="grid gap-5"
        >
          <FormField
            control={form.control}
            name="password"
            render={({ field }) => (
              <FormItem>
                <FormLabel>New password</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="confirmPassword"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Confirm password</FormLabel>
                <FormControl>
                  <Input type="password" autoComplete="new-password" {...field} />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
            {reset.isPending ? 'Updating...' : 'Update password'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
