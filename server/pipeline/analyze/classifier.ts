import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Category, DocumentCategory } from '../../../common/categories.js';
import { projectRoot } from '../../paths.js';
import { featureVector, type FeatureCounts } from './features.js';

/**
 * The category classifier: a multinomial naive Bayes model over the features of features.ts,
 * trained at build time (`npm run train:analyzer`) on the labelled texts in training/texts and
 * stored as classifier-model.json. Scoring is a weighted average of per-feature log-likelihoods
 * (so long and short documents are comparable), turned into probabilities by a softmax whose
 * scale was fitted on the training texts. 'unknown' is a class of its own (minutes, invoices,
 * policies, job ads, release notes, READMEs …), and the classifier also abstains to 'unknown'
 * when the best category is not clearly ahead.
 */
export interface ClassifierModel {
  version: number;
  classes: DocumentCategory[];
  /** Softmax scale applied to the averaged log-likelihoods. */
  scale: number;
  /** Exponent of the length normalisation (1 = plain average). */
  lengthExponent: number;
  /** Below this probability the best category is not trusted: 'unknown'. */
  minConfidence: number;
  /** Below this lead over the runner-up: 'unknown'. */
  minMargin: number;
  /**
   * When 'unknown' leads the best category by less than this (log-odds), the document is on
   * the fence and the analyzer lets the category's structures decide (see builtin-analyzer.ts).
   */
  fenceLogOdds: number;
  /** Feature → centred log-probability per class, in `classes` order. */
  features: Record<string, number[]>;
  training: { documents: Record<string, number>; vocabulary: number };
}

export interface Classification {
  category: DocumentCategory;
  /** Probability of the chosen category (of 'unknown' when abstaining). */
  confidence: number;
  /** Every class's probability, for evidence and debugging. */
  probabilities: Record<DocumentCategory, number>;
  /** The best real category even when abstaining, and why it was not taken. */
  best: Category;
  /** How much more likely 'unknown' is than `best`, in log-odds (negative: less likely). */
  unknownLead: number;
  abstained?: string;
}

export const MODEL_PATH = resolve(projectRoot, 'server/pipeline/analyze/classifier-model.json');

let cached: ClassifierModel | undefined;

export function loadModel(path = MODEL_PATH): ClassifierModel {
  if (path === MODEL_PATH && cached) return cached;
  const model = JSON.parse(readFileSync(path, 'utf8')) as ClassifierModel;
  if (path === MODEL_PATH) cached = model;
  return model;
}

const featureTables = new WeakMap<ClassifierModel['features'], Map<string, number[]>>();

/**
 * The model's features as a Map, made once per model: a document looks up thousands of words and
 * word pairs, most of them absent, and a Map answers those faster than a large parsed object.
 */
export function featureTable(model: Pick<ClassifierModel, 'features'>): Map<string, number[]> {
  let table = featureTables.get(model.features);
  if (!table) {
    table = new Map(Object.entries(model.features));
    featureTables.set(model.features, table);
  }
  return table;
}

/** Raw per-class scores (length-normalised log-likelihoods, centred). */
export function classScores(
  model: Pick<ClassifierModel, 'classes' | 'features' | 'lengthExponent'>,
  counts: FeatureCounts,
): number[] {
  const vector = featureVector(counts);
  const table = featureTable(model);
  const scores = model.classes.map(() => 0);
  let total = 0;
  for (const [feature, value] of vector) {
    total += value;
    const weights = table.get(feature);
    if (!weights) continue;
    for (let c = 0; c < scores.length; c++) scores[c]! += value * weights[c]!;
  }
  const norm = Math.pow(Math.max(total, 1), model.lengthExponent);
  return scores.map((s) => s / norm);
}

export function softmax(scores: readonly number[], scale: number): number[] {
  const max = Math.max(...scores);
  const exps = scores.map((s) => Math.exp((s - max) * scale));
  const sum = exps.reduce((a, b) => a + b, 0);
  return exps.map((e) => e / sum);
}

export function classify(
  counts: FeatureCounts,
  model: ClassifierModel = loadModel(),
): Classification {
  const scores = classScores(model, counts);
  const probabilities = softmax(scores, model.scale);
  const byClass = Object.fromEntries(
    model.classes.map((c, i) => [c, round(probabilities[i]!)]),
  ) as Record<DocumentCategory, number>;
  const ranked = model.classes
    .map((c, i) => ({ c, p: probabilities[i]! }))
    .sort((a, b) => b.p - a.p);
  const top = ranked[0]!;
  const runnerUp = ranked[1]?.p ?? 0;
  const bestRanked = ranked.find((r) => r.c !== 'unknown')!;
  const best = { c: bestRanked.c as Category, p: bestRanked.p };
  const unknownP = byClass.unknown ?? 0;
  const u = model.classes.indexOf('unknown');
  const unknownLead = round((scores[u]! - scores[model.classes.indexOf(best.c)]!) * model.scale);
  if (top.c === 'unknown') {
    return {
      category: 'unknown',
      confidence: round(top.p),
      probabilities: byClass,
      best: best.c,
      unknownLead,
    };
  }
  if (top.p < model.minConfidence) {
    return {
      category: 'unknown',
      confidence: round(1 - top.p),
      probabilities: byClass,
      best: best.c,
      unknownLead,
      abstained: `the best category (${top.c}) has a probability of only ${round(top.p)}`,
    };
  }
  if (top.p - runnerUp < model.minMargin) {
    return {
      category: 'unknown',
      confidence: round(Math.max(unknownP, 1 - top.p)),
      probabilities: byClass,
      best: best.c,
      unknownLead,
      abstained: `${top.c} is not clearly ahead of ${ranked[1]!.c}`,
    };
  }
  return {
    category: top.c,
    confidence: round(top.p),
    probabilities: byClass,
    best: best.c,
    unknownLead,
  };
}

function round(value: number): number {
  return Math.round(value * 1000) / 1000;
}
