import { VALUE_LIST_FIELDS } from '../../../../common/categories/value-proposition/lists.js';
import type { VisualizationData } from '../../../../common/render/data-schema.js';
import type { Evidence } from '../analyzer.js';
import { EvidenceLog } from '../shared/evidence.js';
import { normKey } from '../shared/text.js';
import type { ExcerptPart } from './excerpt.js';

/**
 * Where each value the model gave came from. It is looked for in the parts that were sent (the
 * model saw nothing else), so the work is bounded by AI_MAX_INPUT_CHARS, whatever the document's
 * length: this runs on the main thread.
 */

/** Field path → value of every item the model returned. */
function itemValues(data: VisualizationData): [string, string][] {
  const out: [string, string][] = [];
  const push = (field: string, value: unknown) => {
    if (typeof value === 'string' && value.trim()) out.push([field, value]);
    else if (typeof value === 'number') out.push([field, String(value)]);
  };
  (data.competitors ?? []).forEach((name, i) => push(`competitors[${i}]`, name));
  (data.phases ?? []).forEach((phase, i) => {
    push(`phases[${i}].name`, phase.name);
    push(`phases[${i}].timeline`, phase.timeline);
  });
  (data.milestones ?? []).forEach((m, i) => {
    push(`milestones[${i}].description`, m.description);
    push(`milestones[${i}].date`, m.date);
  });
  for (const list of VALUE_LIST_FIELDS) {
    (data[list] ?? []).forEach((value, i) => push(`${list}[${i}]`, value));
  }
  (data.risks ?? []).forEach((risk, i) => {
    push(`risks[${i}].name`, risk.name);
    push(`risks[${i}].probability`, risk.probability);
    push(`risks[${i}].impact`, risk.impact);
    push(`risks[${i}].mitigation`, risk.mitigation);
    push(`risks[${i}].owner`, risk.owner);
  });
  return out;
}

interface Searchable {
  key: string;
  snippet: string;
  location: string;
}

/** Each part as searchable lines: a table row by row (with its row number), others whole. */
function searchable(parts: readonly ExcerptPart[]): Searchable[] {
  return parts.flatMap((part) =>
    part.rows
      ? part.rows.map((row, r) => ({
          key: ` ${normKey(row.join(' '))} `,
          snippet: row.join(' | '),
          location: part.location.replace(/^table (\d+)/, `table $1, row ${r + 1}`),
        }))
      : [{ key: ` ${normKey(part.text)} `, snippet: part.text, location: part.location }],
  );
}

/** Where a value appears (or most of its words do) among the parts sent. */
function find(lines: Searchable[], value: string): Searchable | null {
  const key = normKey(value);
  if (!key) return null;
  const words = key.split(' ').filter((w) => w.length > 2);
  let best: { line: Searchable; score: number } | null = null;
  for (const line of lines) {
    if (line.key.includes(` ${key} `)) return line;
    if (words.length === 0) continue;
    const score = words.filter((w) => line.key.includes(` ${w} `)).length / words.length;
    if (score >= 0.6 && (!best || score > best.score)) best = { line, score };
  }
  return best?.line ?? null;
}

/** The evidence of every item in the model's data. */
export function modelEvidence(
  parts: readonly ExcerptPart[],
  data: VisualizationData,
  model: string,
): Evidence[] {
  const lines = searchable(parts);
  const log = new EvidenceLog();
  for (const [field, value] of itemValues(data)) {
    const rating = /\.(?:probability|impact)$/.test(field);
    const found = rating ? null : find(lines, value);
    log.add(
      field,
      value,
      found?.snippet ?? value,
      found?.location ?? 'not found word for word in the document',
      rating
        ? `rated by the model (${model}) on the 1–5 scale`
        : `extracted by the model (${model})`,
    );
  }
  return log.items;
}
