import { useId, type ComponentProps, type ReactNode } from 'react';
import { RadioGroup as RadioGroupPrimitive } from 'radix-ui';
import { Plus, X } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { cn } from '@/lib/utils';
import { blankItem, type Item } from '../edit-model';

/** A labelled text input (or textarea) with its error. */
export function TextField({
  label,
  value,
  onChange,
  error,
  multiline = false,
  className,
  ...props
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  multiline?: boolean;
  className?: string;
} & Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'className'>) {
  const id = useId();
  const errorId = `${id}-error`;
  const shared = {
    id,
    value,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': error ? errorId : undefined,
  };
  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <Label htmlFor={id} className="text-xs font-medium text-slate-600">
        {label}
      </Label>
      {multiline ? (
        <Textarea
          {...shared}
          rows={2}
          maxLength={props.maxLength}
          placeholder={props.placeholder}
          className="min-h-16 resize-y"
          onChange={(event) => onChange(event.target.value)}
        />
      ) : (
        <Input {...props} {...shared} onChange={(event) => onChange(event.target.value)} />
      )}
      {error && (
        <p id={errorId} className="text-xs font-medium text-destructive">
          {error}
        </p>
      )}
    </div>
  );
}

/** A section of the form: heading, a count such as '3 of 5', the rows, and the Add button. */
export function EditorSection({
  title,
  description,
  count,
  max,
  addLabel,
  onAdd,
  children,
}: {
  title: string;
  description?: string;
  count: number;
  max: number;
  addLabel: string;
  onAdd: () => void;
  children: ReactNode;
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="grid gap-3">
      <div className="flex items-end justify-between gap-3">
        <div className="min-w-0">
          <h3 id={headingId} className="text-sm font-semibold">
            {title}
          </h3>
          {description && <p className="mt-0.5 text-xs text-muted-foreground">{description}</p>}
        </div>
        <span className="shrink-0 text-xs text-muted-foreground tabular-nums">
          {count} of {max}
        </span>
      </div>
      {children}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-full border-dashed text-muted-foreground hover:text-foreground"
        disabled={count >= max}
        onClick={onAdd}
      >
        <Plus />
        {count >= max ? `At most ${max}` : addLabel}
      </Button>
    </section>
  );
}

/** One numbered row of a section, with its remove button. */
export function RowCard({
  label,
  onRemove,
  children,
}: {
  label: string;
  onRemove: () => void;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="grid gap-3 rounded-lg border bg-slate-50/60 p-3 sm:p-4"
    >
      <div className="flex items-center justify-between gap-2">
        <span className="text-xs font-semibold tracking-wide text-slate-500 uppercase">
          {label}
        </span>
        <Button
          type="button"
          variant="ghost"
          size="icon"
          className="-my-1 -mr-1 size-7 text-muted-foreground hover:text-destructive"
          aria-label={`Remove ${label.toLowerCase()}`}
          onClick={onRemove}
        >
          <X />
        </Button>
      </div>
      {children}
    </div>
  );
}

/** A list of short texts with add and remove (value proposition lists, a phase's features). */
export function ItemListEditor({
  label,
  itemLabel,
  items,
  max,
  onChange,
  maxLength,
  placeholder,
}: {
  label: string;
  itemLabel: string;
  items: Item[];
  max: number;
  onChange: (items: Item[]) => void;
  maxLength?: number;
  placeholder?: string;
}) {
  const headingId = useId();
  const update = (key: string, text: string) =>
    onChange(items.map((item) => (item.key === key ? { ...item, text } : item)));
  return (
    <div role="group" aria-labelledby={headingId} className="grid gap-2">
      <div className="flex items-center justify-between gap-2">
        <span id={headingId} className="text-xs font-medium text-slate-600">
          {label}
        </span>
        <span className="text-xs text-muted-foreground tabular-nums">
          {items.length} of {max}
        </span>
      </div>
      {items.length === 0 && (
        <p className="rounded-md border border-dashed px-3 py-2 text-xs text-muted-foreground">
          None yet.
        </p>
      )}
      {items.map((item, index) => (
        <div key={item.key} className="flex items-center gap-1.5">
          <Input
            value={item.text}
            aria-label={`${itemLabel} ${index + 1}`}
            maxLength={maxLength}
            placeholder={placeholder}
            className="h-9"
            onChange={(event) => update(item.key, event.target.value)}
          />
          <Button
            type="button"
            variant="ghost"
            size="icon"
            className="size-8 shrink-0 text-muted-foreground hover:text-destructive"
            aria-label={`Remove ${itemLabel.toLowerCase()} ${index + 1}`}
            onClick={() => onChange(items.filter((i) => i.key !== item.key))}
          >
            <X />
          </Button>
        </div>
      ))}
      <Button
        type="button"
        variant="ghost"
        size="sm"
        className="w-fit px-2 text-primary hover:text-primary"
        disabled={items.length >= max}
        onClick={() => onChange([...items, blankItem()])}
      >
        <Plus />
        Add {itemLabel.toLowerCase()}
      </Button>
    </div>
  );
}

/** A 1–5 picker (probability, impact) as a segmented radio group. */
export function RatingPicker({
  label,
  value,
  onChange,
  descriptions,
}: {
  label: string;
  value: number | null;
  onChange: (value: number) => void;
  /** The meaning of 1 … 5, shown next to the label and as each option's title. */
  descriptions: readonly string[];
}) {
  const labelId = useId();
  return (
    <div className="grid min-w-0 gap-1.5">
      <div className="flex items-baseline justify-between gap-2">
        <span id={labelId} className="text-xs font-medium text-slate-600">
          {label}
        </span>
        <span className="truncate text-xs text-muted-foreground">
          {value === null ? 'Not rated' : descriptions[value - 1]}
        </span>
      </div>
      <RadioGroupPrimitive.Root
        aria-labelledby={labelId}
        value={value === null ? '' : String(value)}
        onValueChange={(next) => onChange(Number(next))}
        orientation="horizontal"
        className="grid grid-cols-5 gap-1 rounded-lg bg-secondary p-1"
      >
        {[1, 2, 3, 4, 5].map((rating) => (
          <RadioGroupPrimitive.Item
            key={rating}
            value={String(rating)}
            aria-label={`${rating} – ${descriptions[rating - 1]}`}
            title={descriptions[rating - 1]}
            className={cn(
              'h-8 rounded-md text-sm font-semibold text-slate-600 tabular-nums transition-colors outline-none hover:bg-white/70 focus-visible:ring-[3px] focus-visible:ring-ring/30',
              'data-[state=checked]:bg-card data-[state=checked]:text-foreground data-[state=checked]:shadow-sm',
              ratingTone(rating),
            )}
          >
            {rating}
          </RadioGroupPrimitive.Item>
        ))}
      </RadioGroupPrimitive.Root>
    </div>
  );
}

function ratingTone(rating: number): string {
  if (rating >= 4) return 'data-[state=checked]:text-red-600';
  if (rating === 3) return 'data-[state=checked]:text-amber-600';
  return 'data-[state=checked]:text-emerald-600';
}
