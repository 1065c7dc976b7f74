import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Building2, CircleAlert, Link2Off, Lock } from 'lucide-react';
import { inviteRegisterFormSchema, type InviteRegisterForm } from '@common/contracts/auth.js';
import { INVITATION_MESSAGES, type InvitationPreview } from '@common/contracts/members.js';
import { TryAgainButton } from '@/components/shared/TryAgainButton';
import { LinkButton } from '@/components/shared/LinkButton';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { TextField } from '@/components/form/TextField';
import { Skeleton } from '@/components/ui/skeleton';
import { readApiError } from '@/lib/api-error';
import { useInvitationPreview, useRegister } from './api';
import { AlertBox } from './auth-parts';
import { AuthCard } from './AuthCard';
import { CreateAccountForm, RegistrationCard } from './registration-parts';

const FIELD_NAMES: readonly (keyof InviteRegisterForm)[] = [
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

function InvalidInvitation({ message }: { message: string }) {
  return (
    <AuthCard heading="Invitation not valid" subtitle="This link cannot be used to join">
      <div className="grid gap-5">
        <AlertBox tone="warning" icon={Link2Off}>
          {message}
        </AlertBox>
        <div className="grid gap-2">
          <LinkButton to="/login" className="w-full">
            Sign in
          </LinkButton>
          <LinkButton to="/register" variant="outline" className="w-full">
            Create a new account
          </LinkButton>
        </div>
      </div>
    </AuthCard>
  );
}

function LoadingInvitation() {
  return (
    <RegistrationCard loading>
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
    </RegistrationCard>
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
          if (showServerFieldErrors(form, error, FIELD_NAMES, { focus: true })) return;
          // Nothing to put under a field: a 4xx's message (e.g. a used invitation) above the form.
          const { status, message } = readApiError(error);
          if (status !== null && status < 500 && message) setFormError(message);
        },
      },
    );
  });

  return (
    <RegistrationCard>
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
          <AlertBox tone="error" icon={CircleAlert}>
            {formError}
          </AlertBox>
        )}
        <CreateAccountForm form={form} onSubmit={onSubmit} busy={register.isPending}>
          <TextField
            form={form}
            name="email"
            label="Email"
            description="The invitation was sent to this address."
            endIcon={Lock}
            inputProps={{
              type: 'email',
              autoComplete: 'email',
              readOnly: true,
              'aria-readonly': true,
              className: 'bg-secondary/60 pr-9 text-slate-700 focus-visible:ring-0',
            }}
          />
        </CreateAccountForm>
      </div>
    </RegistrationCard>
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
        <TryAgainButton
          className="w-full"
          onClick={() => void preview.refetch()}
          retrying={preview.isFetching}
        />
      </AuthCard>
    );
  }
  return <InviteForm key={token} token={token} preview={preview.data} />;
}
