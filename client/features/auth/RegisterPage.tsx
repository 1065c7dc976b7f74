import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useSearchParams } from 'react-router';
import { registerFormSchema, type RegisterForm } from '@common/contracts/auth.js';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/form/TextField';
import { Form } from '@/components/ui/form';
import { readApiError } from '@/lib/api-error';
import { usePageTitle } from '@/lib/use-page-title';
import { AuthCard } from './AuthCard';
import { InviteRegistration } from './InviteRegistration';
import { useRegister } from './use-register';

type FieldName = keyof RegisterForm;

const FIELD_NAMES: readonly FieldName[] = [
  'firstName',
  'lastName',
  'email',
  'organizationName',
  'password',
  'confirmPassword',
];

/** Put the server's field messages (a 409's email, a 400's others) under their fields. */
function showServerFieldErrors(form: UseFormReturn<RegisterForm>, error: unknown): void {
  const { fieldErrors } = readApiError(error);
  for (const name of FIELD_NAMES) {
    const message = fieldErrors[name]?.[0];
    if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
  }
}

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
      { onError: (error) => showServerFieldErrors(form, error) },
    ),
  );

  return (
    <AuthCard
      heading="Create your account"
      subtitle="Start visualizing your documents"
      footer={
        <>
          Already have an account?{' '}
          <Link to="/login" className="font-medium text-primary hover:underline">
            Sign in
          </Link>
        </>
      }
    >
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
          <TextField
            form={form}
            name="email"
            label="Email"
            inputProps={{ type: 'email', autoComplete: 'email', placeholder: 'you@company.com' }}
          />
          <TextField
            form={form}
            name="organizationName"
            label="Organization name"
            inputProps={{ autoComplete: 'organization', placeholder: 'Acme Inc.' }}
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
    </AuthCard>
  );
}

export { RegisterPage as Component };
