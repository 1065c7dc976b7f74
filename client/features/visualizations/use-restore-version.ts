import { useState } from 'react';
import { rollbackDescription } from '@common/activity.js';
import type { VisualizationVersion } from '@common/contracts/visualizations.js';
import { toast } from '@/lib/use-toast';
import type { SaveMutation } from './api';

/**
 * Spec §4 version rules: restoring writes that version's data as a new change described
 * 'Rolled back to Version {n}'. `restoring` is the version on its way back, for its spinner;
 * `rollback` is a save whose failure toast says 'Rollback failed'.
 */
export function useRestoreVersion(
  rollback: SaveMutation,
  onRestored: (saved: VisualizationVersion) => void,
) {
  const [restoring, setRestoring] = useState<number | null>(null);
  const restore = (target: VisualizationVersion) => {
    setRestoring(target.version);
    rollback.mutate(
      { data: target.data, changeDescription: rollbackDescription(target.version) },
      {
        onSuccess: (saved) => {
          toast({
            title: 'Version restored',
            description: `Version ${target.version} is now current as Version ${saved.version}.`,
          });
          onRestored(saved);
        },
        onSettled: () => setRestoring(null),
      },
    );
  };
  return { restoring, restore };
}
