import type { RiskLevel } from './constants.js';
import {
  RISK_LOW_BELOW,
  RISK_MEDIUM_BELOW,
  RISK_NONE,
  RISK_OPACITY_BASE,
  RISK_OPACITY_SPAN,
  RISK_PRODUCT_MAX,
  RISK_SCALE_MAX,
  RISK_SCALE_MIN,
} from './constants.js';

/** §9 risk rules, as plain numbers. A rating outside 1–5 (or missing) makes a risk unrated. */

export interface RatedRisk {
  probability?: number | null;
  impact?: number | null;
}

function rating(value: number | null | undefined): number | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  if (value < RISK_SCALE_MIN || value > RISK_SCALE_MAX) return null;
  return value;
}

/** probability × impact (1–25), or null when either is missing. */
export function riskProduct(risk: RatedRisk): number | null {
  const p = rating(risk.probability);
  const i = rating(risk.impact);
  return p === null || i === null ? null : p * i;
}

/** Low below 30 %, Medium below 70 %, otherwise High. */
export function riskLevel(percent: number): RiskLevel {
  if (percent < RISK_LOW_BELOW) return 'Low';
  if (percent < RISK_MEDIUM_BELOW) return 'Medium';
  return 'High';
}

/** probability × impact / 25 as a percentage, for one risk. */
export function riskPercent(risk: RatedRisk): number | null {
  const product = riskProduct(risk);
  return product === null ? null : (product / RISK_PRODUCT_MAX) * 100;
}

/** Card background opacity 0.1 + 0.4 × probability × impact / 25 (0.1 for an unrated risk). */
export function riskOpacity(risk: RatedRisk): number {
  const product = riskProduct(risk) ?? 0;
  return RISK_OPACITY_BASE + (RISK_OPACITY_SPAN * product) / RISK_PRODUCT_MAX;
}

export interface OverallRiskScore {
  /** The mean of probability × impact over the rated risks, divided by 25, as a percentage (0–100); null with no rated risk. */
  percent: number | null;
  /** Low, Medium, High, or 'N/A' with no rated risk. */
  level: RiskLevel | typeof RISK_NONE;
  /** The percentage rounded and followed by %, or 'N/A'. */
  label: string;
}

export function overallRiskScore(risks: readonly RatedRisk[]): OverallRiskScore {
  const products = risks.map(riskProduct).filter((p): p is number => p !== null);
  if (products.length === 0) return { percent: null, level: RISK_NONE, label: RISK_NONE };
  const mean = products.reduce((sum, p) => sum + p, 0) / products.length;
  const percent = (mean / RISK_PRODUCT_MAX) * 100;
  // The level follows the percentage as shown (rounded), so '30%' is never labelled Low.
  const shown = Math.round(percent);
  return { percent, level: riskLevel(shown), label: `${shown}%` };
}

/** Numbers in merge values and attributes: at most 3 decimals, no trailing zeros, never '-0'. */
export function formatNumber(value: number): string {
  const rounded = Math.round(value * 1000) / 1000;
  return String(Object.is(rounded, -0) ? 0 : rounded);
}
