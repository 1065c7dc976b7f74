import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from '@/lib/use-toast';
import { afterDocumentDeleted, deleteDocument } from './api';

/**
 * Deleting the document shown on its page: toast, off to /dashboard, then the cache forgets it.
 * `deleted` stays true from then on, so the page stops asking for the document (and does not
 * take the 404 that follows for a load error).
 */
export function useDeleteDocument(id: number) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [deleted, setDeleted] = useState(false);
  const remove = useMutation({
    mutationFn: (_name: string) => deleteDocument(id),
    onSuccess: (_answer, name) => {
      setDeleted(true);
      toast({ title: 'Document deleted', description: `“${name}” has been deleted.` });
      void navigate('/dashboard');
      afterDocumentDeleted(queryClient, id);
    },
    meta: {
      errorToast: {
        title: 'Delete failed',
        description: 'An error occurred while deleting the document',
      },
    },
  });
  return {
    deleted,
    deleting: remove.isPending || deleted,
    /** Deletes it; the name is for the toast. */
    remove: (name: string) => remove.mutate(name),
  };
}
