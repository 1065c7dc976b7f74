import {
  DEFAULT_TITLES,
  LONG_TEXT_MAX,
  NAME_MAX,
  riskLevel,
  riskPercent,
  SHORT_TEXT_MAX,
} from '@common/render/index.js';
import { cn } from '@/lib/utils';
import {
  asCategory,
  blankCompetitor,
  blankMilestone,
  blankPhase,
  blankRisk,
  MAX_PHASE_FEATURES,
  MAX_ROWS,
  VALUE_LISTS,
  type CompetitorRow,
  type EditModel,
  type MilestoneRow,
  type PhaseRow,
  type RiskRow,
  type ValueListField,
  type Item,
} from '../edit-model';
import { EditorSection, ItemListEditor, RatingPicker, RowCard, TextField } from './fields';

const PROBABILITY = ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'] as const;
const IMPACT = ['Negligible', 'Minor', 'Moderate', 'Major', 'Severe'] as const;

type Errors = Record<string, string>;

/** Replaces the row whose key matches. */
function replace<T extends { key: string }>(rows: T[], key: string, patch: Partial<T>): T[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/** The structured editors of spec §2 / issue 6, one per category, plus the title. */
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
      {model.category === 'competitor_analysis' && (
        <CompetitorEditor
          rows={model.competitors}
          errors={errors}
          onChange={(competitors) => onChange({ ...model, competitors })}
        />
      )}
      {model.category === 'product_roadmap' && (
        <>
          <PhasesEditor
            rows={model.phases}
            errors={errors}
            onChange={(phases) => onChange({ ...model, phases })}
          />
          <MilestonesEditor
            rows={model.milestones}
            errors={errors}
            onChange={(milestones) => onChange({ ...model, milestones })}
          />
        </>
      )}
      {model.category === 'value_proposition' && (
        <ValuePropositionEditor
          lists={model.lists}
          onChange={(lists) => onChange({ ...model, lists })}
        />
      )}
      {model.category === 'risk_analysis' && (
        <RisksEditor
          rows={model.risks}
          errors={errors}
          onChange={(risks) => onChange({ ...model, risks })}
        />
      )}
      {model.category === 'unknown' && (
        <p className="rounded-lg bg-muted px-4 py-3 text-sm text-muted-foreground">
          This visualization has no category, so only its title can be edited.
        </p>
      )}
    </div>
  );
}

function CompetitorEditor({
  rows,
  errors,
  onChange,
}: {
  rows: CompetitorRow[];
  errors: Errors;
  onChange: (rows: CompetitorRow[]) => void;
}) {
  const set = (key: string, patch: Partial<CompetitorRow>) => onChange(replace(rows, key, patch));
  return (
    <EditorSection
      title="Competitors"
      description="One row per company, in the order of the table."
      count={rows.length}
      max={MAX_ROWS}
      addLabel="Add competitor"
      onAdd={() => onChange([...rows, blankCompetitor()])}
    >
      {rows.map((row, index) => (
        <RowCard
          key={row.key}
          label={`Competitor ${index + 1}`}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Company"
              value={row.name}
              maxLength={NAME_MAX}
              error={errors[`${row.key}.name`]}
              onChange={(name) => set(row.key, { name })}
            />
            <TextField
              label="Pricing"
              value={row.pricing}
              maxLength={SHORT_TEXT_MAX}
              placeholder="e.g. $9/user/mo"
              onChange={(pricing) => set(row.key, { pricing })}
            />
            <TextField
              label="Features"
              value={row.features}
              maxLength={LONG_TEXT_MAX}
              multiline
              className="sm:col-span-2"
              onChange={(features) => set(row.key, { features })}
            />
            <TextField
              label="Market share"
              value={row.marketShare}
              maxLength={SHORT_TEXT_MAX}
              placeholder="e.g. 32%"
              onChange={(marketShare) => set(row.key, { marketShare })}
            />
            <TextField
              label="Support"
              value={row.support}
              maxLength={SHORT_TEXT_MAX}
              onChange={(support) => set(row.key, { support })}
            />
            <TextField
              label="Limitations"
              value={row.limitations}
              maxLength={LONG_TEXT_MAX}
              multiline
              className="sm:col-span-2"
              onChange={(limitations) => set(row.key, { limitations })}
            />
          </div>
        </RowCard>
      ))}
    </EditorSection>
  );
}

