import { CATEGORY_MODULES, type ListField } from '@common/categories/index.js';
import { DEFAULT_TITLES, NAME_MAX, SHORT_TEXT_MAX } from '@common/render/index.js';
import { asCategory, MAX_ROWS, type EditModel, type Item } from '../edit-model';
import { ItemListEditor, TextField } from './fields';
import { RowsEditor, type Errors } from './RowsEditor';

/**
 * The structured editors of spec §2 / issue 6, plus the title. What each category shows (its
 * sections of rows, its lists) comes from the editor description in its module.
 */
export function VisualizationEditor({
  model,
  onChange,
  errors,
}: {
  model: EditModel;
  onChange: (model: EditModel) => void;
  errors: Errors;
}) {
  const category = asCategory(model.category);
  return (
    <div className="@container grid gap-6">
      <TextField
        label="Title"
        value={model.title}
        maxLength={NAME_MAX}
        placeholder={category ? DEFAULT_TITLES[category] : 'Title'}
        onChange={(title) => onChange({ ...model, title })}
      />
      {model.category === 'unknown' ? (
        <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
          This visualization has no category, so only its title can be edited.
        </p>
      ) : (
        <>
          {CATEGORY_MODULES[model.category].editor.sections.map((section) => (
            <RowsEditor
              key={section.id}
              section={section}
              rows={model.rows[section.id] ?? []}
              errors={errors}
              onChange={(rows) =>
                onChange({ ...model, rows: { ...model.rows, [section.id]: rows } })
              }
            />
          ))}
          <ListsEditor
            fields={CATEGORY_MODULES[model.category].editor.lists}
            lists={model.lists}
            onChange={(lists) => onChange({ ...model, lists })}
          />
        </>
      )}
    </div>
  );
}

/** The value-proposition lists, two columns on wide screens. */
function ListsEditor({
  fields,
  lists,
  onChange,
}: {
  fields: readonly ListField[];
  lists: Record<string, Item[]>;
  onChange: (lists: Record<string, Item[]>) => void;
}) {
  if (fields.length === 0) return null;
  return (
    <div className="grid gap-4 @xl:grid-cols-2">
      {fields.map(({ field, label, itemLabel }) => (
        <div key={field} className="rounded-lg border bg-slate-50/60 p-3 sm:p-4">
          <ItemListEditor
            label={label}
            itemLabel={itemLabel}
            items={lists[field] ?? []}
            max={MAX_ROWS}
            maxLength={SHORT_TEXT_MAX}
            onChange={(items) => onChange({ ...lists, [field]: items })}
          />
        </div>
      ))}
    </div>
  );
}
