import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { changePasswordFormSchema, type ChangePasswordForm } from '@common/contracts/profile.js';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import {
  Form,
  FormControl,
  FormField,
  FormItem,
  FormLabel,
  FormMessage,
} from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { readApiError } from '@/lib/api-error';
import { toast } from '@/lib/use-toast';
import { useChangePassword } from './api';

const EMPTY: ChangePasswordForm = { currentPassword: '', newPassword: '', confirmPassword: '' };
const FIELDS: readonly (keyof ChangePasswordForm)[] = ['currentPassword', 'newPassword'];

/** Spec §2 Password tab: current, new and confirmation, with the §5 messages. */
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
        onError: (error) => {
          const { fieldErrors } = readApiError(error);
          for (const name of FIELDS) {
            const message = fieldErrors[name]?.[0];
            if (message) form.setError(name, { type: 'server', message }, { shouldFocus: true });
          }
          toast({
            variant: 'destructive',
            title: 'Update failed',
            description: 'An error occurred while updating your password',
          });
        },
      },
    ),
  );

  const passwordField = (name: keyof ChangePasswordForm, label: string, autoComplete: string) => (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <Input type="password" autoComplete={autoComplete} {...field} />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );

  return (
    <Card>
      <CardHeader>
        <CardTitle className="text-lg">Password</CardTitle>
        <CardDescription>
          Use at least 8 characters. Changing it signs you out everywhere else.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <Form {...form}>
          <form noValidate onSubmit={onSubmit} className="grid max-w-xl gap-5">
            {passwordField('currentPassword', 'Current password', 'current-password')}
            {passwordField('newPassword', 'New password', 'new-password')}
            {passwordField('confirmPassword', 'Confirm new password', 'new-password')}
            <div>
              <Button type="submit" disabled={change.isPending} className="max-sm:w-full">
                {change.isPending ? 'Updating...' : 'Update Password'}
              </Button>
            </div>
          </form>
        </Form>
      </CardContent>
    </Card>
  );
}
