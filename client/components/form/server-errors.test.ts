import type { UseFormReturn } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { showServerFieldErrors } from './server-errors';

interface Fields {
  name: string;
  content: string;
  email: string;
}

function fakeForm() {
  const setError = vi.fn();
  return { form: { setError } as unknown as UseFormReturn<Fields, unknown, Fields>, setError };
}

const answer = (fieldErrors: Record<string, string[]>) =>
  new Error(`400: ${JSON.stringify({ message: 'Invalid input', fieldErrors })}`);

describe('showServerFieldErrors', () => {
  it("puts each field's first server message under it and focuses only the first", () => {
    const { form, setError } = fakeForm();
    const error = answer({ name: ['Name is taken', 'second'], email: ['Bad address'] });
    expect(showServerFieldErrors(form, error, ['name', 'email'], { focus: true })).toBe(true);
    expect(setError.mock.calls).toEqual([
      ['name', { type: 'server', message: 'Name is taken' }, { shouldFocus: true }],
      ['email', { type: 'server', message: 'Bad address' }, { shouldFocus: false }],
    ]);
  });

  it('reads the server keys a field stands for', () => {
    const { form, setError } = fakeForm();
    const error = answer({ svgContent: ['Not an SVG'] });
    showServerFieldErrors(form, error, ['content'], {
      sources: { content: ['content', 'svgContent', 'file'] },
    });
    expect(setError).toHaveBeenCalledWith(
      'content',
      { type: 'server', message: 'Not an SVG' },
      { shouldFocus: false },
    );
  });

  it('reports false when the answer names no field of the form', () => {
    const { form, setError } = fakeForm();
    expect(showServerFieldErrors(form, new Error('500: oops'), ['name'])).toBe(false);
    expect(showServerFieldErrors(form, answer({ other: ['x'] }), ['name'])).toBe(false);
    expect(setError).not.toHaveBeenCalled();
  });
});
