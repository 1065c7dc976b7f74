import type { Template } from '@common/contracts/templates.js';
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
import { useDeleteTemplate } from './api';

interface DeleteTemplateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  template: Template | null;
}

/** Spec §4: deleting a template needs a confirmation. */
export function DeleteTemplateDialog({ open, onOpenChange, template }: DeleteTemplateDialogProps) {
  const remove = useDeleteTemplate();

  function confirm() {
    if (!template) return;
    remove.mutate(template.id, {
      onSuccess: () => {
        toast({ title: 'Template deleted successfully', description: template.name });
        onOpenChange(false);
      },
      onError: () => {
        toast({ variant: 'destructive', title: 'Error', description: 'Failed to delete template' });
        onOpenChange(false);
      },
    });
  }

  return (
    <AlertDialog open={open} onOpenChange={(next) => !remove.isPending && onOpenChange(next)}>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Delete template</AlertDialogTitle>
          <AlertDialogDescription>
            Are you sure you want to delete this template?
          </AlertDialogDescription>
          {template && (
            <p className="text-sm text-muted-foreground">
              <span className="font-medium break-words text-foreground">{template.name}</span> will
              be removed for everyone. This cannot be undone.
            </p>
          )}
        </AlertDialogHeader>
        <AlertDialogFooter>
          <AlertDialogCancel disabled={remove.isPending}>Cancel</AlertDialogCancel>
          {/* A plain button, not AlertDialogAction: the dialog stays open until the delete answers. */}
          <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
            {remove.isPending ? 'Deleting...' : 'Delete'}
          </Button>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
