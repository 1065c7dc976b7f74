import { useState, type ReactNode } from 'react';
import { Eye, LoaderCircle, Sparkles, Trash } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { ConfirmDeleteDialog } from '@/components/shared/ConfirmDeleteDialog';
import type { useVisualizationActions } from './use-visualization-actions';

/**
 * Spec §2: the document page's buttons: 'View Visualization' when one exists, 'Create
 * Visualization' only when the document is processed, then `children` (Reprocess, Change
 * category), and Delete (with its confirmation).
 */
export function DocumentActions({
  name,
  hasVisualization,
  processed,
  actions,
  deleting,
  onDelete,
  children,
}: {
  name: string;
  hasVisualization: boolean;
  processed: boolean;
  actions: ReturnType<typeof useVisualizationActions>;
  deleting: boolean;
  onDelete: () => void;
  children?: ReactNode;
}) {
  const [confirming, setConfirming] = useState(false);
  return (
    <>
      {hasVisualization && (
        <Button
          variant="outline"
          disabled={actions.busy !== null}
          onClick={() => void actions.view()}
        >
          {actions.busy === 'view' ? <LoaderCircle className="animate-spin" /> : <Eye />}
          View Visualization
        </Button>
      )}
      {processed && (
        <Button disabled={actions.busy !== null} onClick={() => void actions.create()}>
          {actions.busy === 'create' ? <LoaderCircle className="animate-spin" /> : <Sparkles />}
          {actions.busy === 'create' ? 'Creating...' : 'Create Visualization'}
        </Button>
      )}
      {children}
      <ConfirmDeleteDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Delete this document?"
        description={
          <>“{name}” and its visualizations will be permanently deleted. This cannot be undone.</>
        }
        deleting={deleting}
        spinner
        onConfirm={onDelete}
      >
        <Button
          variant="outline"
          className="text-destructive hover:bg-red-50 hover:text-destructive"
          onClick={() => setConfirming(true)}
        >
          <Trash />
          Delete
        </Button>
      </ConfirmDeleteDialog>
    </>
  );
}
