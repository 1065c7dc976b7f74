// @vitest-environment jsdom
import { MutationObserver } from '@tanstack/react-query';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  errorToastFor,
  isClientError,
  isThrottled,
  serverMessageOr,
  type ErrorToastMeta,
} from './error-toast';

const toastSpy = vi.hoisted(() => vi.fn());
vi.mock('./use-toast', () => ({ toast: toastSpy }));

const { queryClient } = await import('./queryClient');

/** An error as apiRequest throws it: '{status}: {body}'. */
function apiError(status: number, body: unknown): Error {
  return new Error(`${status}: ${typeof body === 'string' ? body : JSON.stringify(body)}`);
}

describe('errorToastFor', () => {
  it('shows the API message under a generic title by default', () => {
    expect(errorToastFor(apiError(409, { message: 'Already taken' }))).toEqual({
      variant: 'destructive',
      title: 'Error',
      description: 'Already taken',
    });
  });

  it('uses the spec words it is given, fixed or made from the error', () => {
    const error = apiError(429, { message: 'Try again in a minute' });
    expect(
      errorToastFor(error, { title: 'Delete failed', description: 'Could not delete' }),
    ).toEqual({ variant: 'destructive', title: 'Delete failed', description: 'Could not delete' });
    const throttled = {
      title: 'Login failed',
      description: serverMessageOr('Invalid', isThrottled),
    };
    expect(errorToastFor(error, throttled)?.description).toBe('Try again in a minute');
    expect(errorToastFor(apiError(401, { message: 'Bad' }), throttled)?.description).toBe(
      'Invalid',
    );
  });

  it('skips the errors the page shows another way', () => {
    const spec = { title: 'Update failed', skip: () => true };
    expect(errorToastFor(apiError(404, 'gone'), spec)).toBeNull();
  });
});

describe('serverMessageOr', () => {
  it('keeps a client error message and falls back for server errors or empty messages', () => {
    const describeError = serverMessageOr('Please try again.', isClientError);
    expect(describeError({ status: 409, message: 'Already invited', fieldErrors: {} })).toBe(
      'Already invited',
    );
    expect(describeError({ status: 500, message: 'Boom', fieldErrors: {} })).toBe(
      'Please try again.',
    );
    expect(describeError({ status: 400, message: '', fieldErrors: {} })).toBe('Please try again.');
    expect(describeError({ status: null, message: 'Network error', fieldErrors: {} })).toBe(
      'Please try again.',
    );
  });
});

describe('the default mutation error toast', () => {
  beforeEach(() => toastSpy.mockClear());

  async function failMutation(options: { meta?: ErrorToastMeta; onError?: () => void }) {
    const observer = new MutationObserver(queryClient, {
      mutationFn: () => Promise.reject(apiError(400, { message: 'Name is taken' })),
      ...options,
    });
    await observer.mutate().catch(() => undefined);
  }

  it('shows the error message when the mutation says nothing', async () => {
    await failMutation({});
    expect(toastSpy).toHaveBeenCalledTimes(1);
    expect(toastSpy).toHaveBeenCalledWith({
      variant: 'destructive',
      title: 'Error',
      description: 'Name is taken',
    });
  });

  it('shows the words of the mutation meta', async () => {
    await failMutation({ meta: { errorToast: { title: 'Failed to delete invitation' } } });
    expect(toastSpy).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Failed to delete invitation',
        description: 'Name is taken',
      }),
    );
  });

  it('stays quiet when the mutation opts out or handles its own error', async () => {
    await failMutation({ meta: { errorToast: false } });
    await failMutation({ onError: () => undefined });
    expect(toastSpy).not.toHaveBeenCalled();
  });

  it('still toasts a mutation with its own onError when the meta gives words', async () => {
    await failMutation({
      onError: () => undefined,
      meta: { errorToast: { title: 'Save failed' } },
    });
    expect(toastSpy).toHaveBeenCalledTimes(1);
  });
});
