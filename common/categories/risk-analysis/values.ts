import { LIST_SEPARATOR, MAX_ITEMS } from '../../render/constants.js';
import type { VisualizationData } from '../../render/data-schema.js';
import { plural } from '../../render/list-values.js';
import { cleanValue } from '../../render/placeholder.js';
import {
  formatNumber,
  overallRiskScore,
  riskLevel,
  riskOpacity,
  riskPercent,
} from '../../render/risk-score.js';
import type { MergeValues } from '../module.js';
import { matrixPositions } from './matrix.js';
import type { Risk } from './schema.js';
import { parseRating } from './word-rating.js';

/** Risk data → RISK_n…; the §9 scores, levels, counts, matrix positions and the subtitle. */

export function riskValues(data: VisualizationData, values: MergeValues): void {
  const risks = (data.risks ?? []).filter((r: Risk) => cleanValue(r.name)).slice(0, MAX_ITEMS);
  risks.forEach((risk, i) => {
    const n = i + 1;
    values[`RISK_${n}`] = cleanValue(risk.name);
    values[`RISK_${n}_PROBABILITY`] =
      typeof risk.probability === 'number' ? formatNumber(risk.probability) : '';
    values[`RISK_${n}_IMPACT`] = typeof risk.impact === 'number' ? formatNumber(risk.impact) : '';
    values[`RISK_${n}_MITIGATION`] = cleanValue(risk.mitigation);
    values[`RISK_${n}_OWNER`] = cleanValue(risk.owner);
  });
}

export function riskDerivedValues(values: MergeValues): MergeValues {
  const derived: MergeValues = {};
  const rated: { probability: number | null; impact: number | null }[] = [];
  const levels = { Low: 0, Medium: 0, High: 0 };
  for (let n = 1; n <= MAX_ITEMS; n++) {
    if (!values[`RISK_${n}`]) continue;
    const risk = {
      probability: parseRating(values[`RISK_${n}_PROBABILITY`]),
      impact: parseRating(values[`RISK_${n}_IMPACT`]),
    };
    rated.push(risk);
    const percent = riskPercent(risk);
    derived[`RISK_${n}_OPACITY`] = formatNumber(riskOpacity(risk));
    if (percent === null) {
      derived[`RISK_${n}_SCORE`] = '';
      derived[`RISK_${n}_LEVEL`] = '';
    } else {
      const level = riskLevel(percent);
      levels[level]++;
      derived[`RISK_${n}_SCORE`] = formatNumber((risk.probability ?? 0) * (risk.impact ?? 0));
      derived[`RISK_${n}_LEVEL`] = level;
    }
  }
  Object.assign(derived, matrixPositions(values));
  const overall = overallRiskScore(rated);
  derived.RISK_SCORE = overall.label;
  derived.RISK_SCORE_VALUE = overall.percent === null ? '0' : String(Math.round(overall.percent));
  derived.RISK_LEVEL = overall.level;
  derived.RISK_COUNT = String(rated.length);
  derived.RISK_HIGH_COUNT = String(levels.High);
  derived.RISK_MEDIUM_COUNT = String(levels.Medium);
  derived.RISK_LOW_COUNT = String(levels.Low);
  return derived;
}

export function riskSubtitle(values: MergeValues): string {
  const risks = Number(values.RISK_COUNT);
  const high = Number(values.RISK_HIGH_COUNT);
  if (!risks) return 'No risks found';
  return [`${plural(risks, 'risk')} assessed`, high && `${high} high`]
    .filter(Boolean)
    .join(LIST_SEPARATOR);
}
