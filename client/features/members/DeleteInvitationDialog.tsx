import type { PendingInvitation } from '@common/contracts/members.js';
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { toast } from '@/lib/use-toast';
import { useDeleteInvitation } from './api';

interface DeleteInvitationDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  invitation: PendingInvitation | null;
}

/** Deleting an invitation asks first; its link stops working once it is gone. */
export function DeleteInvitationDialog({
  open,
  onOpenChange,
  invitation,
}: DeleteInvitationDialogProps) {
  const remove = useDeleteInvitation();

  const confirm = () => {
    if (!invitation) return;
    remove.mutate(invitation.id, {
      onSuccess: () => {
        toast({
          title: 'Invitation deleted',
          description: `The invitation for ${invitation.email} has been deleted.`,
        });
        onOpenChange(false);
      },
      onError: () => {
        toast({
          variant: 'destructive',
          title: 'Failed to delete invitation',
          description: 'There was an error deleting the invitation.',
        });
      },
    });
  };

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent className="sm:max-w-md">
        <AlertDialogHeader>
          <AlertDialogTitle>Delete invitation?</AlertDialogTitle>
          <AlertDialogDescription>
            The invitation sent to{' '}
            <span className="font-medium break-all text-foreground">{invitation?.email}</span> will
            be deleted and its link will stop working. You can invite them again later.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete invitation'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
