/** The longest delay setTimeout takes (about 24.8 days); a longer one fires at once. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * Waits for `work` until `deadline` (a Date.now() time): true when it settled by then, false when
 * the deadline came first. The work itself goes on; the caller decides what to do with it.
 */
export async function settlesBy(work: Promise<unknown>, deadline: number): Promise<boolean> {
  const settled = work.then(
    () => true as const,
    () => true as const,
  );
  // No deadline: wait (a timer cannot be set that far; Node would fire it at once).
  if (!Number.isFinite(deadline)) return settled;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<false>((resolve) => {
    timer = setTimeout(
      () => resolve(false),
      Math.min(MAX_TIMER_MS, Math.max(0, deadline - Date.now())),
    );
  });
  try {
    return await Promise.race([settled, late]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Runs `task` with a signal that aborts it after `timeoutMs` (a worker-thread task, say); when it
 * fails after that, the caller's `timeoutError()` is thrown instead of the abort's own error.
 */
export async function abortAfter<T>(
  timeoutMs: number,
  task: (signal: AbortSignal) => Promise<T>,
  timeoutError: () => Error,
): Promise<T> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  try {
    return await task(controller.signal);
  } catch (error) {
    if (timedOut) throw timeoutError();
    throw error;
  } finally {
    clearTimeout(timer);
  }
}
