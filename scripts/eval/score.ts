import { MAX_ITEMS } from '../../common/render/constants.js';
import type { AnalysisResult } from '../../server/pipeline/analyze/analyzer.js';
import type { Label } from './corpus.js';
import { goldRating, matchItems, namesMatch } from './match.js';

/**
 * Item scores of one analysis against its label. Recall is counted against at most five
 * expected items per field (a visualization shows five), precision against what was extracted.
 * Documents whose label is another category expect nothing, so items extracted from them count
 * against precision; a document analysed as the wrong category extracts nothing for its own.
 */
export const FIELDS = [
  'competitors',
  'phases',
  'milestone dates',
  'segments',
  'pains',
  'gains',
  'risks',
  'risk ratings',
] as const;
export type Field = (typeof FIELDS)[number];

export interface Count {
  tp: number;
  predicted: number;
  expected: number;
}

export type FieldScores = Partial<Record<Field, Count>>;

interface Data {
  competitors?: string[];
  phases?: { name: string }[];
  milestones?: { date?: string | null; description: string }[];
  segments?: string[];
  pains?: string[];
  gains?: string[];
  risks?: { name: string; probability?: number | null; impact?: number | null }[];
}

function count(
  predicted: readonly string[],
  expected: readonly string[],
  kind: 'name' | 'phrase' | 'date',
): Count {
  const { pairs } = matchItems(predicted, expected, kind);
  return {
    tp: pairs.length,
    predicted: predicted.length,
    expected: Math.min(expected.length, MAX_ITEMS),
  };
}

export function scoreAnalysis(label: Label, analysis: AnalysisResult): FieldScores {
  const data = (analysis.data ?? {}) as Data;
  const e = label.expected;
  const scores: FieldScores = {};
  const fieldsOf: Record<string, Field[]> = {
    competitor_analysis: ['competitors'],
    product_roadmap: ['phases', 'milestone dates'],
    value_proposition: ['segments', 'pains', 'gains'],
    risk_analysis: ['risks', 'risk ratings'],
    unknown: [],
  };
  const relevant = new Set<Field>([
    ...(fieldsOf[label.category] ?? []),
    ...(fieldsOf[analysis.category] ?? []),
  ]);

  if (relevant.has('competitors')) {
    // The document's own product is neither right nor wrong as a competitor.
    const predicted = (data.competitors ?? []).filter(
      (name) => !(e.subject && namesMatch(name, e.subject)),
    );
    scores.competitors = count(predicted, e.competitors ?? [], 'name');
  }
  if (relevant.has('phases')) {
    scores.phases = count(
      (data.phases ?? []).map((p) => p.name),
      (e.phases ?? []).map((p) => p.name),
      'phrase',
    );
  }
  if (relevant.has('milestone dates')) {
    scores['milestone dates'] = count(
      (data.milestones ?? []).flatMap((m) => (m.date ? [m.date] : [])),
      (e.milestones ?? []).flatMap((m) => (m.date ? [m.date] : [])),
      'date',
    );
  }
  for (const list of ['segments', 'pains', 'gains'] as const) {
    if (relevant.has(list)) scores[list] = count(data[list] ?? [], e[list] ?? [], 'phrase');
  }
  if (relevant.has('risks')) {
    const predicted = data.risks ?? [];
    const expected = e.risks ?? [];
    const { pairs } = matchItems(
      predicted.map((r) => r.name),
      expected.map((r) => r.name),
      'phrase',
    );
    scores.risks = {
      tp: pairs.length,
      predicted: predicted.length,
      expected: Math.min(expected.length, MAX_ITEMS),
    };
    // Ratings: the values given for matched risks, against the gold ratings (precision), and
    // the gold ratings of the first five rated risks (recall).
    const gold = expected.map((r) => ({
      probability: goldRating(r.probability, r.probability_text),
      impact: goldRating(r.impact, r.impact_text),
    }));
    let tp = 0;
    let given = 0;
    for (const [p, g] of pairs) {
      for (const dim of ['probability', 'impact'] as const) {
        const truth = gold[g]![dim];
        const value = predicted[p]![dim];
        if (truth === undefined || value === undefined || value === null) continue;
        given++;
        if (value === truth) tp++;
      }
    }
    const rated = gold.filter((r) => r.probability !== undefined || r.impact !== undefined);
    const slots = rated
      .slice(0, MAX_ITEMS)
      .reduce(
        (n, r) => n + (r.probability !== undefined ? 1 : 0) + (r.impact !== undefined ? 1 : 0),
        0,
      );
    scores['risk ratings'] = { tp, predicted: given, expected: slots };
  }
  return scores;
}

export function add(total: Count, part: Count | undefined): void {
  if (!part) return;
  total.tp += part.tp;
  total.predicted += part.predicted;
  total.expected += part.expected;
}

export function ratio(numerator: number, denominator: number): number | null {
  return denominator === 0 ? null : numerator / denominator;
}
