import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_PATH, type ClassifierModel } from '../classifier.js';
import { corpusAvailable } from './corpus-documents.js';
import { trainingDocuments } from './training-set.js';
import { trainModel } from './train-model.js';

describe.skipIf(!corpusAvailable())('the trained classifier model', () => {
  it('is up to date with the training texts and the corpus (run `npm run train:analyzer` after editing them)', () => {
    const committed = JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ClassifierModel;
    const trained = trainModel(trainingDocuments());
    expect(trained).toEqual(committed);
  });
});
