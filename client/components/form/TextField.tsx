import type { ChangeEvent, ComponentProps, ReactNode } from 'react';
import type { LucideIcon } from 'lucide-react';
import type { FieldValues } from 'react-hook-form';
import { FormControl } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { FieldFrame, type FieldProps } from './FieldFrame';

const ICON_CLASS =
  'pointer-events-none absolute top-1/2 size-4 -translate-y-1/2 text-muted-foreground';

export interface TextFieldProps<T extends FieldValues, TOut = T> extends FieldProps<T, TOut> {
  inputProps?: ComponentProps<typeof Input>;
  /** An icon inside the input, before the text (give the input room: 'pl-9'). */
  startIcon?: LucideIcon;
  /** An icon inside the input, after the text (give the input room: 'pr-9'). */
  endIcon?: LucideIcon;
}

/** A labelled text input bound to a react-hook-form field, with its validation message below. */
export function TextField<T extends FieldValues, TOut = T>({
  inputProps,
  startIcon: StartIcon,
  endIcon: EndIcon,
  ...frame
}: TextFieldProps<T, TOut>) {
  return (
    <FieldFrame {...frame}>
      {(field) => {
        const control = (
          <FormControl>
            <Input {...inputProps} {...field} />
          </FormControl>
        );
        if (!StartIcon && !EndIcon) return control;
        return (
          <div className="relative">
            {StartIcon && <StartIcon className={`${ICON_CLASS} left-3`} aria-hidden="true" />}
            {control}
            {EndIcon && <EndIcon className={`${ICON_CLASS} right-3`} aria-hidden="true" />}
          </div>
        );
      }}
    </FieldFrame>
  );
}

export interface PasswordFieldProps<T extends FieldValues, TOut = T> extends FieldProps<T, TOut> {
  /** 'current-password' to sign in, 'new-password' to choose one. */
  autoComplete: 'current-password' | 'new-password';
}

/** A password input: the browser's password manager knows from autoComplete what it is for. */
export function PasswordField<T extends FieldValues, TOut = T>({
  autoComplete,
  ...frame
}: PasswordFieldProps<T, TOut>) {
  return <TextField {...frame} inputProps={{ type: 'password', autoComplete }} />;
}

export interface TextareaFieldProps<T extends FieldValues, TOut = T> extends FieldProps<T, TOut> {
  textareaProps?: ComponentProps<typeof Textarea>;
  /** A button at the end of the label's row. */
  labelAction?: ReactNode;
}

/** A labelled textarea; an empty (null) value shows as an empty box. */
export function TextareaField<T extends FieldValues, TOut = T>({
  textareaProps,
  ...frame
}: TextareaFieldProps<T, TOut>) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <FormControl>
          <Textarea {...textareaProps} {...field} value={field.value ?? ''} />
        </FormControl>
      )}
    </FieldFrame>
  );
}

export interface FileFieldProps<T extends FieldValues, TOut = T> extends FieldProps<T, TOut> {
  /** The file types the picker offers, e.g. '.json,.svg'. */
  accept: string;
  /** The form value is set by the caller once it has read the file. */
  onFileChange: (event: ChangeEvent<HTMLInputElement>) => void;
}

/** A file picker whose field holds what the caller read from the file, not the file itself. */
export function FileField<T extends FieldValues, TOut = T>({
  accept,
  onFileChange,
  ...frame
}: FileFieldProps<T, TOut>) {
  return (
    <FieldFrame {...frame}>
      {(field) => (
        <FormControl>
          <Input
            type="file"
            accept={accept}
            name={field.name}
            onBlur={field.onBlur}
            onChange={onFileChange}
            className="h-auto cursor-pointer py-2 file:mr-3 file:cursor-pointer file:rounded-md file:bg-secondary file:px-3 file:py-1 file:text-secondary-foreground hover:file:bg-slate-200"
          />
        </FormControl>
      )}
    </FieldFrame>
  );
}
