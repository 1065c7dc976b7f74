/**
 * Ratings written as words → 1–5. Risk documents rate on word scales from a few families, in
 * English and in the other languages the analyzer meets (Portuguese, Spanish, French, German):
 *  - levels: very low 1, low 2, medium 3, high 4, very high 5;
 *  - likelihood: rare 1, unlikely 2, possible 3, likely 4, almost certain 5;
 *  - consequence: insignificant / negligible 1, minor 2, moderate 3, major 4, catastrophic 5.
 * A three-step scale (low / medium / high, or L / M / H, with no "very" step anywhere in the
 * column or document) is spread over the whole 1–5 range: low 1, medium 3, high 5. Its "high" is
 * the top of the document's own scale, so it belongs in the top row of the 5 × 5 matrix, and a
 * risk rated high / high then scores 25 and reads as High, as the document says (2/3/4 would put
 * it at 16, "Medium"). In-between ratings ("Medium/High") take the step between: 4.
 * Every conversion carries a note saying how the word became a number.
 */
import type { RatingScale } from './ratings.js';

type Family = 'level' | 'likelihood' | 'consequence';

interface Entry {
  value: number;
  family: Family;
  /** The English word, for words in another language. */
  gloss?: string;
}

const FAMILY_NOTE: Record<Family, string> = {
  level: 'very low 1, low 2, medium 3, high 4, very high 5',
  likelihood: 'rare 1, unlikely 2, possible 3, likely 4, almost certain 5',
  consequence: 'insignificant 1, minor 2, moderate 3, major 4, catastrophic 5',
};
const THREE_NOTE = 'a three-step scale: low 1, medium 3, high 5';

const WORDS = new Map<string, Entry>();
function add(family: Family, value: number, words: string, gloss?: string): void {
  for (const word of words.split('|')) WORDS.set(word, { value, family, gloss });
}
// English
add('level', 1, 'very low|extremely low|minimal|trivial|very small');
add('level', 2, 'low|small|limited|marginal|tolerable');
add('level', 3, 'medium|mid|med|average|moderate');
add('level', 4, 'high|large|substantial');
add('level', 5, 'very high|extremely high|extreme|intolerable');
add('likelihood', 1, 'rare|rarely|very unlikely|highly unlikely|improbable|almost impossible');
add('likelihood', 2, 'unlikely|remote|seldom');
add('likelihood', 3, 'possible|occasional|occasionally|moderately likely');
add('likelihood', 4, 'likely|probable|often');
add('likelihood', 5, 'almost certain|certain|very likely|highly likely|frequent');
add('consequence', 1, 'insignificant|negligible|no impact');
add('consequence', 2, 'minor');
add('consequence', 4, 'major|significant|serious|severe impact');
add('consequence', 5, 'catastrophic|critical|severe|disastrous');
// Portuguese / Spanish (accents removed before lookup)
add('level', 1, 'muito baixo|muito baixa|muy bajo|muy baja', 'very low');
add('level', 2, 'baixo|baixa|bajo|baja', 'low');
add('level', 3, 'medio|media|moderado|moderada', 'medium');
add('level', 4, 'alto|alta', 'high');
add('level', 5, 'muito alto|muito alta|muy alto|muy alta|altissimo|altissima', 'very high');
add('likelihood', 1, 'raro|rara|muito improvavel|muy improbable', 'rare');
add('likelihood', 2, 'improvavel|poco probable', 'unlikely');
add('likelihood', 3, 'possivel|posible|ocasional', 'possible');
add('likelihood', 4, 'provavel', 'likely');
add(
  'likelihood',
  5,
  'quase certo|quase certa|casi seguro|casi cierto|frequente|frecuente',
  'almost certain',
);
add('consequence', 1, 'insignificante|despreciable|desprezivel|negligenciavel', 'insignificant');
add('consequence', 2, 'menor|pequeno|pequena|leve', 'minor');
add('consequence', 4, 'maior|mayor|grave|serio|seria|significativo|significativa', 'major');
add(
  'consequence',
  5,
  'catastrofico|catastrofica|critico|critica|gravissimo|gravissima',
  'catastrophic',
);
// French / German
add('level', 1, 'tres faible|sehr niedrig|sehr gering', 'very low');
add('level', 2, 'faible|bas|basse|niedrig|gering', 'low');
add('level', 3, 'moyen|moyenne|mittel', 'medium');
add('level', 4, 'eleve|elevee|fort|forte|hoch', 'high');
add('level', 5, 'tres eleve|tres elevee|sehr hoch', 'very high');

/** The words (and letters) of a three-step low / medium / high scale. */
const THREE_STEP = new Map<string, number>([
  ['low', 1],
  ['l', 1],
  ['baixo', 1],
  ['baixa', 1],
  ['bajo', 1],
  ['baja', 1],
  ['faible', 1],
  ['niedrig', 1],
  ['gering', 1],
  ['medium', 3],
  ['med', 3],
  ['mid', 3],
  ['moderate', 3],
  ['m', 3],
  ['medio', 3],
  ['media', 3],
  ['moderado', 3],
  ['moderada', 3],
  ['moyen', 3],
  ['moyenne', 3],
  ['mittel', 3],
  ['high', 5],
  ['h', 5],
  ['alto', 5],
  ['alta', 5],
  ['eleve', 5],
  ['elevee', 5],
  ['hoch', 5],
]);
/** Letter codes of a five-step scale: VL, L, M, H, VH. */
const FIVE_LETTERS = new Map<string, number>([
  ['vl', 1],
  ['l', 2],
  ['m', 3],
  ['h', 4],
  ['vh', 5],
]);

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
    return { value: THREE_STEP.get(single)!, label: single, note: THREE_NOTE };
  if (/^[a-z]{1,2}$/.test(single)) {
    // Letter codes only where the column or document uses letters on a known scale.
    if (scale === 'five' && FIVE_LETTERS.has(single))
      return {
        value: FIVE_LETTERS.get(single)!,
        label: single.toUpperCase(),
        note: 'VL 1, L 2, M 3, H 4, VH 5',
      };
    if (single !== 'vl' && single !== 'vh') return null;
    return {
      value: FIVE_LETTERS.get(single)!,
      label: single.toUpperCase(),
      note: 'VL 1, L 2, M 3, H 4, VH 5',
    };
  }
  const entry = WORDS.get(single);
  if (!entry) return null;
  const note = entry.gloss
    ? `"${single}" is "${entry.gloss}"; ${FAMILY_NOTE[entry.family]}`
    : FAMILY_NOTE[entry.family];
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
