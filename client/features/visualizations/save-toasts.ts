import type { VisualizationVersion } from '@common/contracts/visualizations.js';
import type { ErrorToast } from '@/lib/error-toast';
import { toast } from '@/lib/use-toast';

/** Spec §5 and §8: the toasts of the visualization page's saves. */

const SAVE_FAILED_TEXT = 'An error occurred while saving your changes';

/** A failed edit or colour save (shown by the query client, from the mutation's meta). */
export const SAVE_FAILED: ErrorToast = { title: 'Save failed', description: SAVE_FAILED_TEXT };

/** A failed restore of an older version. */
export const ROLLBACK_FAILED: ErrorToast = {
  title: 'Rollback failed',
  description: 'An error occurred while rolling back to the selected version',
};

/** An edit the page refuses before saving (a row without a name, data the schema rejects). */
export function saveFailed(description = SAVE_FAILED_TEXT): void {
  toast({ variant: 'destructive', title: 'Save failed', description });
}

export function changesSaved(saved: VisualizationVersion): void {
  toast({ title: 'Changes saved', description: `Version ${saved.version}` });
}
