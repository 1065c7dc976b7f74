import { z } from 'zod';

/** Field types the environment schemas (config.ts, config-ai.ts) share. */

export const optionalString = z
  .string()
  .trim()
  .transform((value) => (value === '' ? undefined : value))
  .optional();

export const positiveInt = (fallback: number) =>
  z.coerce
    .number({ error: 'must be a whole number' })
    .int('must be a whole number')
    .positive('must be above 0')
    .default(fallback);
