import type { ListField } from '../module.js';

/**
 * The lists of a value proposition canvas, in the order of the canvas: the customer profile
 * (segments, jobs, pains, gains) and the value map facing it (products, pain relievers, gain
 * creators). Each list is shown as PREFIX_1 … PREFIX_5 and edited as a list of short texts.
 */
export const VALUE_LISTS = [
  { field: 'segments', prefix: 'SEGMENT', label: 'Customer segments', itemLabel: 'Segment' },
  { field: 'jobs', prefix: 'JOB', label: 'Customer jobs', itemLabel: 'Job' },
  { field: 'pains', prefix: 'PAIN', label: 'Pains', itemLabel: 'Pain' },
  { field: 'gains', prefix: 'GAIN', label: 'Gains', itemLabel: 'Gain' },
  { field: 'products', prefix: 'PRODUCT', label: 'Products & services', itemLabel: 'Product' },
  { field: 'relievers', prefix: 'RELIEVER', label: 'Pain relievers', itemLabel: 'Pain reliever' },
  { field: 'creators', prefix: 'CREATOR', label: 'Gain creators', itemLabel: 'Gain creator' },
] as const satisfies readonly ListField[];

export type ValueListField = (typeof VALUE_LISTS)[number]['field'];
export const VALUE_LIST_FIELDS: readonly ValueListField[] = VALUE_LISTS.map((list) => list.field);
