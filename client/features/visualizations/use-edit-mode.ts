import { useMemo, useState } from 'react';
import type { Visualization } from '@common/contracts/visualizations.js';
import { visualizationDataSchemaFor, type VisualizationData } from '@common/render/index.js';
import type { SaveMutation } from './api';
import { fromEditModel, toEditModel, validateEditModel, type EditModel } from './edit-model';
import { changesSaved, saveFailed } from './save-toasts';

/**
 * Spec §4 visualization page modes: Edit copies the data into an edit model; Save checks it,
 * writes it and shows the new version number; Cancel discards the copy.
 */
export function useEditMode(
  data: VisualizationData,
  category: Visualization['category'],
  save: SaveMutation,
) {
  const [editing, setEditing] = useState<EditModel | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});

  const edit = () => {
    setErrors({});
    setEditing(toEditModel(data, category));
  };
  const cancel = () => {
    setEditing(null);
    setErrors({});
  };

  /** The data as edited so far, for the live preview; null when not editing. */
  const editedData = useMemo(
    () => (editing ? fromEditModel(editing, data) : null),
    [editing, data],
  );

  const saveEdit = () => {
    if (!editing || !editedData) return;
    const found = validateEditModel(editing);
    setErrors(found);
    if (Object.keys(found).length > 0) {
      saveFailed('Some rows need a name. Fill in the highlighted fields.');
      return;
    }
    const checked = visualizationDataSchemaFor(category).safeParse(editedData);
    if (!checked.success) {
      saveFailed(checked.error.issues[0]?.message);
      return;
    }
    save.mutate(
      { data: editedData },
      {
        onSuccess: (saved) => {
          setEditing(null);
          changesSaved(saved);
        },
      },
    );
  };

  return { editing, setEditing, errors, editedData, edit, cancel, saveEdit };
}
