import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Category } from '@common/categories.js';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { isClientError, serverMessageOr } from '@/lib/error-toast';
import { toast } from '@/lib/use-toast';
import { afterReprocess, isSettling, reprocessDocument } from './api';

/**
 * 'Reprocess' (no category: the analyzer classifies again) and 'Change category' (a category:
 * the analyzer extracts that category's data) for the document shown on its page. On success
 * the page shows the document queued and follows it until the new result is there.
 */
export function useReprocess(document: Pick<DocumentDetail, 'id' | 'name' | 'status'>) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: (category: Category | null) =>
      reprocessDocument(document.id, category ?? undefined),
    onSuccess: (queued, category) => {
      afterReprocess(queryClient, queued, category);
      toast({
        title: 'Reprocessing started',
        description: `“${document.name}” is being processed again. This page updates automatically.`,
      });
    },
    meta: {
      errorToast: {
        title: 'Reprocess failed',
        // 409 (still processing) and 429 (too many) say what to do; anything else is generic.
        description: serverMessageOr(
          'An error occurred while reprocessing the document',
          isClientError,
        ),
      },
    },
  });
  return {
    /** Busy on the server or here: both actions wait. */
    disabled: isSettling(document.status) || mutation.isPending,
    pending: mutation.isPending,
    /** True once the server queued it; a failure has its toast (meta) and answers false. */
    reprocess: async (category: Category | null): Promise<boolean> => {
      try {
        await mutation.mutateAsync(category);
        return true;
      } catch {
        return false;
      }
    },
  };
}
