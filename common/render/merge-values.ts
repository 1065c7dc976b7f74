import type { Category } from '../categories.js';
import {
  DEFAULT_HEADERS,
  DEFAULT_KEY_METRICS,
  DEFAULT_TITLES,
  LIST_SEPARATOR,
  MAX_ITEMS,
} from './constants.js';
import type { CompetitorDetail, Milestone, Phase, Risk, VisualizationData } from './data-schema.js';
import { cleanValue } from './placeholder.js';
import {
  formatNumber,
  overallRiskScore,
  riskLevel,
  riskOpacity,
  riskPercent,
} from './risk-score.js';

/**
 * Visualization data → merge-tag values, in three steps:
 *  1. the category's structures give the item tags (COMPANY_n …), placeholders dropped and the
 *     remaining items numbered 1–5 without gaps;
 *  2. extractedData overrides them, key by key (a placeholder or empty value does not override);
 *  3. the derived tags (counts, risk scores and levels, SUBTITLE) are computed from the result,
 *     unless extractedData set them.
 * Every value is a plain, trimmed string; '' means empty.
 */
export type MergeValues = Record<string, string>;

type TextOrList = string | number | readonly string[] | null | undefined;

/** One display string: lists are cleaned and joined with ' · '. */
export function joinValue(value: TextOrList): string {
  if (Array.isArray(value)) return value.map(cleanValue).filter(Boolean).join(LIST_SEPARATOR);
  return cleanValue(value);
}

/** Non-empty, non-placeholder items, at most `max`. */
function cleanItems(values: readonly unknown[] | null | undefined, max = MAX_ITEMS): string[] {
  return (values ?? []).map(cleanValue).filter(Boolean).slice(0, max);
}

