import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useSearchParams } from 'react-router';
import { registerFormSchema, type RegisterForm } from '@common/contracts/auth.js';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { TextField } from '@/components/form/TextField';
import { usePageTitle } from '@/lib/use-page-title';
import { useRegister } from './api';
import { EMAIL_INPUT } from './auth-parts';
import { InviteRegistration } from './InviteRegistration';
import { CreateAccountForm, RegistrationCard } from './registration-parts';

const FIELD_NAMES: readonly (keyof RegisterForm)[] = [
  'firstName',
  'lastName',
  'email',
  'organizationName',
  'password',
  'confirmPassword',
];

/** /register, or /register?invite=TOKEN to join the organization that sent the invitation. */
export function RegisterPage() {
  usePageTitle('Create Account');
  const [params] = useSearchParams();
  const inviteToken = params.get('invite');
  return inviteToken !== null ? (
    <InviteRegistration token={inviteToken} />
  ) : (
    <NewOrganizationRegistration />
  );
}

function NewOrganizationRegistration() {
  const register = useRegister();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: {
      firstName: '',
      lastName: '',
      email: '',
      organizationName: '',
      password: '',
      confirmPassword: '',
    },
  });

  const onSubmit = form.handleSubmit(({ firstName, lastName, email, organizationName, password }) =>
    register.mutate(
      { firstName, lastName, email, organizationName, password },
      // The server's field messages (a 409's email, a 400's others) go under their fields.
      { onError: (error) => showServerFieldErrors(form, error, FIELD_NAMES, { focus: true }) },
    ),
  );

  return (
    <RegistrationCard>
      <CreateAccountForm form={form} onSubmit={onSubmit} busy={register.isPending}>
        <TextField form={form} name="email" label="Email" inputProps={EMAIL_INPUT} />
        <TextField
          form={form}
          name="organizationName"
          label="Organization name"
          inputProps={{ autoComplete: 'organization', placeholder: 'Acme Inc.' }}
        />
      </CreateAccountForm>
    </RegistrationCard>
  );
}

export { RegisterPage as Component };
