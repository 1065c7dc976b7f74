import { describe, expect, it } from 'vitest';

describe('zod-config', () => {
  it('turns zod JIT off (no eval probe under the CSP) before any schema is built', async () => {
    await import('./zod-config');
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
    // A schema built afterwards still validates the same way.
    expect(z.object({ email: z.string().min(1) }).safeParse({ email: '' }).success).toBe(false);
  });
});
