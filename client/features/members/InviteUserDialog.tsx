import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Mail, UserPlus } from 'lucide-react';
import { inviteSchema } from '@common/contracts/members.js';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
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
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { readApiError } from '@/lib/api-error';
import { toast } from '@/lib/use-toast';
import { useInviteMember } from './api';

type InviteFormInput = z.input<typeof inviteSchema>;
type InviteFormOutput = z.output<typeof inviteSchema>;

const DEFAULTS: InviteFormInput = { email: '', role: 'organization_user' };

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
      onError: (error) => {
        const { status, message, fieldErrors } = readApiError(error);
        const emailError = fieldErrors.email?.[0];
        if (emailError) form.setError('email', { type: 'server', message: emailError });
        const serverMessage = status !== null && status < 500 ? message : '';
        toast({
          variant: 'destructive',
          title: 'Invitation failed',
          description: serverMessage || 'Failed to send invitation. Please try again.',
        });
      },
    }),
  );

  return (
    <Dialog open={open} onOpenChange={changeOpen}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <div className="mb-2 flex size-10 items-center justify-center rounded-lg bg-accent text-primary max-sm:mx-auto">
            <UserPlus className="size-5" aria-hidden="true" />
          </div>
          <DialogTitle>Invite User</DialogTitle>
          <DialogDescription>
            We will e-mail them a link to create their account in your organization.
          </DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={onSubmit} className="grid gap-5">
            <FormField
              control={form.control}
              name="email"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Email</FormLabel>
                  <div className="relative">
                    <Mail
                      className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
                      aria-hidden="true"
                    />
                    <FormControl>
                      <Input
                        type="email"
                        autoComplete="off"
                        placeholder="colleague@company.com"
                        className="pl-9"
                        {...field}
                      />
                    </FormControl>
                  </div>
                  <FormDescription className="text-xs">
                    For example colleague@company.com
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="role"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Role</FormLabel>
                  <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                    <FormControl>
                      <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                        <SelectValue />
                      </SelectTrigger>
                    </FormControl>
                    <SelectContent>
                      <SelectItem value="organization_user">User</SelectItem>
                      <SelectItem value="organization_admin">Admin</SelectItem>
                    </SelectContent>
                  </Select>
                  <FormDescription className="text-xs">
                    Admins can invite people and manage invitations.
                  </FormDescription>
                  <FormMessage />
                </FormItem>
              )}
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
              <Button type="submit" disabled={invite.isPending}>
                {invite.isPending ? 'Sending...' : 'Send Invitation'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
