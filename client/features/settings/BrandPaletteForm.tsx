import { useForm, type UseFormReturn } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { RotateCcw, Trash2 } from 'lucide-react';
import { contrastRatio, formatRatio, WHITE } from '@common/brand/contrast.js';
import {
  BRAND_COLOR_KEYS,
  BRAND_COLOR_LABELS,
  BRAND_COLOR_ROLES,
  brandPaletteInputSchema,
  DEFAULT_BRAND_PALETTE,
  minimumContrast,
  type BrandColorKey,
  type BrandPalette,
  type BrandPaletteInput,
} from '@common/contracts/brand-palette.js';
import { HEX_COLOR } from '@common/render/constants.js';
import { FieldFrame } from '@/components/form/FieldFrame';
import { showServerFieldErrors } from '@/components/form/server-errors';
import { SubmitButton } from '@/components/form/SubmitButton';
import { Button } from '@/components/ui/button';
import { Form, FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { useSaveBrandPalette } from './brand-api';
import { BrandSample, BrandSwatches } from './BrandPalettePreview';

type PaletteForm = UseFormReturn<BrandPaletteInput, unknown, BrandPalette>;

/** The role of a colour and, once it is a colour, its contrast on white against what it needs. */
function contrastNote(key: BrandColorKey, value: string): string {
  if (!HEX_COLOR.test(value)) return BRAND_COLOR_ROLES[key];
  const ratio = contrastRatio(value, WHITE);
  const verdict = ratio >= minimumContrast(key) ? 'readable' : `needs ${minimumContrast(key)}:1`;
  return `${BRAND_COLOR_ROLES[key]}. On white: ${formatRatio(ratio)} (${verdict}).`;
}

/** One colour: the browser's colour picker beside a hex text field, both on the same value. */
function ColorField({ form, name }: { form: PaletteForm; name: BrandColorKey }) {
  const value = form.watch(name);
  const label = BRAND_COLOR_LABELS[name];
  return (
    <FieldFrame form={form} name={name} label={label} description={contrastNote(name, value)}>
      {(field) => (
        <div className="flex items-center gap-2">
          <label className="relative size-10 shrink-0 cursor-pointer overflow-hidden rounded-md shadow-xs ring-1 ring-slate-900/10 focus-within:ring-[3px] focus-within:ring-ring/40">
            <span
              className="absolute inset-0"
              style={{ backgroundColor: HEX_COLOR.test(value) ? value : '#ffffff' }}
            />
            <input
              type="color"
              aria-label={`Pick ${label.toLowerCase()} color`}
              value={HEX_COLOR.test(value) ? value.toLowerCase() : '#000000'}
              className="absolute inset-0 size-full cursor-pointer opacity-0"
              onChange={(event) =>
                form.setValue(name, event.target.value, { shouldDirty: true, shouldValidate: true })
              }
            />
          </label>
          <FormControl>
            <Input
              {...field}
              maxLength={7}
              spellCheck={false}
              autoComplete="off"
              placeholder="#4f46e5"
              className="font-mono uppercase placeholder:normal-case"
            />
          </FormControl>
        </div>
      )}
    </FieldFrame>
  );
}

/**
 * The organization admin's palette form: four colours with a live preview; Save stores them
 * for new visualizations, Reset drops unsaved changes, Remove palette clears the stored one.
 */
export function BrandPaletteForm({ saved }: { saved: BrandPalette | null }) {
  const save = useSaveBrandPalette();
  const form: PaletteForm = useForm<BrandPaletteInput, unknown, BrandPalette>({
    resolver: zodResolver(brandPaletteInputSchema),
    defaultValues: saved ?? DEFAULT_BRAND_PALETTE,
    mode: 'onTouched',
  });
  const values = form.watch();

  // A saved or removed palette remounts this form with it (see BrandColorsCard), and the
  // mutation shows the toast; only the server's field messages are left to show here.
  const onSubmit = form.handleSubmit((palette) =>
    save.mutate(palette, {
      onError: (error) => showServerFieldErrors(form, error, BRAND_COLOR_KEYS, { focus: true }),
    }),
  );
  const remove = () => save.mutate(null);

  return (
    <Form {...form}>
      <form noValidate onSubmit={onSubmit} className="grid gap-6" aria-label="Brand colors">
        {/* items-start: a message under one colour must not stretch its neighbour's rows. */}
        <div className="grid items-start gap-4 sm:grid-cols-2">
          {BRAND_COLOR_KEYS.map((key) => (
            <ColorField key={key} form={form} name={key} />
          ))}
        </div>
        <div className="grid gap-2">
          <p className="text-sm font-medium">Preview</p>
          <BrandSwatches palette={values} />
          <BrandSample palette={values} />
        </div>
        <div className="flex flex-col-reverse gap-2 sm:flex-row sm:items-center sm:justify-between">
          {saved ? (
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending}
              onClick={remove}
              className="max-sm:w-full"
            >
              <Trash2 />
              Remove palette
            </Button>
          ) : (
            <p className="text-xs text-muted-foreground">
              No palette saved yet: these are DocViz’s default colors.
            </p>
          )}
          <div className="flex flex-col-reverse gap-2 sm:flex-row">
            <Button
              type="button"
              variant="outline"
              disabled={save.isPending || !form.formState.isDirty}
              onClick={() => form.reset(saved ?? DEFAULT_BRAND_PALETTE)}
              className="max-sm:w-full"
            >
              <RotateCcw />
              Reset
            </Button>
            <SubmitButton busy={save.isPending} busyLabel="Saving..." className="max-sm:w-full">
              Save brand colors
            </SubmitButton>
          </div>
        </div>
      </form>
    </Form>
  );
}
