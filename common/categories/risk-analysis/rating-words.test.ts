import { describe, expect, it } from 'vitest';
import {
  CLASSIFIER_RATING_WORDS,
  IMPACT_SCALE,
  PROBABILITY_SCALE,
  RATING_WORDS,
} from './rating-words.js';
import { parseRating, wordRating } from './word-rating.js';

describe('the rating vocabulary', () => {
  const table = new Map(
    RATING_WORDS.flatMap(({ value, words }) => words.split('|').map((w) => [w, value] as const)),
  );

  it('holds every word the classifier counts, with the value the renderer gives it', () => {
    for (const word of CLASSIFIER_RATING_WORDS) {
      expect(table.has(word), word).toBe(true);
      expect(parseRating(word), word).toBe(table.get(word));
    }
  });

  it("names the editor's 1–5 scales with words that read as their own position", () => {
    for (const scale of [PROBABILITY_SCALE, IMPACT_SCALE]) {
      expect(scale.map((word) => parseRating(word))).toEqual([1, 2, 3, 4, 5]);
    }
  });

  it('gives every word of the table its value, in the renderer as in the analyzer', () => {
    for (const [word, value] of table) {
      expect(wordRating(word)?.value, word).toBe(value);
      expect(parseRating(word), word).toBe(value);
    }
  });
});
