export interface PollOptions<T> {
  timeoutMs?: number;
  intervalMs?: number;
  /** What the failure says was awaited, given the last value read. */
  describe?: (last: T) => string;
}

/**
 * Reads until `done` holds, as the UI polls a document until it is processed. The one poller of
 * the test suites: a document's row, an API answer, or anything else that settles in time.
 */
export async function pollUntil<T>(
  read: () => Promise<T>,
  done: (value: T) => boolean,
  { timeoutMs = 10_000, intervalMs = 50, describe = () => 'condition' }: PollOptions<T> = {},
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() >= deadline) throw new Error(`${describe(value)}: not met in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
