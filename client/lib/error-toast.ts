import { readApiError, type ApiErrorDetails } from './api-error';
import { toast, type ToastInput } from './use-toast';

/**
 * The one error toast of the app, shown by the query client's caches (see queryClient.ts).
 *
 * Usage:
 * - A mutation needs nothing: when it fails, a destructive toast titled 'Error' shows the error's
 *   message (the API's `message` when it answered JSON).
 * - Where the spec names the words, give them in the mutation's options:
 *     useMutation({ mutationFn, meta: { errorToast: { title: 'Delete failed',
 *       description: 'An error occurred while deleting the document' } } })
 *   `description` may also be computed from the parsed error, e.g. serverMessageOr(fallback).
 * - No toast: `meta: { errorToast: false }` when the caller shows the error itself (inline, or
 *   with its own toast); a mutation whose useMutation options define `onError` is also left alone.
 *   (An `onError` passed to `mutate(vars, { onError })` cannot be seen here: give it meta too.)
 * - Queries show their errors in place, so they get a toast only when their meta asks for one.
 */
export interface ErrorToast {
  title: string;
  /** A fixed text, or one made from the error; the error's message when left out. */
  description?: string | ((error: ApiErrorDetails) => string);
  /** Errors the page shows another way (no toast for those). */
  skip?: (error: ApiErrorDetails) => boolean;
}

export interface ErrorToastMeta extends Record<string, unknown> {
  errorToast?: ErrorToast | false;
}

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: ErrorToastMeta;
    queryMeta: ErrorToastMeta;
  }
}

export const DEFAULT_ERROR_TITLE = 'Error';

/** The toast for an error, or null when `spec` skips it. */
export function errorToastFor(error: unknown, spec?: ErrorToast): ToastInput | null {
  const details = readApiError(error);
  if (spec?.skip?.(details)) return null;
  const { description } = spec ?? {};
  return {
    variant: 'destructive',
    title: spec?.title ?? DEFAULT_ERROR_TITLE,
    description:
      typeof description === 'function' ? description(details) : (description ?? details.message),
  };
}

export function showErrorToast(error: unknown, spec?: ErrorToast): void {
  const shown = errorToastFor(error, spec);
  if (shown) toast(shown);
}

/**
 * A description that is the server's own message when `accept(status)` holds and it gave one
 * (a throttled 429 says when to try again; a 4xx says what to fix), otherwise `fallback`.
 */
export function serverMessageOr(
  fallback: string,
  accept: (status: number | null) => boolean = () => true,
): (error: ApiErrorDetails) => string {
  return ({ status, message }) => (accept(status) && message ? message : fallback);
}

export const isThrottled = (status: number | null): boolean => status === 429;
export const isClientError = (status: number | null): boolean => status !== null && status < 500;
