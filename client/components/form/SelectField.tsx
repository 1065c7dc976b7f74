import type { FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { FieldFrame, type FieldProps } from './FieldFrame';

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps<T extends FieldValues, TOut = T> extends FieldProps<T, TOut> {
  options: readonly SelectOption[];
}

/** A labelled select (a combobox named by its label) bound to a react-hook-form field. */
export function SelectField<T extends FieldValues, TOut = T>({
  options,
  ...frame
}: SelectFieldProps<T, TOut>) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <Select value={field.value} onValueChange={field.onChange} name={field.name}>
          <FormControl>
            <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
              <SelectValue />
            </SelectTrigger>
          </FormControl>
          <SelectContent>
            {options.map((option) => (
              <SelectItem key={option.value} value={option.value}>
                {option.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      )}
    </FieldFrame>
  );
}
