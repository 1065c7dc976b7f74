import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import type { LoginInput } from '@common/contracts/auth.js';
import { CheckboxField } from '@/components/form/CheckboxField';
import { lazyZodResolver } from '@/components/form/lazy-resolver';
import { PasswordField, TextField } from '@/components/form/TextField';
import { usePageTitle } from '@/lib/use-page-title';
import { useLogin } from './use-login';
import { AuthForm, EMAIL_INPUT } from './auth-parts';
import { AuthCard } from './AuthCard';

// Loaded at the first submit, so zod is not part of what /login loads (see lazy-resolver.ts).
const resolver = lazyZodResolver(() =>
  import('@common/contracts/auth.js').then(({ loginSchema }) => loginSchema),
);

export function LoginPage() {
  usePageTitle('Sign In');
  const login = useLogin();
  const form = useForm<LoginInput>({
    resolver,
    defaultValues: { email: '', password: '', remember: false },
  });

  return (
    <AuthCard
      heading="Sign in to your account"
      subtitle="Welcome back. Enter your details to continue."
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to="/register" className="font-medium text-primary hover:underline">
            Create account
          </Link>
        </>
      }
    >
      <AuthForm
        form={form}
        onSubmit={form.handleSubmit((values) => login.mutate(values))}
        submitLabel="Sign in"
        busy={login.isPending}
        busyLabel="Signing in..."
      >
        <TextField form={form} name="email" label="Email" inputProps={EMAIL_INPUT} />
        <PasswordField
          form={form}
          name="password"
          label="Password"
          autoComplete="current-password"
        />
        <div className="flex items-center justify-between gap-4">
          <CheckboxField form={form} name="remember" label="Remember me" />
          <Link to="/forgot-password" className="text-sm font-medium text-primary hover:underline">
            Forgot your password?
          </Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}

export { LoginPage as Component };
