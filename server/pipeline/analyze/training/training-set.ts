import { corpusAvailable, loadCorpusDocuments } from './corpus-documents.js';
import type { TrainingDocument } from './train-model.js';
import { loadTrainingTexts } from './training-texts.js';

/**
 * What the classifier learns from: the texts written for DocViz and the real documents of the
 * business corpus, one copy each. The shipped model uses all of them; the evaluation's
 * cross-validation uses the same recipe without the document it scores (`without`), so its
 * figures describe this model on a document it has never seen.
 */
let loaded: { texts: TrainingDocument[]; corpus: TrainingDocument[] } | undefined;

export function trainingDocuments({ without }: { without?: string } = {}): TrainingDocument[] {
  if (loaded) return [...loaded.texts, ...loaded.corpus.filter((d) => d.group !== without)];
  if (!corpusAvailable()) {
    throw new Error(
      'The business corpus (../shared/corpus/business) is missing: the classifier is trained on it.',
    );
  }
  // Featurizing the documents is most of the cost; a cross-validation asks ninety times.
  loaded = { texts: loadTrainingTexts(), corpus: loadCorpusDocuments() };
  return trainingDocuments({ without });
}
