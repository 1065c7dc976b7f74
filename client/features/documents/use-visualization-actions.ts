import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { apiJson } from '@/lib/api';
import { toast } from '@/lib/use-toast';
import { documentKeys, fetchDocumentVisualizations, type DocumentVisualization } from './api';

/** Spec §9: the pause between 'Visualization created' and opening it. */
export const NAVIGATE_AFTER_CREATE_MS = 500;

type Busy = 'create' | 'view' | null;

/**
 * The document page's two visualization actions (spec §4, §8):
 * - create: POST '{document name} - Visualization', toast, open it 500 ms later;
 * - view: fetch the document's visualizations and open the first; with none, create one.
 */
export function useVisualizationActions(document: DocumentDetail | undefined) {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [busy, setBusy] = useState<Busy>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = async (visualizationId: number): Promise<void> => {
    try {
      await navigate(`/visualizations/${visualizationId}`);
    } catch {
      toast({
        variant: 'destructive',
        title: 'Navigation failed',
        description: 'Could not navigate to visualization.',
      });
    }
  };

  /** Creates one; true when it worked (the navigation follows after the delay). */
  const createAndOpen = async (doc: DocumentDetail): Promise<boolean> => {
    let created: DocumentVisualization;
    try {
      created = await apiJson<DocumentVisualization>(
        'POST',
        `/api/documents/${doc.id}/visualizations`,
        { title: `${doc.name} - Visualization` },
      );
    } catch {
      return false;
    }
    toast({ title: 'Visualization created', description: `“${created.title}” is ready.` });
    void queryClient.invalidateQueries({ queryKey: documentKeys.visualizations(doc.id) });
    void queryClient.invalidateQueries({ queryKey: ['/api/visualizations'] });
    void queryClient.invalidateQueries({ queryKey: documentKeys.stats });
    await new Promise<void>((resolve) => {
      timer.current = setTimeout(resolve, NAVIGATE_AFTER_CREATE_MS);
    });
    await open(created.id);
    return true;
  };

  const create = async () => {
    if (!document || busy) return;
    setBusy('create');
    try {
      if (!(await createAndOpen(document))) {
        toast({
          variant: 'destructive',
          title: 'Creation failed',
          description: 'Could not create visualization.',
        });
      }
    } finally {
      setBusy(null);
    }
  };

  const view = async () => {
    if (!document || busy) return;
    setBusy('view');
    try {
      let list: DocumentVisualization[];
      try {
        list = await queryClient.fetchQuery({
          queryKey: documentKeys.visualizations(document.id),
          queryFn: fetchDocumentVisualizations,
          staleTime: 0,
        });
      } catch {
        toast({
          variant: 'destructive',
          title: 'Navigation failed',
          description: 'Could not navigate to visualization.',
        });
        return;
      }
      const first = list[0];
      if (first) {
        await open(first.id);
        return;
      }
      if (!(await createAndOpen(document))) {
        toast({
          variant: 'destructive',
          title: 'No visualizations found',
          description:
            "This document doesn't have any visualizations yet and we couldn't create one automatically.",
        });
      }
    } finally {
      setBusy(null);
    }
  };

  return { busy, create, view };
}
