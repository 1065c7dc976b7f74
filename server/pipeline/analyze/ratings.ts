import {
  wordRating,
  wordScale,
  type RatingScale,
} from '../../../common/categories/risk-analysis/word-rating.js';

/**
 * Probability and impact ratings → the 1–5 scale of the risk matrix. Numbers on a 1–5 scale are
 * kept as written; words (low, medium, high …), percentages, 0–10 or 1–10 scores and category
 * codes (P4, S2) are converted, and the conversion is described so that it can be shown next to
 * the value (evidence `note`). Percentages, 0–10 scores and five-step words follow the default
 * risk template's AI prompt, so the built-in analyzer and an LLM read a document alike; a
 * three-step low / medium / high scale is spread over 1, 3, 5. The words and their values are the
 * one rating vocabulary of common/categories/risk-analysis/rating-words.ts, which the renderer
 * reads too.
 */
export interface Rating {
  value: number;
  /** How the written value became `value`; absent when it was a 1–5 number as written. */
  note?: string;
}

export type { RatingScale };

/** 0–20% → 1, 21–40% → 2, 41–60% → 3, 61–80% → 4, 81–100% → 5. */
export function percentToRating(percent: number): number {
  if (percent <= 20) return 1;
  if (percent <= 40) return 2;
  if (percent <= 60) return 3;
  if (percent <= 80) return 4;
  return 5;
}

/** A 0–10 (or 1–10) score halved and rounded up: 9 → 5, 4 → 2, 0 → 1. */
export function tenToRating(score: number): number {
  return Math.min(5, Math.max(1, Math.ceil(score / 2)));
}

/** The scale a header or a cell announces: '(0-10)', '1–10', '%'. */
export function scaleHint(text: string): RatingScale | undefined {
  if (
    /\(\s*(?:hml|lmh|[hl]\s*\/\s*m\s*\/\s*[hl])\s*\)|\b(?:high\s*\/\s*medium\s*\/\s*low|low\s*\/\s*medium\s*\/\s*high)\b/i.test(
      text,
    )
  )
    return 'three';
  if (/%|percent/i.test(text)) return 'percent';
  if (/\b[01]\s*[-–—to]+\s*10\b|\/\s*10\b|out of 10/i.test(text)) return 'ten';
  if (/\b[01]\s*[-–—to]+\s*5\b|\/\s*5\b|out of 5/i.test(text)) return 'five';
  return undefined;
}

/**
 * Reads one written rating. `scale` is what the column or document says (or what its other
 * values imply); without it a bare number above 5 is read as a 0–10 score up to 10 and as a
 * percentage above that.
 */
export function parseRating(written: string, scale?: RatingScale): Rating | null {
  const text = written.trim();
  if (!text) return null;
  const shown = text.length > 40 ? `${text.slice(0, 37)}…` : text;

  // "P4", "S2", "L3", "I5": a category code on a 1–5 scale.
  const code = /^[A-Z]\s?([1-5])$/.exec(text);
  if (code) return { value: Number(code[1]), note: `"${shown}" read as ${code[1]} on a 1–5 scale` };

  const percent = /^(\d{1,3}(?:[.,]\d+)?)\s?%/.exec(text);
  if (percent) {
    const p = Number(percent[1]!.replace(',', '.'));
    if (p >= 0 && p <= 100) {
      const value = percentToRating(p);
      return {
        value,
        note: `${shown} converted to ${value} (percentages: 0–20% = 1 … 81–100% = 5)`,
      };
    }
  }

  const number = /^(\d{1,3}(?:[.,]\d+)?)(?:\s*\/\s*(5|10))?(?=$|[\s(–—:-])/.exec(text);
  if (number) {
    const n = Number(number[1]!.replace(',', '.'));
    const own = number[2] === '10' ? 'ten' : number[2] === '5' ? 'five' : scaleHint(text);
    const effective = own ?? scale;
    if (effective === 'percent' || (effective === undefined && n > 10 && n <= 100)) {
      const p = n <= 1 && /[.,]/.test(number[1]!) ? n * 100 : n;
      if (p > 100) return null;
      const value = percentToRating(p);
      return { value, note: `${shown} read as a percentage and converted to ${value}` };
    }
    if (effective === 'ten' || (effective === undefined && n > 5 && n <= 10)) {
      if (n > 10) return null;
      const value = tenToRating(n);
      return { value, note: `${shown} on a 0–10 scale converted to ${value} (halved, rounded up)` };
    }
    if (n >= 1 && n <= 5) {
      const value = Math.round(n);
      return value === n ? { value } : { value, note: `${shown} rounded to ${value}` };
    }
    if (n > 0 && n < 1 && /[.,]/.test(number[1]!)) {
      const value = percentToRating(n * 100);
      return {
        value,
        note: `probability ${shown} read as ${Math.round(n * 100)}% and converted to ${value}`,
      };
    }
    return null;
  }

  const word = wordRating(text.replace(/\(.*\)$/, '').replace(/[✓✗]/g, ''), scale);
  return word;
}

/**
 * The scale of a whole column: a header hint wins; otherwise the largest number decides
 * (≤ 5: 1–5, ≤ 10: 0–10, ≤ 100: percentages), and without numbers the words do (a three-step
 * low / medium / high scale unless `fiveSteps` says the document also has "very" steps).
 */
export function columnScale(
  header: string,
  values: readonly string[],
  fiveSteps = false,
): RatingScale | undefined {
  const hinted = scaleHint(header);
  if (hinted) return hinted;
  let max = 0;
  for (const value of values) {
    if (/%/.test(value)) return 'percent';
    const n = /^(\d{1,3}(?:[.,]\d+)?)\b/.exec(value.trim());
    if (n) max = Math.max(max, Number(n[1]!.replace(',', '.')));
  }
  if (max > 10) return 'percent';
  if (max > 5) return 'ten';
  if (max > 0) return undefined;
  return wordScale(values, fiveSteps);
}
