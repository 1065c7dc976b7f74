import type { EditorBlock, EditorField, EditorRowSection } from '@common/categories/index.js';
import { riskLevel, riskPercent } from '@common/render/index.js';
import { cn } from '@/lib/utils';
import { blankRow, itemsOf, MAX_ROWS, ratingOf, textOf, type Row } from '../edit-model';
import { EditorSection, ItemListEditor, RatingPicker, RowCard, TextField } from './fields';

export type Errors = Record<string, string>;

/** How a block of fields sits in a row card. */
const COLUMNS: Record<NonNullable<Extract<EditorBlock, { fields: unknown }>['columns']>, string> = {
  pair: 'grid gap-3 sm:grid-cols-2',
  'date-and-text': 'grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]',
};

/** One section of rows (competitors, phases, milestones, risks), as its module describes it. */
export function RowsEditor({
  section,
  rows,
  errors,
  onChange,
}: {
  section: EditorRowSection;
  rows: Row[];
  errors: Errors;
  onChange: (rows: Row[]) => void;
}) {
  const set = (key: string, patch: Partial<Row>) =>
    onChange(rows.map((row) => (row.key === key ? ({ ...row, ...patch } as Row) : row)));
  return (
    <EditorSection
      title={section.title}
      description={section.description}
      count={rows.length}
      max={MAX_ROWS}
      addLabel={`Add ${section.rowLabel.toLowerCase()}`}
      onAdd={() => onChange([...rows, blankRow(section)])}
    >
      {rows.map((row, index) => (
        <RowCard
          key={row.key}
          label={`${section.rowLabel} ${index + 1}`}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
        >
          {section.layout.map((block, i) => (
            <RowBlock
              key={i}
              block={block}
              section={section}
              row={row}
              errors={errors}
              onChange={(patch) => set(row.key, patch)}
            />
          ))}
        </RowCard>
      ))}
    </EditorSection>
  );
}

function RowBlock({
  block,
  section,
  row,
  errors,
  onChange,
}: {
  block: EditorBlock;
  section: EditorRowSection;
  row: Row;
  errors: Errors;
  onChange: (patch: Partial<Row>) => void;
}) {
  if ('show' in block) {
    return (
      <RiskScore probability={ratingOf(row, 'probability')} impact={ratingOf(row, 'impact')} />
    );
  }
  const fields = block.fields
    .map((key) => section.fields.find((field) => field.key === key))
    .filter((field): field is EditorField => field !== undefined)
    .map((field) => (
      <FieldInput
        key={field.key}
        field={field}
        row={row}
        error={errors[`${row.key}.${field.key}`]}
        onChange={onChange}
      />
    ));
  return block.columns ? <div className={COLUMNS[block.columns]}>{fields}</div> : <>{fields}</>;
}

function FieldInput({
  field,
  row,
  error,
  onChange,
}: {
  field: EditorField;
  row: Row;
  error: string | undefined;
  onChange: (patch: Partial<Row>) => void;
}) {
  const label = field.label ?? field.key;
  if (field.kind === 'rating') {
    return (
      <RatingPicker
        label={label}
        value={ratingOf(row, field.key)}
        descriptions={field.scale ?? []}
        onChange={(value) => onChange({ [field.key]: value })}
      />
    );
  }
  if (field.kind === 'items') {
    return (
      <ItemListEditor
        label={label}
        itemLabel={field.itemLabel ?? label}
        items={itemsOf(row, field.key)}
        max={field.maxItems ?? MAX_ROWS}
        maxLength={field.maxLength}
        onChange={(items) => onChange({ [field.key]: items })}
      />
    );
  }
  return (
    <TextField
      label={label}
      value={textOf(row, field.key)}
      maxLength={field.maxLength}
      placeholder={field.placeholder}
      error={error}
      multiline={field.kind === 'multiline'}
      className={field.wide ? 'sm:col-span-2' : undefined}
      onChange={(value) => onChange({ [field.key]: value })}
    />
  );
}

function RiskScore({ probability, impact }: { probability: number | null; impact: number | null }) {
  const percent = riskPercent({ probability, impact });
  if (percent === null || probability === null || impact === null) return null;
  const level = riskLevel(percent);
  return (
    <p className="flex items-center gap-2 text-xs text-muted-foreground">
      Score
      <span
        className={cn(
          'rounded-full px-2 py-0.5 font-semibold tabular-nums',
          level === 'High' && 'bg-red-50 text-red-700',
          level === 'Medium' && 'bg-amber-50 text-amber-700',
          level === 'Low' && 'bg-emerald-50 text-emerald-700',
        )}
      >
        {probability * impact} · {level}
      </span>
    </p>
  );
}
