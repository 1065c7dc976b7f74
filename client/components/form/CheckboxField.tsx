import type { FieldValues } from 'react-hook-form';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import type { FieldProps } from './FieldFrame';

/** A checkbox with its label after it, bound to a boolean react-hook-form field. */
export function CheckboxField<T extends FieldValues, TOut = T>({
  form,
  name,
  label,
}: Omit<FieldProps<T, TOut>, 'description'>) {
  return (
    <FormField
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormItem className="flex items-center gap-2">
          <FormControl>
            <Checkbox
              checked={field.value ?? false}
              onChange={(event) => field.onChange(event.target.checked)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          <FormLabel className="font-normal text-slate-600">{label}</FormLabel>
        </FormItem>
      )}
    />
  );
}
