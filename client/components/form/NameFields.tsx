import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { TextField } from './TextField';

interface PersonName {
  firstName: string;
  lastName: string;
}

/** First and last name side by side (stacked on phones), for any form that has both fields. */
export function NameFields<T extends FieldValues & PersonName, TOut = T>({
  form,
}: {
  form: UseFormReturn<T, unknown, TOut>;
}) {
  return (
    <div className="grid gap-5 sm:grid-cols-2 sm:gap-4">
      <TextField
        form={form}
        name={'firstName' as FieldPath<T>}
        label="First name"
        inputProps={{ autoComplete: 'given-name' }}
      />
      <TextField
        form={form}
        name={'lastName' as FieldPath<T>}
        label="Last name"
        inputProps={{ autoComplete: 'family-name' }}
      />
    </div>
  );
}
