import type { PendingInvitation } from '@common/contracts/members.js';
import { ConfirmDeleteDialog } from '@/components/shared/ConfirmDeleteDialog';
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
    });
  };

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      className="sm:max-w-md"
      title="Delete invitation?"
      description={
        <>
          The invitation sent to{' '}
          <span className="font-medium break-all text-foreground">{invitation?.email}</span> will be
          deleted and its link will stop working. You can invite them again later.
        </>
      }
      confirmLabel="Delete invitation"
      deleting={remove.isPending}
      onConfirm={confirm}
    />
  );
}
