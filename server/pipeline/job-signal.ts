/**
 * Wakes idle in-process workers the moment a document is uploaded, so a small document does not
 * wait for the next poll. Workers in other processes fall back to polling.
 */
export class JobSignal {
  private waiters = new Set<() => void>();

  notify(): void {
    const waiters = [...this.waiters];
    this.waiters.clear();
    for (const wake of waiters) wake();
  }

  /** Resolves on the next notify() or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        this.waiters.delete(wake);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiters.add(wake);
    });
  }
}
