import { MAX_ITEMS } from '../../render/constants.js';
import { formatNumber } from '../../render/risk-score.js';
import type { MergeValues } from '../module.js';
import { parseRating } from './word-rating.js';

/**
 * Where each risk sits in a 5 × 5 matrix, in cell units: its probability and impact, nudged apart
 * when several risks share a cell so their markers do not cover each other (one row of up to
 * three, then a second row). A template places a marker with translate(RISK_n_MATRIX_X RISK_n_MATRIX_Y)
 * inside a group scaled to its cell size.
 */
const CELL_LAYOUTS: readonly (readonly [number, number])[][] = [
  [[0, 0]],
  [
    [-0.17, 0],
    [0.17, 0],
  ],
  [
    [-0.3, 0],
    [0, 0],
    [0.3, 0],
  ],
  [
    [-0.17, 0.25],
    [0.17, 0.25],
    [-0.17, -0.25],
    [0.17, -0.25],
  ],
  [
    [-0.3, 0.25],
    [0, 0.25],
    [0.3, 0.25],
    [-0.17, -0.25],
    [0.17, -0.25],
  ],
];

export function matrixPositions(values: MergeValues): MergeValues {
  const cells = new Map<string, number[]>();
  for (let n = 1; n <= MAX_ITEMS; n++) {
    if (!values[`RISK_${n}`]) continue;
    const p = parseRating(values[`RISK_${n}_PROBABILITY`]);
    const i = parseRating(values[`RISK_${n}_IMPACT`]);
    if (p === null || i === null) continue;
    const key = `${Math.round(p)}:${Math.round(i)}`;
    cells.set(key, [...(cells.get(key) ?? []), n]);
  }
  const out: MergeValues = {};
  for (const [key, members] of cells) {
    const [p, i] = key.split(':').map(Number) as [number, number];
    const layout = CELL_LAYOUTS[members.length - 1] ?? CELL_LAYOUTS[0]!;
    members.forEach((n, k) => {
      const [dx, dy] = layout[k] ?? [0, 0];
      out[`RISK_${n}_MATRIX_X`] = formatNumber(p + dx);
      out[`RISK_${n}_MATRIX_Y`] = formatNumber(i + dy);
    });
  }
  return out;
}
