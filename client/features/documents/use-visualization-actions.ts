import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { DocumentDetail } from '@common/contracts/documents.js';
import { toast } from '@/lib/use-toast';
import {
  afterVisualizationCreated,
  createDocumentVisualization,
  fetchDocumentVisualizations,
  type DocumentVisualization,
} from './api';

/** Spec §9: the pause between 'Visualization created' and opening it. */
export const NAVIGATE_AFTER_CREATE_MS = 500;

type Busy = 'create' | 'view' | null;

/** Spec §5: 'Navigation failed - Could not navigate to visualization.' */
function navigationFailed(): void {
  toast({
    variant: 'destructive',
    title: 'Navigation failed',
    description: 'Could not navigate to visualization.',
  });
}

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
      navigationFailed();
    }
  };

  /** Creates one; true when it worked (the navigation follows after the delay). */
  const createAndOpen = async (doc: DocumentDetail): Promise<boolean> => {
    let created: DocumentVisualization;
    try {
      created = await createDocumentVisualization(doc);
    } catch {
      return false;
    }
    toast({ title: 'Visualization created', description: `“${created.title}” is ready.` });
    afterVisualizationCreated(queryClient, doc.id);
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
        list = await fetchDocumentVisualizations(queryClient, document.id);
      } catch {
        navigationFailed();
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
