import { z } from 'zod';

/** Ids are PostgreSQL `integer` serials: 1 up to 2^31 - 1. */
export const MAX_ID = 2_147_483_647;

/**
 * An id as it appears in a URL: canonical decimal only ("12", never "012", "1e3", "0x1" or " 1"),
 * so one resource has exactly one address. Shared by the server's param schemas and the client's
 * route guard so both sides accept the same ids.
 */
export function isCanonicalId(text: string): boolean {
  return /^[1-9][0-9]{0,9}$/.test(text) && Number(text) <= MAX_ID;
}

const ID_MESSAGE = 'The id must be a number';

/** One id path parameter, from its URL text to a number. */
export const idTextSchema = z
  .string({ error: ID_MESSAGE })
  .refine(isCanonicalId, ID_MESSAGE)
  .transform(Number);

export const idParamSchema = z.object({ id: idTextSchema });