function humanize(key: string): string {
  const text = key.replace(/[_-]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function plural(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

// 1. Structures -----------------------------------------------------------------------------

interface NamedDetail extends CompetitorDetail {
  name: string;
}

function competitorRows(data: VisualizationData): NamedDetail[] {
  const details = data.competitors_details;
  const fromCompanies = (data.competitor_companies ?? []).map((entry) =>
    typeof entry === 'string' ? { name: entry } : { ...entry, name: entry.name ?? '' },
  );
  const detailList: CompetitorDetail[] = Array.isArray(details)
    ? details
    : Object.entries(details ?? {}).map(([name, detail]) => ({ ...detail, name }));

  let names = cleanItems(data.competitors, Number.MAX_SAFE_INTEGER);
  if (names.length === 0)
    names = cleanItems(
      fromCompanies.map((c) => c.name),
      Number.MAX_SAFE_INTEGER,
    );
  if (names.length === 0)
    names = cleanItems(
      detailList.map((d) => d.name),
      Number.MAX_SAFE_INTEGER,
    );

  const byName = new Map<string, CompetitorDetail>();
  for (const detail of [...fromCompanies, ...detailList]) {
    const key = cleanValue(detail.name).toLowerCase();
    if (key) byName.set(key, { ...byName.get(key), ...withoutEmpty(detail) });
  }
  const positional = detailList.every((d) => !cleanValue(d.name));
  return names.slice(0, MAX_ITEMS).map((name, i) => ({
    ...(byName.get(name.toLowerCase()) ?? (positional ? detailList[i] : undefined) ?? {}),
    name,
  }));
}

function withoutEmpty(detail: CompetitorDetail): CompetitorDetail {
  return Object.fromEntries(
    Object.entries(detail).filter(([, v]) => v !== null && v !== undefined && v !== ''),
  );
}

function competitorValues(data: VisualizationData, values: MergeValues): void {
  competitorRows(data).forEach((row, i) => {
    const n = i + 1;
    values[`COMPANY_${n}`] = row.name;
    values[`FEATURE_${n}`] = joinValue(row.features);
    values[`PRICING_${n}`] = joinValue(row.pricing);
    values[`MARKET_${n}`] = joinValue(row.market_share);
    values[`SUPPORT_${n}`] = joinValue(row.support);
    values[`LIMIT_${n}`] = joinValue(row.limitations);
  });
  values.SUBJECT = cleanValue(data.subject);
  const analysis = data.competitor_analysis;
  values.SUMMARY =
    typeof analysis === 'string' ? cleanValue(analysis) : cleanValue(analysis?.summary);
}

function featureList(features: TextOrList): string[] {
  if (Array.isArray(features)) return cleanItems(features);
  return cleanItems(
    String(features ?? '')
      .split(/\s*(?:[;\n•·]|,(?!\d))\s*/)
      .filter(Boolean),
  );
}

function roadmapValues(data: VisualizationData, values: MergeValues): void {
  const phases = (data.phases ?? [])
    .filter((p: Phase) => cleanValue(p.name) || joinValue(p.features))
    .slice(0, MAX_ITEMS);
  phases.forEach((phase, i) => {
    const n = i + 1;
    values[`PHASE_${n}`] = cleanValue(phase.name);
    values[`PHASE_${n}_TIMELINE`] = cleanValue(phase.timeline);
    values[`PHASE_${n}_DESC`] = cleanValue(phase.description);
    values[`PHASE_${n}_STATUS`] = cleanValue(phase.status);
    values[`PHASE_${n}_FEATURES`] = joinValue(phase.features);
    featureList(phase.features).forEach((feature, j) => {
      values[`PHASE_${n}_FEATURE_${j + 1}`] = feature;
    });
  });
  const milestones = (data.milestones ?? [])
    .filter((m: Milestone) => cleanValue(m.description) || cleanValue(m.date))
    .slice(0, MAX_ITEMS);
  milestones.forEach((milestone, i) => {
    const n = i + 1;
    values[`MILESTONE_${n}`] = cleanValue(milestone.description);
    values[`MILESTONE_${n}_DATE`] = cleanValue(milestone.date);
    values[`MILESTONE_${n}_DESC`] = cleanValue(milestone.description);
    values[`MILESTONE_${n}_FEATURES`] = joinValue(milestone.features);
  });
}

const VALUE_LISTS = [
  ['segments', 'SEGMENT'],
  ['jobs', 'JOB'],
  ['pains', 'PAIN'],
  ['gains', 'GAIN'],
  ['products', 'PRODUCT'],
  ['relievers', 'RELIEVER'],
  ['creators', 'CREATOR'],
] as const;

function valuePropositionValues(data: VisualizationData, values: MergeValues): void {
  const nested = typeof data.value_proposition === 'object' ? data.value_proposition : null;
  for (const [field, prefix] of VALUE_LISTS) {
    const own = cleanItems(data[field]);
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

function riskValues(data: VisualizationData, values: MergeValues): void {
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

// 3. Derived tags ---------------------------------------------------------------------------

const RATING_WORDS: Record<string, number> = {
  'very low': 1,
  rare: 1,
  low: 2,
  unlikely: 2,
  medium: 3,
  moderate: 3,
  possible: 3,
  high: 4,
  likely: 4,
  'very high': 5,
  critical: 5,
  severe: 5,
  'almost certain': 5,
};

/** A 1–5 rating written as a number ('4', '4/5') or a word (low, medium, high …); null otherwise. */
export function parseRating(value: string | undefined): number | null {
  const text = (value ?? '').trim().toLowerCase();
  if (!text) return null;
  const word = RATING_WORDS[text];
  if (word !== undefined) return word;
  const number = Number(/^(\d+(?:\.\d+)?)(?:\s*\/\s*5)?$/.exec(text)?.[1] ?? NaN);
  return number >= 1 && number <= 5 ? number : null;
}

function countItems(values: MergeValues, prefix: string): number {
  let count = 0;
  for (let n = 1; n <= MAX_ITEMS; n++) if (values[`${prefix}_${n}`]) count++;
  return count;
}

function derivedValues(values: MergeValues, category: Category | undefined): MergeValues {
  const derived: MergeValues = {};
  const companies = countItems(values, 'COMPANY');
  const phases = countItems(values, 'PHASE');
  const milestones = countItems(values, 'MILESTONE');
  const segments = countItems(values, 'SEGMENT');
  derived.COMPANY_COUNT = String(companies);
  derived.PHASE_COUNT = String(phases);
  derived.MILESTONE_COUNT = String(milestones);
  derived.SEGMENT_COUNT = String(segments);

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

  derived.SUBTITLE = subtitle(category, {
    companies,
    phases,
    milestones,
    segments,
    risks: rated.length,
    high: levels.High,
  });
  return derived;
}

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

function matrixPositions(values: MergeValues): MergeValues {
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

function subtitle(
  category: Category | undefined,
  counts: {
    companies: number;
    phases: number;
    milestones: number;
    segments: number;
    risks: number;
    high: number;
  },
): string {
  switch (category) {
    case 'competitor_analysis':
      return counts.companies
        ? `${plural(counts.companies, 'competitor')} compared`
        : 'No competitors found';
    case 'product_roadmap': {
      const parts = [
        counts.phases && plural(counts.phases, 'phase'),
        counts.milestones && plural(counts.milestones, 'milestone'),
      ];
      return parts.filter(Boolean).join(LIST_SEPARATOR) || 'No phases or milestones found';
    }
    case 'value_proposition':
      return counts.segments
        ? `Value map for ${plural(counts.segments, 'customer segment')}`
        : 'Customer profile and value map';
    case 'risk_analysis':
      if (!counts.risks) return 'No risks found';
      return [`${plural(counts.risks, 'risk')} assessed`, counts.high && `${counts.high} high`]
        .filter(Boolean)
        .join(LIST_SEPARATOR);
    default:
      return '';
  }
}

// All together ------------------------------------------------------------------------------

export function buildMergeValues(data: VisualizationData, category?: Category): MergeValues {
  const values: MergeValues = { ...DEFAULT_HEADERS };
  values.TITLE = cleanValue(data.title) || (category ? DEFAULT_TITLES[category] : '');
  keyMetricValues(data, category, values);
  competitorValues(data, values);
  roadmapValues(data, values);
  valuePropositionValues(data, values);
  riskValues(data, values);

  const overrides: MergeValues = {};
  for (const [key, raw] of Object.entries(data.extractedData ?? {})) {
    const value = cleanValue(raw);
    if (value) overrides[key.toUpperCase()] = value;
  }
  Object.assign(values, overrides);
  Object.assign(values, derivedValues(values, category), overrides);
  return values;
}
