import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Mail, UserPlus } from 'lucide-react';
import { inviteSchema } from '@common/contracts/members.js';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SelectField } from '@/components/form/SelectField';
import { TextField } from '@/components/form/TextField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';
import { DialogShell } from '@/components/shared/DialogShell';
import { Form } from '@/components/ui/form';
import { toast } from '@/lib/use-toast';
import { useInviteMember } from './api';

type InviteFormInput = z.input<typeof inviteSchema>;
type InviteFormOutput = z.output<typeof inviteSchema>;

const DEFAULTS: InviteFormInput = { email: '', role: 'organization_user' };

/** Spec §6: the invitable roles. */
const ROLE_OPTIONS = [
  { value: 'organization_user', label: 'User' },
  { value: 'organization_admin', label: 'Admin' },
] as const;

interface InviteUserDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** Spec §2 'Invite User' dialog: Email (with an example-address hint), Role, Cancel, Send Invitation. */
export function InviteUserDialog({ open, onOpenChange }: InviteUserDialogProps) {
  const invite = useInviteMember();
  const form = useForm<InviteFormInput, unknown, InviteFormOutput>({
    resolver: zodResolver(inviteSchema),
    defaultValues: DEFAULTS,
  });

  const changeOpen = (next: boolean) => {
    if (invite.isPending) return;
    if (!next) form.reset(DEFAULTS);
    onOpenChange(next);
  };

  const onSubmit = form.handleSubmit((values) =>
    invite.mutate(values, {
      onSuccess: () => {
        toast({
          title: 'Invitation sent',
          description: 'The user has been invited to join your organization.',
        });
        form.reset(DEFAULTS);
        onOpenChange(false);
      },
      // The toast comes from the mutation; the server's complaint about the address goes under it.
      onError: (error) => showServerFieldErrors(form, error, ['email']),
    }),
  );

  return (
    <DialogShell
      open={open}
      onOpenChange={changeOpen}
      className="sm:max-w-md"
      icon={
        <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-primary max-sm:mx-auto">
          <UserPlus className="size-5" aria-hidden="true" />
        </div>
      }
      title="Invite User"
      description="We will e-mail them a link to create their account in your organization."
    >
      <Form {...form}>
        <form noValidate onSubmit={onSubmit} className="grid gap-5">
          <TextField
            form={form}
            name="email"
            label="Email"
            description="For example colleague@company.com"
            startIcon={Mail}
            inputProps={{
              type: 'email',
              autoComplete: 'off',
              placeholder: 'colleague@company.com',
              className: 'pl-9',
            }}
          />
          <SelectField
            form={form}
            name="role"
            label="Role"
            description="Admins can invite people and manage invitations."
            options={ROLE_OPTIONS}
          />
          <DialogFooter className="pt-1">
            <Button
              type="button"
              variant="outline"
              onClick={() => changeOpen(false)}
              disabled={invite.isPending}
            >
              Cancel
            </Button>
            <SubmitButton busy={invite.isPending} busyLabel="Sending...">
              Send Invitation
            </SubmitButton>
          </DialogFooter>
        </form>
      </Form>
    </DialogShell>
  );
}
