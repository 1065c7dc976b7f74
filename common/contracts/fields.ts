import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NAME_MAX_LENGTH,
  PASSWORD_MAX_LENGTH,
  PASSWORD_MIN_LENGTH,
} from '../constants.js';
import { collapseWhitespace, hasUnsafeCharacters } from '../single-line.js';

/** Field builders shared by every form and request schema, so each message is written once. */
export const emailField = () =>
  z
    .string({ error: 'Invalid email address' })
    .trim()
    .max(EMAIL_MAX_LENGTH, `Email must be at most ${EMAIL_MAX_LENGTH} characters`)
    .pipe(z.email('Invalid email address'));

/**
 * One line of text a person types (a name, a title): line breaks, tabs, other control characters
 * and invisible ones (bidi controls among them) are refused with a field error rather than
 * silently dropped, so what is stored is what the person saw; the rest is NFC-normalized,
 * trimmed and its runs of white space collapsed. With `required`, blank is refused with it.
 */
export function singleLineText(label: string, max: number, required?: string) {
  const text = z
    .string(required === undefined ? undefined : { error: required })
    .refine(
      (value) => !hasUnsafeCharacters(value),
      `${label} must not contain line breaks or invisible characters`,
    )
    .normalize('NFC')
    .trim()
    .overwrite(collapseWhitespace);
  return (required === undefined ? text : text.min(1, required)).max(
    max,
    `${label} must be at most ${max} characters`,
  );
}

export const requiredName = (message: string, label: string) =>
  singleLineText(label, NAME_MAX_LENGTH, message);

export const newPasswordField = () =>
  z
    .string({ error: 'Password must be at least 8 characters' })
    .min(PASSWORD_MIN_LENGTH, 'Password must be at least 8 characters')
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const requiredPassword = (message: string) =>
  z
    .string({ error: message })
    .min(1, message)
    .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

/**
 * A form that asks for a new password twice: `fields` plus confirmPassword, which must equal the
 * field named `password` (the confirmation stays in the browser: requests omit it).
 */
export function withPasswordConfirmation<
  Fields extends z.ZodRawShape,
  Key extends keyof Fields & string,
>(fields: Fields, password: Key) {
  return z
    .object({
      ...fields,
      confirmPassword: z
        .string({ error: 'Please confirm your password' })
        .min(1, 'Please confirm your password'),
    })
    .refine(
      (form) => {
        const values = form as Record<string, unknown>;
        return values[password] === values.confirmPassword;
      },
      {
        message: "Passwords don't match",
        path: ['confirmPassword'],
      },
    );
}
