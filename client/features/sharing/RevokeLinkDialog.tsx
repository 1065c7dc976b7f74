import { LoaderCircle } from 'lucide-react';
import type { ShareLink } from '@common/contracts/sharing.js';
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
import { useReturnFocus } from '@/lib/use-return-focus';
import { toast } from '@/lib/use-toast';
import { useRevokeShareLink } from './api';

/**
 * Confirms revoking a link. A plain button confirms, so the dialog stays open (and cannot be
 * dismissed) until the server answers.
 */
export function RevokeLinkDialog({
  visualizationId,
  link,
  onClose,
  focusAfterRevoke,
}: {
  visualizationId: number;
  link: ShareLink | null;
  onClose: () => void;
  /** Where the keyboard goes once the revoked row has lost its Revoke button. */
  focusAfterRevoke: () => HTMLElement | null;
}) {
  const revoke = useRevokeShareLink(visualizationId);
  const returnFocus = useReturnFocus(focusAfterRevoke);
  const confirm = () => {
    if (!link) return;
    revoke.mutate(link.id, {
      onSuccess: () => {
        toast({ title: 'Link revoked', description: 'It no longer opens the visualization.' });
        onClose();
      },
    });
  };
  return (
    <AlertDialog
      open={link !== null}
      onOpenChange={(open) => !open && !revoke.isPending && onClose()}
    >
      <AlertDialogContent {...returnFocus}>
        <AlertDialogHeader>
          <AlertDialogTitle>Revoke this link?</AlertDialogTitle>
          <AlertDialogDescription>
            Anyone who opens it will see that it is not available. This cannot be undone; you can
            create a new link at any time.
          </AlertDialogDescription>
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={revoke.isPending}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={confirm} disabled={revoke.isPending}>
            {revoke.isPending && <LoaderCircle className="animate-spin" />}
            {revoke.isPending ? 'Revoking...' : 'Revoke link'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
