import { z } from 'zod';
import { baseFields } from '../base-fields.js';
import { keyMetrics, list, longText, optional, shortText } from '../schema-parts.js';
import type { ValueListField } from './lists.js';

/** The data of a value proposition canvas (spec §3). */

const listOfTexts = () => optional(list(shortText()));
const valueLists = {
  segments: listOfTexts(),
  jobs: listOfTexts(),
  pains: listOfTexts(),
  gains: listOfTexts(),
  products: listOfTexts(),
  relievers: listOfTexts(),
  creators: listOfTexts(),
} satisfies Record<ValueListField, unknown>;

export const valuePropositionFields = {
  ...valueLists,
  /** Value statements, shown as VALUE_n. */
  values: listOfTexts(),
  /** The value proposition statement, or an object holding it (`statement`) and/or the lists. */
  value_proposition: optional(
    z.union([longText(), z.object({ statement: optional(longText()), ...valueLists })]),
  ),
  key_metrics: keyMetrics(),
};

export const valuePropositionDataSchema = z.object({ ...baseFields, ...valuePropositionFields });
