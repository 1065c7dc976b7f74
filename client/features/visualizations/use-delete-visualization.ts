import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Visualization } from '@common/contracts/visualizations.js';
import { toast } from '@/lib/use-toast';
import { afterVisualizationDeleted, deleteVisualization } from './api';

/** Deleting a visualization from its card: the toast first, as the card leaves with the cache. */
export function useDeleteVisualization(visualization: Visualization) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => deleteVisualization(visualization.id),
    onSuccess: () => {
      toast({
        title: 'Visualization deleted',
        description: `“${visualization.title}” has been deleted.`,
      });
      afterVisualizationDeleted(queryClient, visualization);
    },
    meta: {
      errorToast: {
        title: 'Delete failed',
        description: 'An error occurred while deleting the visualization',
      },
    },
  });
}
