import { describe, expect, it } from 'vitest';
import { idParamSchema, isCanonicalId } from './ids.js';

describe('isCanonicalId', () => {
  it.each(['1', '12', '2147483647'])('accepts %s', (text) => {
    expect(isCanonicalId(text)).toBe(true);
    expect(idParamSchema.parse({ id: text })).toEqual({ id: Number(text) });
  });

  it.each(['', '0', '01', '1e3', '0x1', ' 1', '1 ', '+1', '-1', '1.0', '１', '2147483648', 'abc'])(
    'refuses %j',
    (text) => {
      expect(isCanonicalId(text)).toBe(false);
      expect(idParamSchema.safeParse({ id: text }).success).toBe(false);
    },
  );
});
