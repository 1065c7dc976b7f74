/**
 * Wakes idle in-process workers the moment a document is uploaded, so a small document does not
 * wait for the next poll. Workers in other processes hear of it through PostgreSQL
 * (job-signal-bridge.ts: NOTIFY on upload, LISTEN in every process that runs workers), and poll
 * as a fallback.
 *
 * One upload is one job, so notify() wakes one idle worker, not all of them: waking every idle
 * worker sent all but one to the database for nothing (an empty claim each, ~1 ms of the
 * single-threaded embedded database, in front of the upload's own queries). A notification
 * that finds no worker waiting (all busy, or one just between an empty claim and its wait) is
 * kept, so the next wait() returns at once instead of sleeping until the poll.
 */
export class JobSignal {
  private waiters: Array<() => void> = [];
  private pending = false;
  private publish: (() => void) | undefined;

  /** Also tells other processes of every notify() (job-signal-bridge.ts). */
  publishWith(publish: () => void): void {
    this.publish = publish;
  }

  /** A job is ready: wakes one idle worker here, or the next one to wait, and tells other processes. */
  notify(): void {
    this.wakeOne();
    this.publish?.();
  }

  /** A job announced by another process: wakes one idle worker here, or the next one to wait. */
  wakeOne(): void {
    const wake = this.waiters.shift();
    if (wake) wake();
    else this.pending = true;
  }

  /** Wakes every idle worker (used to stop them). */
  notifyAll(): void {
    for (const wake of this.waiters.splice(0)) wake();
  }

  /** Resolves on a notify() meant for this waiter, on notifyAll(), or after `ms`, whichever comes first. */
  wait(ms: number): Promise<void> {
    if (this.pending) {
      this.pending = false;
      return Promise.resolve();
    }
    return new Promise((resolve) => {
      const wake = () => {
        clearTimeout(timer);
        const index = this.waiters.indexOf(wake);
        if (index >= 0) this.waiters.splice(index, 1);
        resolve();
      };
      const timer = setTimeout(wake, ms);
      this.waiters.push(wake);
    });
  }
}
