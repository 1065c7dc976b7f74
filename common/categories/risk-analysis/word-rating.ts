import {
  FAMILY_NOTES,
  FIVE_STEP_LETTERS,
  FIVE_STEP_LETTERS_NOTE,
  RATING_WORDS,
  THREE_STEP_NOTE,
  THREE_STEP_WORDS,
  type RatingFamily,
} from './rating-words.js';

/**
 * Ratings written as words → 1–5, with a note saying how the word became a number. A three-step
 * scale (low / medium / high, or L / M / H, with no "very" step anywhere in the column or
 * document) is spread over 1, 3, 5; in-between ratings ("Medium/High") take the step between.
 */

/**
 * The scale a column or a document uses, when it says so or its values imply it: 'three' is a
 * three-step word scale (low / medium / high, or L / M / H), 'five' a five-step one.
 */
export type RatingScale = 'five' | 'ten' | 'percent' | 'three';

const WORDS = new Map<string, { value: number; family: RatingFamily; gloss?: string }>();
for (const { family, value, words, gloss } of RATING_WORDS) {
  for (const word of words.split('|')) WORDS.set(word, { value, family, gloss });
}
const THREE_STEP = new Map<string, number>(
  Object.entries(THREE_STEP_WORDS).flatMap(([value, words]) =>
    words.split('|').map((word) => [word, Number(value)] as const),
  ),
);
const FIVE_LETTERS = new Map(Object.entries(FIVE_STEP_LETTERS));

/** Lower case, accents and punctuation removed, "v. low" → "very low". */
export function wordKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\bv\.\s?|\bv(?= (?:low|high)\b)/g, 'very ')
    .replace(/[^a-z/ -]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

interface Step {
  value: number;
  label: string;
  note: string;
}

/** One word (no combination) on the given scale. */
function step(key: string, scale?: RatingScale): Step | null {
  const single = key.replace(/[/ -]+$/, '').replace(/^[/ -]+/, '');
  if (scale === 'three' && THREE_STEP.has(single))
    return { value: THREE_STEP.get(single)!, label: single, note: THREE_STEP_NOTE };
  if (/^[a-z]{1,2}$/.test(single)) {
    // Letter codes only where the column or document uses letters on a known scale.
    const known = scale === 'five' ? FIVE_LETTERS.has(single) : single === 'vl' || single === 'vh';
    if (!known) return null;
    return {
      value: FIVE_LETTERS.get(single)!,
      label: single.toUpperCase(),
      note: FIVE_STEP_LETTERS_NOTE,
    };
  }
  const entry = WORDS.get(single);
  if (!entry) return null;
  const note = entry.gloss
    ? `"${single}" is "${entry.gloss}"; ${FAMILY_NOTES[entry.family]}`
    : FAMILY_NOTES[entry.family];
  return { value: entry.value, label: single, note };
}

/**
 * A written word rating on 1–5 with its note, or null. `scale` is what the column or document
 * uses ('three' spreads low / medium / high over 1, 3, 5). "Medium/High", "low to medium" and
 * "Med-High" take the step between their two words, rounded up.
 */
export function wordRating(
  written: string,
  scale?: RatingScale,
): { value: number; note: string } | null {
  const shown = written.trim().length > 40 ? `${written.trim().slice(0, 37)}…` : written.trim();
  const key = wordKey(written);
  if (!key) return null;
  const whole = step(key, scale);
  if (whole)
    return { value: whole.value, note: `"${shown}" mapped to ${whole.value} (${whole.note})` };
  const parts = key
    .split(/\s*(?:\/|\bto\b|\ba\b|\bate\b|\bou\b|\bor\b|\s-\s|-|–)\s*/)
    .filter(Boolean);
  if (parts.length !== 2) return leadingWord(written, shown, scale);
  const [a, b] = parts.map((p) => step(p, scale));
  if (!a || !b) return leadingWord(written, shown, scale);
  const value = Math.ceil((a.value + b.value) / 2);
  return {
    value,
    note: `"${shown}" read as ${value}, between ${a.label} (${a.value}) and ${b.label} (${b.value}) (${a.note})`,
  };
}

/** "High - data loss likely", "Medium: two teams affected": the word before the explanation. */
function leadingWord(
  written: string,
  shown: string,
  scale?: RatingScale,
): { value: number; note: string } | null {
  const lead = /^([^\-–—:(,.;]{2,20}?)\s*(?:\s[-–—]\s|[:(,.;])/.exec(written.trim());
  const found = lead ? step(wordKey(lead[1]!), scale) : null;
  return found
    ? { value: found.value, note: `"${shown}" mapped to ${found.value} (${found.note})` }
    : null;
}

/** True for low / medium / high words and L / M / H letters (and their combinations). */
function threeStepOnly(key: string): boolean {
  const parts = key.split(/\s*(?:\/|\bto\b|\ba\b|\bate\b|\bou\b|\bor\b|-)\s*/).filter(Boolean);
  return parts.length > 0 && parts.every((p) => THREE_STEP.has(p));
}

/**
 * The word scale a column (or a document's rating fields) uses: 'three' when every word value is
 * low / medium / high (or L / M / H) and `fiveSteps` (a "very high" step written elsewhere, such
 * as in a legend) is false; 'five' when letters VL / VH or other scale words appear; undefined
 * for no words.
 */
export function wordScale(values: readonly string[], fiveSteps = false): RatingScale | undefined {
  let three = 0;
  let other = 0;
  for (const value of values) {
    const key = wordKey(value.replace(/\(.*\)$/, ''));
    if (!key || /\d/.test(value)) continue;
    if (threeStepOnly(key)) three++;
    else if (wordRating(value, 'five')) other++;
  }
  if (other > 0) return 'five';
  if (three > 0) return fiveSteps ? 'five' : 'three';
  return undefined;
}

/**
 * A 1–5 rating as the renderer and the editor read a merge value: a number ('4', '4/5', '2.5')
 * or any rating word of the table ('High', 'almost certain', 'Medium/High', 'baixo'); null
 * otherwise.
 */
export function parseRating(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  if (!text) return null;
  const number = /^(\d+(?:\.\d+)?)(?:\s*\/\s*5)?$/.exec(text);
  if (number) {
    const n = Number(number[1]);
    return n >= 1 && n <= 5 ? n : null;
  }
  return wordRating(text)?.value ?? null;
}
