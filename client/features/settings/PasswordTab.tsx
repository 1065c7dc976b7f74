import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@common/contracts/profile.js';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { PasswordField } from '@/components/form/TextField';
import { toast } from '@/lib/use-toast';
import { useChangePassword } from './api';
import { SessionsCard } from './SessionsCard';
import { SettingsCard, SettingsForm } from './SettingsCard';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: readonly (keyof ChangePasswordForm)[] = ['currentPassword', 'newPassword'];
const PASSWORD_FIELDS = [
  { name: 'currentPassword', label: 'Current password', autoComplete: 'current-password' },
  { name: 'newPassword', label: 'New password', autoComplete: 'new-password' },
  { name: 'confirmPassword', label: 'Confirm new password', autoComplete: 'new-password' },
] as const;

/**
 * Spec §2 Password tab: current, new and confirmation, with the §5 messages; below it the
 * user's active sessions (issue 14, OWASP ASVS §7).
 */
export function PasswordTab() {
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordFormSchema),
    defaultValues: EMPTY,
  });

  const onSubmit = form.handleSubmit(({ currentPassword, newPassword }) =>
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          form.reset(EMPTY);
          toast({
            title: 'Password updated',
            description: 'Your password has been changed. Other sessions were signed out.',
          });
        },
        // The toast comes from the mutation; the server's field messages go under the fields.
        onError: (error) => showServerFieldErrors(form, error, FIELDS, { focus: true }),
      },
    ),
  );

  return (
    <div className="grid gap-6">
      <SettingsCard
        title="Password"
        description="Use at least 8 characters. Changing it signs you out everywhere else."
      >
        <SettingsForm
          form={form}
          onSubmit={onSubmit}
          className="grid max-w-xl gap-5"
          submitLabel="Update Password"
          busy={change.isPending}
        >
          {PASSWORD_FIELDS.map(({ name, label, autoComplete }) => (
            <PasswordField
              key={name}
              form={form}
              name={name}
              label={label}
              autoComplete={autoComplete}
            />
          ))}
        </SettingsForm>
      </SettingsCard>
      <SessionsCard />
    </div>
  );
}
