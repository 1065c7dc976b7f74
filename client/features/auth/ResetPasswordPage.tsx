import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { useSearchParams } from 'react-router';
import { Link2Off } from 'lucide-react';
import { PROFILE_MESSAGES, resetPasswordFormSchema } from '@common/contracts/profile.js';
import { LinkButton } from '@/components/shared/LinkButton';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { PasswordField } from '@/components/form/TextField';
import { readApiError } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { isInvalidResetLink, useResetPassword } from './api';
import { AlertBox, AuthForm, backToSignIn } from './auth-parts';
import { AuthCard } from './AuthCard';

type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

function InvalidLink() {
  return (
    <AuthCard
      heading="Link not valid"
      subtitle="This link cannot be used to reset a password"
      footer={backToSignIn}
    >
      <div className="grid gap-5">
        <AlertBox tone="warning" icon={Link2Off}>
          {PROFILE_MESSAGES.invalidResetLink}
        </AlertBox>
        <LinkButton to="/forgot-password" className="w-full">
          Request a new link
        </LinkButton>
      </div>
    </AuthCard>
  );
}

/** /reset-password?token=…: a new password (registration rules), then sign in again. */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const reset = useResetPassword(token);
  const submit = form.handleSubmit(({ password }) =>
    // The toast comes from the mutation; a complaint about the password goes under its field.
    reset.mutate(password, {
      onError: (error) => showServerFieldErrors(form, error, ['password']),
    }),
  );

  if (!token || (reset.isError && isInvalidResetLink(readApiError(reset.error)))) {
    return <InvalidLink />;
  }

  return (
    <AuthCard
      heading="Choose a new password"
      subtitle="Use at least 8 characters. You will sign in again afterwards."
      footer={backToSignIn}
    >
      <AuthForm
        form={form}
        onSubmit={submit}
        submitLabel="Update password"
        busy={reset.isPending}
        busyLabel="Updating..."
      >
        <PasswordField
          form={form}
          name="password"
          label="New password"
          autoComplete="new-password"
        />
        <PasswordField
          form={form}
          name="confirmPassword"
          label="Confirm password"
          autoComplete="new-password"
        />
      </AuthForm>
    </AuthCard>
  );
}

export { ResetPasswordPage as Component };
