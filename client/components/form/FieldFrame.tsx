import type { ReactNode } from 'react';
import type { ControllerRenderProps, FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';

/** What every field of a react-hook-form form takes. */
export interface FieldProps<T extends FieldValues, TOut = T> {
  form: UseFormReturn<T, unknown, TOut>;
  name: FieldPath<T>;
  label: string;
  /** A hint under the control (linked to it by aria-describedby). */
  description?: ReactNode;
}

interface FieldFrameProps<T extends FieldValues, TOut> extends FieldProps<T, TOut> {
  /** Shown at the end of the label's row (the row is there whenever this is given). */
  labelAction?: ReactNode;
  /** The control, wrapped in <FormControl> by the caller so it gets the id and aria wiring. */
  children: (field: ControllerRenderProps<T, FieldPath<T>>) => ReactNode;
}

/**
 * The one frame of a form field: label, control, hint and the field's validation (or server)
 * message, wired together by id. The field components (TextField, SelectField...) fill it.
 */
export function FieldFrame<T extends FieldValues, TOut>({
  form,
  name,
  label,
  description,
  labelAction,
  children,
}: FieldFrameProps<T, TOut>) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem>
          {labelAction === undefined ? (
            <FormLabel>{label}</FormLabel>
          ) : (
            <div className="flex flex-wrap items-center justify-between gap-2">
              <FormLabel>{label}</FormLabel>
              {labelAction}
            </div>
          )}
          {children(field)}
          {description && <FormDescription className="text-xs">{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
