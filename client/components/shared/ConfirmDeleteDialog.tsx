import type { ReactNode } from 'react';
import { LoaderCircle } from 'lucide-react';
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

interface ConfirmDeleteDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  /** More text under the description, e.g. what exactly goes. */
  details?: ReactNode;
  /** The confirm button's label ('Deleting...' while the delete runs). */
  confirmLabel?: string;
  deleting: boolean;
  /** Also spin an icon in the button while deleting. */
  spinner?: boolean;
  onConfirm: () => void;
  className?: string;
  /** What opens the dialog, when it sits next to it (an AlertDialogTrigger). */
  children?: ReactNode;
}

/**
 * Spec §4: deletes need a confirmation. A plain button, not AlertDialogAction, confirms: the
 * dialog stays open, and cannot be dismissed, until the delete answers.
 */
export function ConfirmDeleteDialog({
  open,
  onOpenChange,
  title,
  description,
  details,
  confirmLabel = 'Delete',
  deleting,
  spinner = false,
  onConfirm,
  className,
  children,
}: ConfirmDeleteDialogProps) {
  return (
    <AlertDialog open={open} onOpenChange={(next) => !deleting && onOpenChange(next)}>
      {children}
      <AlertDialogContent className={className}>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{description}</AlertDialogDescription>
          {details}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={deleting}>Cancel</AlertDialogCancel>
          <Button variant="destructive" onClick={onConfirm} disabled={deleting}>
            {spinner && deleting && <LoaderCircle className="animate-spin" />}
            {deleting ? 'Deleting...' : confirmLabel}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
