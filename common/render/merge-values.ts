import type { Category } from '../categories.js';
import { CATEGORY_MODULES, DEFAULT_HEADERS, DEFAULT_KEY_METRICS } from '../categories/index.js';
import type { MergeValues } from '../categories/module.js';
import { MAX_ITEMS } from './constants.js';
import type { VisualizationData } from './data-schema.js';
import { cleanValue } from './placeholder.js';

/**
 * Visualization data → merge-tag values, in three steps:
 *  1. the categories' structures give the item tags (COMPANY_n …), placeholders dropped and the
 *     remaining items numbered 1–5 without gaps;
 *  2. extractedData overrides them, key by key (a placeholder or empty value does not override);
 *  3. the derived tags (counts, risk scores and levels, SUBTITLE) are computed from the result,
 *     unless extractedData set them.
 * Every value is a plain, trimmed string; '' means empty. What each category contributes lives
 * in its module (common/categories/<category>/values.ts); every module runs, whatever the
 * category, so a template may mix tags of several categories.
 */
export type { MergeValues } from '../categories/module.js';
export { joinValue } from './list-values.js';
export { parseRating } from '../categories/risk-analysis/word-rating.js';

const MODULES = Object.values(CATEGORY_MODULES);

function humanize(key: string): string {
  const text = key.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** METRIC_n (and METRIC_n_VALUE): the data's key metrics, else the category's defaults. */
function keyMetricValues(
  data: VisualizationData,
  category: Category | undefined,
  values: MergeValues,
): void {
  const metrics = data.key_metrics;
  const entries: [string, string][] = Array.isArray(metrics)
    ? metrics.map((m) => [m, ''])
    : metrics
      ? Object.entries(metrics)
      : (category ? DEFAULT_KEY_METRICS[category] : []).map((m) => [m, '']);
  entries
    .filter(([label]) => cleanValue(label))
    .slice(0, MAX_ITEMS)
    .forEach(([label, value], i) => {
      values[`METRIC_${i + 1}`] = humanize(cleanValue(label));
      values[`METRIC_${i + 1}_VALUE`] = cleanValue(value);
    });
}

export function buildMergeValues(data: VisualizationData, category?: Category): MergeValues {
  const module = category ? CATEGORY_MODULES[category] : undefined;
  const values: MergeValues = { ...DEFAULT_HEADERS };
  values.TITLE = cleanValue(data.title) || (module?.defaultTitle ?? '');
  keyMetricValues(data, category, values);
  for (const each of MODULES) each.buildValues(data, values);

  const overrides: MergeValues = {};
  for (const [key, raw] of Object.entries(data.extractedData ?? {})) {
    const value = cleanValue(raw);
    if (value) overrides[key.toUpperCase()] = value;
  }
  Object.assign(values, overrides);
  const derived: MergeValues = Object.assign({}, ...MODULES.map((m) => m.deriveValues(values)));
  derived.SUBTITLE = module ? module.subtitle({ ...values, ...derived }) : '';
  Object.assign(values, derived, overrides);
  return values;
}
