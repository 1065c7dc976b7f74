/**
 * Rendering constants of spec §9, in one place for the renderer, the analyzer and the templates.
 * Each category's defaults (title, key metrics, headers) live in its module (common/categories).
 */

/** At most this many items per row family (competitors, phases, segments, risks, and every other list). */
export const MAX_ITEMS = 5;

export type RowAxis = 'x' | 'y';

export interface RowGeometry {
  /** The direction in which the items of the family are stacked. */
  axis: RowAxis;
  /** Where item 1 starts along the axis, in template units (§9 "start y" / "start x"). */
  start: number;
  /** The size of one item along the axis (§9 "item height" / "item width"). */
  size: number;
}

/**
 * The §9 row patterns and their sizing. `start` and `size` locate the rows of a flat template
 * (one without groups); a row marker (`data-row-size`, `data-row-axis`) always wins.
 */
export const ROW_PATTERNS = {
  COMPANY: { axis: 'y', start: 100, size: 50 },
  PHASE: { axis: 'x', start: 50, size: 150 },
  SEGMENT: { axis: 'y', start: 80, size: 40 },
  RISK: { axis: 'y', start: 90, size: 45 },
} as const satisfies Record<string, RowGeometry>;
export type RowPattern = keyof typeof ROW_PATTERNS;
export const ROW_PATTERN_NAMES = Object.keys(ROW_PATTERNS) as RowPattern[];

/** §9: the viewBox shrinks by this much per removed row (vertical row patterns), never below the minimum. */
export const VIEWBOX_SHRINK_PER_ROW = 50;
export const MIN_VIEWBOX_HEIGHT = 200;
/** The horizontal analogue for PHASE columns: the viewBox width never shrinks below this. */
export const MIN_VIEWBOX_WIDTH = 200;

/** §9: numeric attributes that become 0 when they are empty. */
export const NUMERIC_ATTRIBUTES = [
  'x',
  'y',
  'width',
  'height',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
] as const;

/** §9: an <svg> without a width gets these. */
export const DEFAULT_SVG_WIDTH = '100%';
export const DEFAULT_SVG_HEIGHT = '500';

/** Risk scale (§3: probability and impact run from 1 to 5) and the §9 score rules. */
export const RISK_SCALE_MIN = 1;
export const RISK_SCALE_MAX = 5;
/** probability × impact at its maximum: the divisor of the score and of the card opacity. */
export const RISK_PRODUCT_MAX = RISK_SCALE_MAX * RISK_SCALE_MAX;
/** Below this percentage a score is Low, below the next Medium, otherwise High. */
export const RISK_LOW_BELOW = 30;
export const RISK_MEDIUM_BELOW = 70;
export const RISK_LEVELS = ['Low', 'Medium', 'High'] as const;
export type RiskLevel = (typeof RISK_LEVELS)[number];
/** The score and level shown when there are no (rated) risks. */
export const RISK_NONE = 'N/A';
/** Card opacity = base + span × probability × impact / 25. */
export const RISK_OPACITY_BASE = 0.1;
export const RISK_OPACITY_SPAN = 0.4;

/** §5: only 7-character hex colours (#rrggbb) are recognised. */
export const HEX_COLOR = /^#[0-9a-fA-F]{6}$/;

/** How list values (features, limitations …) are joined into one merge-tag value. */
export const LIST_SEPARATOR = ' · ';
