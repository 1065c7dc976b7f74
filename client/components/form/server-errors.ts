import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { readApiError } from '@/lib/api-error';

interface ServerErrorOptions<T extends FieldValues> {
  /** Focus the first field that got a message. */
  focus?: boolean;
  /** The server's keys to read for a field, when they are not just its own name. */
  sources?: Partial<Record<FieldPath<T>, readonly string[]>>;
}

/**
 * Puts the server's field messages (the `fieldErrors` of its JSON error answer) under the form's
 * fields, as if the client had found them. Returns whether any field got one.
 */
export function showServerFieldErrors<T extends FieldValues, TOut>(
  form: UseFormReturn<T, unknown, TOut>,
  error: unknown,
  names: readonly FieldPath<T>[],
  { focus = false, sources = {} }: ServerErrorOptions<T> = {},
): boolean {
  const { fieldErrors } = readApiError(error);
  let shown = false;
  for (const name of names) {
    const keys = sources[name] ?? [name];
    const message = keys.map((key) => fieldErrors[key]?.[0]).find(Boolean);
    if (!message) continue;
    form.setError(name, { type: 'server', message }, { shouldFocus: focus && !shown });
    shown = true;
  }
  return shown;
}
