import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from 'react-router';
import { Building2, CircleAlert, Link2Off, Lock, RotateCw } from 'lucide-react';
import { inviteRegisterFormSchema, type InviteRegisterForm } from '@common/contracts/auth.js';
import { INVITATION_MESSAGES, type InvitationPreview } from '@common/contracts/members.js';
import { TextField } from '@/components/form/TextField';
import { Button } from '@/components/ui/button';
import {
  Form,
  FormControl,
  FormDescription,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiError } from '@/lib/api-error';
import { AuthCard } from './AuthCard';
import { useRegister } from './use-register';

type FieldName = keyof InviteRegisterForm;
const FIELD_NAMES: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
];

const ROLE_NAMES: Record<InvitationPreview['role'], string> = {
  organization_user: 'a user',
  organization_admin: 'an admin',
};

const signInFooter = (
  <>
    Already have an account?{' '}
    <Link to="/login" className="font-medium text-primary hover:underline">
      Sign in
    </Link>
  </>
);

/** GET /api/invitations/{token}: who was invited and to which organization (404 when unusable). */
function useInvitationPreview(token: string) {
  return useQuery<InvitationPreview>({
    queryKey: ['/api/invitations', encodeURIComponent(token)],
    enabled: token.length > 0,
  });
}

function InvalidInvitation({ message }: { message: string }) {
  return (
    <AuthCard heading="Invitation not valid" subtitle="This link cannot be used to join">
      <div className="grid gap-5">
        <div
          role="alert"
          className="flex items-start gap-3 rounded-lg border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
        >
          <Link2Off className="mt-0.5 size-4 shrink-0 text-amber-600" aria-hidden="true" />
          <p>{message}</p>
        </div>
        <div className="grid gap-2">
          <Button asChild className="w-full">
            <Link to="/login">Sign in</Link>
          </Button>
          <Button asChild variant="outline" className="w-full">
            <Link to="/register">Create a new account</Link>
          </Button>
        </div>
      </div>
    </AuthCard>
  );
}

function LoadingInvitation() {
  return (
    <AuthCard heading="Create your account" subtitle="Start visualizing your documents">
      <div className="grid gap-5" aria-busy="true" aria-label="Loading invitation">
        <Skeleton className="h-16 w-full rounded-lg" />
        <div className="grid gap-4 sm:grid-cols-2">
          <Skeleton className="h-10" />
          <Skeleton className="h-10" />
        </div>
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
        <Skeleton className="h-10" />
      </div>
    </AuthCard>
  );
}

function InviteForm({ token, preview }: { token: string; preview: InvitationPreview }) {
  const register = useRegister();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<InviteRegisterForm>({
    resolver: zodResolver(inviteRegisterFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: preview.email,
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = form.handleSubmit(({ firstName, lastName, password }) => {
    setFormError(null);
    register.mutate(
      { firstName, lastName, email: preview.email, password, inviteToken: token },
      {
        onError: (error) => {
          const { status, message, fieldErrors } = readApiError(error);
          let shown = false;
          for (const name of FIELD_NAMES) {
            const fieldMessage = fieldErrors[name]?.[0];
            if (!fieldMessage) continue;
            form.setError(name, { type: 'server', message: fieldMessage }, { shouldFocus: !shown });
            shown = true;
          }
          if (!shown && status !== null && status < 500 && message) setFormError(message);
        },
      },
    );
  });

  return (
    <AuthCard
      heading="Create your account"
      subtitle="Start visualizing your documents"
      footer={signInFooter}
    >
      <div className="grid gap-5">
        <div className="flex items-start gap-3 rounded-lg border border-indigo-100 bg-accent/70 px-4 py-3 text-sm">
          <Building2 className="mt-0.5 size-4 shrink-0 text-primary" aria-hidden="true" />
          <p className="text-slate-700" data-testid="invitation-organization">
            You have been invited to join{' '}
            <span className="font-semibold text-foreground">{preview.organizationName}</span> as{' '}
            {ROLE_NAMES[preview.role]}.
          </p>
        </div>
        {formError && (
          <div
            role="alert"
            className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800"
          >
            <CircleAlert className="mt-0.5 size-4 shrink-0 text-destructive" aria-hidden="true" />
            <p>{formError}</p>
          </div>
        )}
        <Form {...form}>
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
              <TextField
                form={form}
                name="firstName"
                label="First name"
                inputProps={{ autoComplete: 'given-name' }}
              />
              <TextField
                form={form}
                name="lastName"
                label="Last name"
                inputProps={{ autoComplete: 'family-name' }}
              />
            </div>
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <div className="relative">
                    <FormControl>
                      <Input
                        type="email"
                        autoComplete="email"
                        readOnly
                        aria-readonly="true"
                        className="bg-secondary/60 pr-9 text-slate-700 focus-visible:ring-0"
                        {...field}
                        value={preview.email}
                      />
                    </FormControl>
                    <Lock
                      className="pointer-events-none absolute top-1/2 right-3 size-4 -translate-y-1/2 text-muted-foreground"
                      aria-hidden="true"
                    />
                  </div>
                  <FormDescription className="text-xs">
                    The invitation was sent to this address.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <TextField
              form={form}
              name="password"
              label="Password"
              inputProps={{ type: 'password', autoComplete: 'new-password' }}
            />
            <TextField
              form={form}
              name="confirmPassword"
              label="Confirm password"
              inputProps={{ type: 'password', autoComplete: 'new-password' }}
            />
            <Button type="submit" size="lg" className="w-full" disabled={register.isPending}>
              {register.isPending ? 'Creating account...' : 'Create account'}
            </Button>
          </form>
        </Form>
      </div>
    </AuthCard>
  );
}

/** /register?invite=TOKEN: the registration form with the invited e-mail fixed and no organization. */
export function InviteRegistration({ token }: { token: string }) {
  const preview = useInvitationPreview(token);

  if (!token) return <InvalidInvitation message={INVITATION_MESSAGES.invalid} />;
  if (preview.isPending) return <LoadingInvitation />;
  if (preview.isError) {
    const { status } = readApiError(preview.error);
    if (status !== null && status >= 400 && status < 500) {
      return <InvalidInvitation message={INVITATION_MESSAGES.invalid} />;
    }
    return (
      <AuthCard heading="Could not load the invitation" subtitle="Please try again in a moment">
        <Button
          variant="outline"
          className="w-full"
          onClick={() => void preview.refetch()}
          disabled={preview.isFetching}
        >
          <RotateCw />
          Try again
        </Button>
      </AuthCard>
    );
  }
  return <InviteForm key={token} token={token} preview={preview.data} />;
}
