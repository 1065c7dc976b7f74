import { describe, expect, it } from 'vitest';
import { abortAfter } from './deadline.js';

/** A task that finishes after `ms`, or rejects as soon as its signal aborts. */
const task =
  (ms: number, value = 'done') =>
  (signal: AbortSignal) =>
    new Promise<string>((resolve, reject) => {
      const timer = setTimeout(() => resolve(value), ms);
      signal.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new Error('aborted'));
      });
    });

describe('abortAfter', () => {
  it('gives the result of a task that finishes in time', async () => {
    await expect(abortAfter(200, task(5), () => new Error('late'))).resolves.toBe('done');
  });

  it('aborts a task that runs too long and throws the caller’s timeout error', async () => {
    await expect(abortAfter(20, task(5_000), () => new Error('late'))).rejects.toThrow('late');
  });

  it('passes on a task’s own failure unchanged', async () => {
    const failing = () => Promise.reject(new Error('corrupt file'));
    await expect(abortAfter(200, failing, () => new Error('late'))).rejects.toThrow('corrupt file');
  });
});
