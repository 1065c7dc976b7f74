import type { FormEventHandler, ReactNode } from 'react';
import { Link } from 'react-router';
import { ArrowLeft, type LucideIcon } from 'lucide-react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Form } from '@/components/ui/form';

/** The e-mail input of the sign-in, registration and reset-request forms. */
export const EMAIL_INPUT = {
  type: 'email',
  autoComplete: 'email',
  placeholder: 'you@company.com',
} as const;

/** The footer of the password-reset screens. */
export const backToSignIn = (
  <Link
    to="/login"
    className="inline-flex items-center gap-1 font-medium text-primary hover:underline"
  >
    <ArrowLeft className="size-3.5" aria-hidden="true" />
    Back to sign in
  </Link>
);

interface AuthFormProps<T extends FieldValues, TOut> {
  form: UseFormReturn<T, unknown, TOut>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
}

/** The form of an auth card: its fields, then a full-width submit button. */
export function AuthForm<T extends FieldValues, TOut>({
  form,
  onSubmit,
  submitLabel,
  busy,
  busyLabel,
  children,
}: AuthFormProps<T, TOut>) {
  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-5">
        {children}
        <SubmitButton size="lg" className="w-full" busy={busy} busyLabel={busyLabel}>
          {submitLabel}
        </SubmitButton>
      </form>
    </Form>
  );
}

const ALERT_TONES = {
  warning: {
    box: 'border-amber-200 bg-amber-50 text-amber-900',
    icon: 'text-amber-600',
  },
  error: {
    box: 'border-red-200 bg-red-50 text-red-800',
    icon: 'text-destructive',
  },
} as const;

/** A message in a tinted box, read out at once (role alert). */
export function AlertBox({
  tone,
  icon: Icon,
  children,
}: {
  tone: keyof typeof ALERT_TONES;
  icon: LucideIcon;
  children: ReactNode;
}) {
  return (
    <div
      role="alert"
      className={`flex items-start gap-3 rounded-lg border px-4 py-3 text-sm ${ALERT_TONES[tone].box}`}
    >
      <Icon className={`mt-0.5 size-4 shrink-0 ${ALERT_TONES[tone].icon}`} aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}
