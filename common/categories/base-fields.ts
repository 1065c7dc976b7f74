import { z } from 'zod';
import { HEX_COLOR } from '../render/constants.js';
import { LONG_TEXT_MAX, maxKeys, name, optional } from './schema-parts.js';

/** The fields every category's data has: its title, merge-tag overrides and colour changes. */

export const EXTRACTED_DATA_MAX_KEYS = 300;
export const COLORS_MAX_KEYS = 64;

/** Merge-tag key → value. Keys are merge-tag names (case-insensitive); numbers are accepted and shown as written. */
export const extractedDataSchema = z
  .record(
    z.string().regex(/^[A-Za-z][A-Za-z0-9_]{0,63}$/, 'Merge-tag keys use letters, digits and _'),
    z.union([z.string().max(LONG_TEXT_MAX), z.number()]).nullable(),
  )
  .refine(maxKeys(EXTRACTED_DATA_MAX_KEYS), `At most ${EXTRACTED_DATA_MAX_KEYS} merge tags`);

/** Original colour (#rrggbb, as in the template) → the user's replacement (#rrggbb). */
export const colorMapSchema = z
  .record(
    z.string().regex(HEX_COLOR, 'Colours are #rrggbb'),
    z.string().regex(HEX_COLOR, 'Colours are #rrggbb'),
  )
  .refine(maxKeys(COLORS_MAX_KEYS), `At most ${COLORS_MAX_KEYS} colours`);

export const baseFields = {
  title: optional(name()),
  extractedData: extractedDataSchema.optional(),
  colors: colorMapSchema.optional(),
};
