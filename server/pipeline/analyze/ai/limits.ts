/**
 * At most AI_CONCURRENCY calls to the endpoint at once in this process (a web process running
 * the pipeline, or an `npm run worker` process: each has its own). Waiting is bounded: a
 * document that gets no slot before its deadline is analyzed offline.
 */
export interface Semaphore {
  /** A slot's release function, or null when none came free before `deadline` (a Date.now() time). */
  acquire(deadline: number): Promise<(() => void) | null>;
  /** Slots in use now. */
  readonly active: number;
}

export function createSemaphore(max: number): Semaphore {
  let active = 0;
  const waiting: { grant: () => void }[] = [];
  const release = () => {
    const next = waiting.shift();
    if (next) next.grant();
    else active -= 1;
  };
  const once = () => {
    let released = false;
    return () => {
      if (released) return;
      released = true;
      release();
    };
  };
  return {
    acquire(deadline) {
      if (active < max) {
        active += 1;
        return Promise.resolve(once());
      }
      return new Promise((resolve) => {
        const waiter = {
          // A released slot passes straight to the next waiter: `active` stays the same.
          grant: () => {
            clearTimeout(timer);
            resolve(once());
          },
        };
        const timer = setTimeout(
          () => {
            waiting.splice(waiting.indexOf(waiter), 1);
            resolve(null);
          },
          Math.max(0, deadline - Date.now()),
        );
        waiting.push(waiter);
      });
    },
    get active() {
      return active;
    },
  };
}