function PhasesEditor({
  rows,
  errors,
  onChange,
}: {
  rows: PhaseRow[];
  errors: Errors;
  onChange: (rows: PhaseRow[]) => void;
}) {
  const set = (key: string, patch: Partial<PhaseRow>) => onChange(replace(rows, key, patch));
  return (
    <EditorSection
      title="Phases"
      description="In order, each with its timeline and features."
      count={rows.length}
      max={MAX_ROWS}
      addLabel="Add phase"
      onAdd={() => onChange([...rows, blankPhase()])}
    >
      {rows.map((row, index) => (
        <RowCard
          key={row.key}
          label={`Phase ${index + 1}`}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
        >
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              label="Name"
              value={row.name}
              maxLength={NAME_MAX}
              error={errors[`${row.key}.name`]}
              onChange={(name) => set(row.key, { name })}
            />
            <TextField
              label="Timeline"
              value={row.timeline}
              maxLength={SHORT_TEXT_MAX}
              placeholder="e.g. Q1 2025"
              onChange={(timeline) => set(row.key, { timeline })}
            />
          </div>
          <ItemListEditor
            label="Features"
            itemLabel="Feature"
            items={row.features}
            max={MAX_PHASE_FEATURES}
            maxLength={SHORT_TEXT_MAX}
            onChange={(features: Item[]) => set(row.key, { features })}
          />
        </RowCard>
      ))}
    </EditorSection>
  );
}

function MilestonesEditor({
  rows,
  errors,
  onChange,
}: {
  rows: MilestoneRow[];
  errors: Errors;
  onChange: (rows: MilestoneRow[]) => void;
}) {
  const set = (key: string, patch: Partial<MilestoneRow>) => onChange(replace(rows, key, patch));
  return (
    <EditorSection
      title="Milestones"
      description="Dates as the document writes them."
      count={rows.length}
      max={MAX_ROWS}
      addLabel="Add milestone"
      onAdd={() => onChange([...rows, blankMilestone()])}
    >
      {rows.map((row, index) => (
        <RowCard
          key={row.key}
          label={`Milestone ${index + 1}`}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
        >
          <div className="grid gap-3 sm:grid-cols-[10rem_minmax(0,1fr)]">
            <TextField
              label="Date"
              value={row.date}
              maxLength={SHORT_TEXT_MAX}
              placeholder="e.g. March 2025"
              onChange={(date) => set(row.key, { date })}
            />
            <TextField
              label="Description"
              value={row.description}
              maxLength={LONG_TEXT_MAX}
              error={errors[`${row.key}.description`]}
              onChange={(description) => set(row.key, { description })}
            />
          </div>
        </RowCard>
      ))}
    </EditorSection>
  );
}

function ValuePropositionEditor({
  lists,
  onChange,
}: {
  lists: Record<ValueListField, Item[]>;
  onChange: (lists: Record<ValueListField, Item[]>) => void;
}) {
  return (
    <div className="grid gap-4 @xl:grid-cols-2">
      {VALUE_LISTS.map(({ field, label, item }) => (
        <div key={field} className="rounded-lg border bg-slate-50/60 p-3 sm:p-4">
          <ItemListEditor
            label={label}
            itemLabel={item}
            items={lists[field]}
            max={MAX_ROWS}
            maxLength={SHORT_TEXT_MAX}
            onChange={(items) => onChange({ ...lists, [field]: items })}
          />
        </div>
      ))}
    </div>
  );
}

function RisksEditor({
  rows,
  errors,
  onChange,
}: {
  rows: RiskRow[];
  errors: Errors;
  onChange: (rows: RiskRow[]) => void;
}) {
  const set = (key: string, patch: Partial<RiskRow>) => onChange(replace(rows, key, patch));
  return (
    <EditorSection
      title="Risks"
      description="Rate each risk from 1 to 5; the score is probability × impact."
      count={rows.length}
      max={MAX_ROWS}
      addLabel="Add risk"
      onAdd={() => onChange([...rows, blankRisk()])}
    >
      {rows.map((row, index) => (
        <RowCard
          key={row.key}
          label={`Risk ${index + 1}`}
          onRemove={() => onChange(rows.filter((r) => r.key !== row.key))}
        >
          <TextField
            label="Risk"
            value={row.name}
            maxLength={LONG_TEXT_MAX}
            error={errors[`${row.key}.name`]}
            onChange={(name) => set(row.key, { name })}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <RatingPicker
              label="Probability"
              value={row.probability}
              descriptions={PROBABILITY}
              onChange={(probability) => set(row.key, { probability })}
            />
            <RatingPicker
              label="Impact"
              value={row.impact}
              descriptions={IMPACT}
              onChange={(impact) => set(row.key, { impact })}
            />
          </div>
          <RiskScore probability={row.probability} impact={row.impact} />
          <TextField
            label="Mitigation"
            value={row.mitigation}
            maxLength={LONG_TEXT_MAX}
            multiline
            onChange={(mitigation) => set(row.key, { mitigation })}
          />
          <TextField
            label="Owner"
            value={row.owner}
            maxLength={SHORT_TEXT_MAX}
            placeholder="e.g. Engineering manager"
            onChange={(owner) => set(row.key, { owner })}
          />
        </RowCard>
      ))}
    </EditorSection>
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
