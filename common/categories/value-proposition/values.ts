import type { VisualizationData } from '../../render/data-schema.js';
import { cleanItems, countItems, plural } from '../../render/list-values.js';
import { cleanValue } from '../../render/placeholder.js';
import type { MergeValues } from '../module.js';
import { VALUE_LISTS } from './lists.js';

/** Value proposition data → SEGMENT_n, JOB_n … VALUE_n, VALUE_PROPOSITION; count and subtitle. */

export function valuePropositionValues(data: VisualizationData, values: MergeValues): void {
  const nested = typeof data.value_proposition === 'object' ? data.value_proposition : null;
  for (const { field, prefix } of VALUE_LISTS) {
    const own = cleanItems(data[field]);
    // A top-level list wins; lists nested in `value_proposition` are the fallback.
    const items = own.length > 0 ? own : cleanItems(nested?.[field]);
    items.forEach((item, i) => {
      values[`${prefix}_${i + 1}`] = item;
    });
  }
  cleanItems(data.values).forEach((item, i) => {
    values[`VALUE_${i + 1}`] = item;
  });
  values.VALUE_PROPOSITION =
    typeof data.value_proposition === 'string'
      ? cleanValue(data.value_proposition)
      : cleanValue(nested?.statement);
}

export function valuePropositionDerivedValues(values: MergeValues): MergeValues {
  return { SEGMENT_COUNT: String(countItems(values, 'SEGMENT')) };
}

export function valuePropositionSubtitle(values: MergeValues): string {
  const segments = Number(values.SEGMENT_COUNT);
  return segments
    ? `Value map for ${plural(segments, 'customer segment')}`
    : 'Customer profile and value map';
}

/** After an edit: lists nested in `value_proposition` would come back when a list is emptied. */
export function dropNestedLists(data: VisualizationData): void {
  const nested = data.value_proposition;
  if (!nested || typeof nested !== 'object') return;
  const rest = { ...nested };
  for (const { field } of VALUE_LISTS) delete rest[field];
  data.value_proposition = rest;
}
