import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { NameFields } from '@/components/form/NameFields';
import { PasswordField } from '@/components/form/TextField';
import { AuthForm } from './auth-parts';
import { AuthCard } from './AuthCard';

/** The footer of the registration screens. */
const signInFooter = (
  <>
    Already have an account?{' '}
    <Link to="/login" className="font-medium text-primary hover:underline">
      Sign in
    </Link>
  </>
);

/**
 * The card of both registration screens (a new organization, an invitation); while the
 * invitation loads it has no footer yet.
 */
export function RegistrationCard({
  loading = false,
  children,
}: {
  loading?: boolean;
  children: ReactNode;
}) {
  return (
    <AuthCard
      heading="Create your account"
      subtitle="Start visualizing your documents"
      footer={loading ? undefined : signInFooter}
    >
      {children}
    </AuthCard>
  );
}

interface NewAccount {
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

interface CreateAccountFormProps<T extends FieldValues & NewAccount, TOut> {
  form: UseFormReturn<T, unknown, TOut>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  busy: boolean;
  /** The fields between the names and the password (the e-mail, the organization). */
  children: ReactNode;
}

/** The registration form: names, the caller's fields, a new password twice, 'Create account'. */
export function CreateAccountForm<T extends FieldValues & NewAccount, TOut = T>({
  form,
  onSubmit,
  busy,
  children,
}: CreateAccountFormProps<T, TOut>) {
  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      submitLabel="Create account"
      busy={busy}
      busyLabel="Creating account..."
    >
      <NameFields form={form} />
      {children}
      <PasswordField
        form={form}
        name={'password' as FieldPath<T>}
        label="Password"
        autoComplete="new-password"
      />
      <PasswordField
        form={form}
        name={'confirmPassword' as FieldPath<T>}
        label="Confirm password"
        autoComplete="new-password"
      />
    </AuthForm>
  );
}
