import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { MODEL_PATH, type ClassifierModel } from '../classifier.js';
import { loadTrainingTexts } from './training-texts.js';
import { trainModel } from './train-model.js';

describe('the trained classifier model', () => {
  it('is up to date with the training texts (run `npm run train:analyzer` after editing them)', () => {
    const committed = JSON.parse(readFileSync(MODEL_PATH, 'utf8')) as ClassifierModel;
    const trained = trainModel(loadTrainingTexts());
    expect(trained).toEqual(committed);
  });
});
