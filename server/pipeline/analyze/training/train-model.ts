import { DOCUMENT_CATEGORIES, type DocumentCategory } from '../../../../common/categories.js';
import { classScores, softmax, type ClassifierModel } from '../classifier.js';
import { featureVector, type FeatureCounts } from '../features.js';

/**
 * Training of the naive Bayes classifier (see classifier.ts). Pure functions: the CLI in
 * train.ts feeds them the training texts, and the evaluation's cross-validation mode feeds them
 * other documents.
 */
export interface TrainingDocument {
  id: string;
  category: DocumentCategory;
  counts: FeatureCounts;
  /** Documents of one group (the formats of one corpus file) are held out together. */
  group?: string;
}

export interface TrainingOptions {
  /** Laplace smoothing. */
  alpha?: number;
  /** A feature must occur in at least this many training documents. */
  minDocumentFrequency?: number;
  /** Features whose weights differ less than this between classes are dropped. */
  minSpread?: number;
  lengthExponent?: number;
  minConfidence?: number;
  minMargin?: number;
  fenceLogOdds?: number;
  /** A known softmax scale (skips the leave-one-out fit, e.g. inside a cross-validation). */
  scale?: number;
}

const DEFAULTS: Required<Omit<TrainingOptions, 'scale'>> = {
  alpha: 0.5,
  minDocumentFrequency: 3,
  minSpread: 1,
  lengthExponent: 0.75,
  minConfidence: 0.4,
  minMargin: 0.05,
  fenceLogOdds: 4,
};

const CLASSES: DocumentCategory[] = [...DOCUMENT_CATEGORIES];

type Weights = Pick<ClassifierModel, 'classes' | 'features' | 'lengthExponent'>;

/** Fits the per-class feature log-probabilities (centred across classes). */
export function fitWeights(
  documents: readonly TrainingDocument[],
  options: TrainingOptions = {},
): Weights {
  const o = { ...DEFAULTS, ...options };
  const documentFrequency = new Map<string, number>();
  const vectors = documents.map((d) => featureVector(d.counts));
  for (const vector of vectors) {
    for (const feature of vector.keys()) {
      documentFrequency.set(feature, (documentFrequency.get(feature) ?? 0) + 1);
    }
  }
  const vocabulary = [...documentFrequency]
    .filter(([, df]) => df >= o.minDocumentFrequency)
    .map(([feature]) => feature)
    .sort();
  const index = new Map(vocabulary.map((f, i) => [f, i]));
  const counts = CLASSES.map(() => new Float64Array(vocabulary.length));
  const totals = CLASSES.map(() => 0);
  documents.forEach((document, d) => {
    const c = CLASSES.indexOf(document.category);
    for (const [feature, value] of vectors[d]!) {
      const i = index.get(feature);
      if (i === undefined) continue;
      counts[c]![i]! += value;
      totals[c]! += value;
    }
  });
  const features: Record<string, number[]> = {};
  vocabulary.forEach((feature, i) => {
    const logs = CLASSES.map((_, c) =>
      Math.log((counts[c]![i]! + o.alpha) / (totals[c]! + o.alpha * vocabulary.length)),
    );
    const mean = logs.reduce((a, b) => a + b, 0) / logs.length;
    const centred = logs.map((l) => l - mean);
    const spread = Math.max(...centred) - Math.min(...centred);
    // `+ 0` turns -0 into 0: JSON cannot keep -0, and the committed model must equal a fresh one.
    if (spread >= o.minSpread)
      features[feature] = centred.map((w) => Math.round(w * 1000) / 1000 + 0);
  });
  return { classes: CLASSES, features, lengthExponent: o.lengthExponent };
}

/**
 * Held-out scores of every training document: the documents are dealt into `folds` groups (a
 * document's `group`, e.g. the corpus file its formats share, stays in one fold) and each group is
 * scored by a model fitted on the others. Ten folds give the same scale as leave-one-out to two
 * digits at a twentieth of the cost, which keeps the corpus cross-validation to seconds.
 */
export function heldOutScores(
  documents: readonly TrainingDocument[],
  options: TrainingOptions = {},
  folds = 10,
): { document: TrainingDocument; scores: number[] }[] {
  const groups = [...new Set(documents.map((d) => d.group ?? d.id))];
  const foldOf = new Map(groups.map((g, i) => [g, i % folds]));
  const out: { document: TrainingDocument; scores: number[] }[] = [];
  for (let fold = 0; fold < Math.min(folds, groups.length); fold++) {
    const inFold = (d: TrainingDocument) => foldOf.get(d.group ?? d.id) === fold;
    const weights = fitWeights(
      documents.filter((d) => !inFold(d)),
      options,
    );
    for (const document of documents.filter(inFold)) {
      out.push({ document, scores: classScores(weights, document.counts) });
    }
  }
  return out;
}

/** The softmax scale that maximises the likelihood of the true classes. */
export function fitScale(
  scored: readonly { document: TrainingDocument; scores: number[] }[],
): number {
  let best = { scale: 1, logLikelihood: -Infinity };
  for (let scale = 1; scale <= 400; scale *= 1.1) {
    let logLikelihood = 0;
    for (const { document, scores } of scored) {
      const p = softmax(scores, scale)[CLASSES.indexOf(document.category)]!;
      logLikelihood += Math.log(Math.max(p, 1e-9));
    }
    if (logLikelihood > best.logLikelihood) best = { scale, logLikelihood };
  }
  return Math.round(best.scale * 100) / 100;
}

export function trainModel(
  documents: readonly TrainingDocument[],
  options: TrainingOptions = {},
): ClassifierModel {
  const o = { ...DEFAULTS, ...options };
  const scale = options.scale ?? fitScale(heldOutScores(documents, o));
  const weights = fitWeights(documents, o);
  const perClass = Object.fromEntries(
    CLASSES.map((c) => [c, documents.filter((d) => d.category === c).length]),
  );
  return {
    version: 1,
    classes: weights.classes,
    scale,
    lengthExponent: o.lengthExponent,
    minConfidence: o.minConfidence,
    minMargin: o.minMargin,
    fenceLogOdds: o.fenceLogOdds,
    features: weights.features,
    training: { documents: perClass, vocabulary: Object.keys(weights.features).length },
  };
}
