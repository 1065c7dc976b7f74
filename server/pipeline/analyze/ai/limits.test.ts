import { describe, expect, it } from 'vitest';
import { createSemaphore } from './limits.js';

describe('the AI_CONCURRENCY slots', () => {
  it('grants up to its size, then in turn as slots are released', async () => {
    const slots = createSemaphore(2);
    const far = Date.now() + 5_000;
    const a = (await slots.acquire(far))!;
    const b = (await slots.acquire(far))!;
    const order: string[] = [];
    const c = slots.acquire(far).then((release) => (order.push('c'), release));
    const d = slots.acquire(far).then((release) => (order.push('d'), release));
    expect(slots.active).toBe(2);
    a();
    a(); // a second release of the same slot frees nothing more
    (await c)!();
    b();
    (await d)!();
    expect(order).toEqual(['c', 'd']);
    expect(slots.active).toBe(0);
  });

  it('gives up at the deadline: the document is then analyzed offline', async () => {
    const slots = createSemaphore(1);
    const release = (await slots.acquire(Date.now() + 1_000))!;
    const started = Date.now();
    expect(await slots.acquire(Date.now() + 50)).toBeNull();
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    release();
    // The waiter that gave up took no slot with it.
    expect(await slots.acquire(Date.now() + 50)).toBeTypeOf('function');
  });
});
