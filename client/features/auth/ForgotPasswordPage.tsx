import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Link } from 'react-router';
import { ArrowLeft, MailCheck } from 'lucide-react';
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema } from '@common/contracts/profile.js';
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
import { apiJson } from '@/lib/api';
import { readApiError } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { toast } from '@/lib/use-toast';
import { AuthCard } from './AuthCard';

type ForgotPasswordInput = z.infer<typeof forgotPasswordSchema>;

const backToSignIn = (
  <Link
    to="/login"
    className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
  >
    <ArrowLeft className="size-3.5" aria-hidden="true" />
    Back to sign in
  </Link>
);

/**
 * 'Forgot your password?': asks for the e-mail and always answers the same way, so the screen
 * never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const request = useMutation({
    mutationFn: (input: ForgotPasswordInput) =>
      apiJson<{ message?: string }>('POST', '/api/auth/forgot-password', input),
    onError: (error) => {
      const { status, message } = readApiError(error);
      toast({
        variant: 'destructive',
        title: 'Request failed',
        description:
          status === 429 && message ? message : 'Something went wrong. Please try again.',
      });
    },
  });
  const form = useForm<ForgotPasswordInput>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });

  if (request.isSuccess) {
    return (
      <AuthCard heading="Check your email" subtitle={request.variables.email} footer={backToSignIn}>
        <div className="grid gap-5 text-center">
          <div className="mx-auto flex size-12 items-center justify-center rounded-full bg-green-50 text-green-600">
            <MailCheck className="size-6" aria-hidden="true" />
          </div>
          <p role="status" className="text-sm leading-relaxed text-slate-600">
            {FORGOT_PASSWORD_ANSWER}
          </p>
          <Button variant="outline" className="w-full" onClick={() => request.reset()}>
            Use another email address
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      heading="Reset your password"
      subtitle="Enter your email and we will send you a link to choose a new password."
      footer={backToSignIn}
    >
      <Form {...form}>
        <form
          noValidate
          onSubmit={form.handleSubmit((values) => request.mutate(values))}
          className="grid gap-5"
        >
          <FormField
            control={form.control}
            name="email"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Email</FormLabel>
                <FormControl>
                  <Input
                    type="email"
                    autoComplete="email"
                    placeholder="you@company.com"
                    {...field}
                  />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <Button type="submit" size="lg" className="w-full" disabled={request.isPending}>
            {request.isPending ? 'Sending...' : 'Send reset link'}
          </Button>
        </form>
      </Form>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
