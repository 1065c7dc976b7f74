import { z } from 'zod';

/**
 * The building blocks of the category data schemas (spec §3). Permissive where the spec is loose
 * (a list may come as one string or as strings, optional fields may be null, as LLMs like to
 * write them) but bounded everywhere: every string and every list has a maximum length.
 */

export const SHORT_TEXT_MAX = 300;
export const LONG_TEXT_MAX = 2000;
export const NAME_MAX = 200;
/** Lists accept more than the five items a template shows, so a long extraction still validates. */
export const LIST_MAX = 20;

export const name = () => z.string().max(NAME_MAX);
export const shortText = () => z.string().max(SHORT_TEXT_MAX);
export const longText = () => z.string().max(LONG_TEXT_MAX);
export const optional = <T extends z.ZodType>(schema: T) => schema.nullish();
/** A list written as one string ("SSO, audit log") or as a list of strings. */
export const textOrList = () => z.union([longText(), z.array(shortText()).max(LIST_MAX)]);
export const list = <T extends z.ZodType>(item: T) => z.array(item).max(LIST_MAX);
export const maxKeys = (max: number) => (record: Record<string, unknown>) =>
  Object.keys(record).length <= max;

/** The metrics a visualization compares or reports; every category accepts them. */
export const keyMetrics = () =>
  optional(
    z.union([list(shortText()), z.record(shortText(), shortText()).refine(maxKeys(LIST_MAX))]),
  );
