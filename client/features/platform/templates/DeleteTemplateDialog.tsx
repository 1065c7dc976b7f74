import type { Template } from '@common/contracts/templates.js';
import { ConfirmDeleteDialog } from '@/components/shared/ConfirmDeleteDialog';
import { toast } from '@/lib/use-toast';
import { useDeleteTemplate } from '../api';

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
      // The error toast comes from the mutation (api.ts); the dialog closes either way.
      onError: () => onOpenChange(false),
    });
  }

  return (
    <ConfirmDeleteDialog
      open={open}
      onOpenChange={onOpenChange}
      title="Delete template"
      description="Are you sure you want to delete this template?"
      details={
        template && (
          <p className="text-sm text-muted-foreground">
            <span className="font-medium break-words text-foreground">{template.name}</span> will be
            removed for everyone. This cannot be undone.
          </p>
        )
      }
      deleting={remove.isPending}
      onConfirm={confirm}
    />
  );
}
