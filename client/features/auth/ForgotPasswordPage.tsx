import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { FORGOT_PASSWORD_ANSWER, forgotPasswordSchema } from '@common/contracts/profile.js';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/button';
import { usePageTitle } from '@/lib/use-page-title';
import { useForgotPassword, type ForgotPasswordInput } from './api';
import { AuthForm, backToSignIn, EMAIL_INPUT } from './auth-parts';
import { AuthCard } from './AuthCard';

/**
 * 'Forgot your password?': asks for the e-mail and always answers the same way, so the screen
 * never tells whether an account exists.
 */
export function ForgotPasswordPage() {
  usePageTitle('Forgot Password');
  const request = useForgotPassword();
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
      <AuthForm
        form={form}
        onSubmit={form.handleSubmit((values) => request.mutate(values))}
        submitLabel="Send reset link"
        busy={request.isPending}
        busyLabel="Sending..."
      >
        <TextField form={form} name="email" label="Email" inputProps={EMAIL_INPUT} />
      </AuthForm>
    </AuthCard>
  );
}

export { ForgotPasswordPage as Component };
