import { MAX_ITEMS } from '../../render/constants.js';
import type { VisualizationData } from '../../render/data-schema.js';
import { cleanItems, countItems, joinValue, plural } from '../../render/list-values.js';
import { cleanValue } from '../../render/placeholder.js';
import type { MergeValues } from '../module.js';
import type { CompetitorDetail } from './schema.js';

/** Competitor data → COMPANY_n and its companions, SUBJECT, SUMMARY; counts and the subtitle. */

interface NamedDetail extends CompetitorDetail {
  name: string;
}

const ALL = Number.MAX_SAFE_INTEGER;

/** The companies in order, each with its details found by name (or by position). */
function competitorRows(data: VisualizationData): NamedDetail[] {
  const details = data.competitors_details;
  const fromCompanies = (data.competitor_companies ?? []).map((entry) =>
    typeof entry === 'string' ? { name: entry } : { ...entry, name: entry.name ?? '' },
  );
  const detailList: CompetitorDetail[] = Array.isArray(details)
    ? details
    : Object.entries(details ?? {}).map(([name, detail]) => ({ ...detail, name }));

  let names = cleanItems(data.competitors, ALL);
  if (names.length === 0)
    names = cleanItems(
      fromCompanies.map((c) => c.name),
      ALL,
    );
  if (names.length === 0)
    names = cleanItems(
      detailList.map((d) => d.name),
      ALL,
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

export function competitorValues(data: VisualizationData, values: MergeValues): void {
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

export function competitorDerivedValues(values: MergeValues): MergeValues {
  return { COMPANY_COUNT: String(countItems(values, 'COMPANY')) };
}

export function competitorSubtitle(values: MergeValues): string {
  const companies = Number(values.COMPANY_COUNT);
  return companies ? `${plural(companies, 'competitor')} compared` : 'No competitors found';
}
