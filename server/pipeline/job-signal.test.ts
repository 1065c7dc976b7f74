import { describe, expect, it } from 'vitest';
import { JobSignal } from './job-signal.js';

/** Resolves to the indexes of the waits that have resolved by the next macrotask. */
async function settled(waits: Promise<void>[]): Promise<number[]> {
  const done: number[] = [];
  waits.forEach((wait, index) => void wait.then(() => done.push(index)));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done.sort();
}

describe('JobSignal', () => {
  it('wakes one idle worker per notification, so one upload sends one worker to the database', async () => {
    const signal = new JobSignal();
    const waits = [signal.wait(60_000), signal.wait(60_000)];
    signal.notify();
    expect(await settled(waits)).toEqual([0]);
    signal.notify();
    expect(await settled(waits)).toEqual([0, 1]);
  });

  it('keeps a notification that no worker was waiting for, so the next wait returns at once', async () => {
    const signal = new JobSignal();
    signal.notify();
    signal.notify(); // kept once: one pending job is enough to make the next worker look
    expect(await settled([signal.wait(60_000)])).toEqual([0]);
    expect(await settled([signal.wait(60_000)])).toEqual([]);
  });

  it('wakes every idle worker to stop them, and keeps nothing for later', async () => {
    const signal = new JobSignal();
    const waits = [signal.wait(60_000), signal.wait(60_000), signal.wait(60_000)];
    signal.notifyAll();
    expect(await settled(waits)).toEqual([0, 1, 2]);
    expect(await settled([signal.wait(60_000)])).toEqual([]);
  });

  it('tells other processes of a notify(), but not of a wake-up that came from another process', () => {
    const signal = new JobSignal();
    let published = 0;
    signal.publishWith(() => (published += 1));
    signal.notify();
    expect(published).toBe(1);
    signal.wakeOne(); // another process's upload: announcing it again would echo between processes
    expect(published).toBe(1);
  });

  it('lets a wait end on its own after the poll interval, and a timed-out waiter is not woken again', async () => {
    const signal = new JobSignal();
    const first = signal.wait(5);
    await first;
    const second = signal.wait(60_000);
    signal.notify();
    expect(await settled([second])).toEqual([0]);
  });
});
