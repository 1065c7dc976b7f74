/**
 * The rating vocabulary, in one table: the words risk documents (and users) write for a
 * probability or an impact, and where they sit on the 1–5 scale. The analyzer (ratings in
 * documents), the renderer (a word typed into RISK_n_PROBABILITY) and the classifier's
 * '#ratingcell' feature all read it. Words come in three families, in English and in the other
 * languages the analyzer meets (Portuguese, Spanish, French, German; accents removed):
 *  - levels: very low 1, low 2, medium 3, high 4, very high 5;
 *  - likelihood: rare 1, unlikely 2, possible 3, likely 4, almost certain 5;
 *  - consequence: insignificant / negligible 1, minor 2, moderate 3, major 4, catastrophic 5.
 */

export type RatingFamily = 'level' | 'likelihood' | 'consequence';

export interface RatingWords {
  family: RatingFamily;
  value: number;
  /** The words, '|'-separated, lower case, without accents. */
  words: string;
  /** The English word, for words in another language. */
  gloss?: string;
}

/** Each family's five steps as English names them: the notes and the glosses of other languages. */
const STEP_NAMES: Readonly<Record<RatingFamily, readonly string[]>> = {
  level: ['very low', 'low', 'medium', 'high', 'very high'],
  likelihood: ['rare', 'unlikely', 'possible', 'likely', 'almost certain'],
  consequence: ['insignificant', 'minor', 'moderate', 'major', 'catastrophic'],
};

/** One language group's words for steps 1 … 5 of each family it uses ('' for a step it lacks). */
type LanguageWords = Partial<Record<RatingFamily, readonly string[]>>;

const ENGLISH: LanguageWords = {
  level: [
    'very low|extremely low|minimal|trivial|very small',
    'low|small|limited|marginal|tolerable',
    'medium|mid|med|average|moderate',
    'high|large|substantial',
    'very high|extremely high|extreme|intolerable',
  ],
  likelihood: [
    'rare|rarely|very unlikely|highly unlikely|improbable|almost impossible',
    'unlikely|remote|seldom',
    'possible|occasional|occasionally|moderately likely',
    'likely|probable|often',
    'almost certain|certain|very likely|highly likely|frequent',
  ],
  // No step-3 words of its own: 'moderate' reads as the level word (3).
  consequence: [
    'insignificant|negligible|no impact',
    'minor',
    '',
    'major|significant|serious|severe impact',
    'catastrophic|critical|severe|disastrous',
  ],
};

const PORTUGUESE_SPANISH: LanguageWords = {
  level: [
    'muito baixo|muito baixa|muy bajo|muy baja',
    'baixo|baixa|bajo|baja',
    'medio|media|moderado|moderada',
    'alto|alta',
    'muito alto|muito alta|muy alto|muy alta|altissimo|altissima',
  ],
  likelihood: [
    'raro|rara|muito improvavel|muy improbable',
    'improvavel|poco probable',
    'possivel|posible|ocasional',
    'provavel',
    'quase certo|quase certa|casi seguro|casi cierto|frequente|frecuente',
  ],
  consequence: [
    'insignificante|despreciable|desprezivel|negligenciavel',
    'menor|pequeno|pequena|leve',
    '',
    'maior|mayor|grave|serio|seria|significativo|significativa',
    'catastrofico|catastrofica|critico|critica|gravissimo|gravissima',
  ],
};

const FRENCH_GERMAN: LanguageWords = {
  level: [
    'tres faible|sehr niedrig|sehr gering',
    'faible|bas|basse|niedrig|gering',
    'moyen|moyenne|mittel',
    'eleve|elevee|fort|forte|hoch',
    'tres eleve|tres elevee|sehr hoch',
  ],
};

/** Every family's steps of one language group, in family order; other languages carry a gloss. */
function rows(language: LanguageWords, glossed: boolean): RatingWords[] {
  return (Object.keys(STEP_NAMES) as RatingFamily[]).flatMap((family) =>
    (language[family] ?? []).flatMap((words, index) => {
      if (!words) return [];
      const row: RatingWords = { family, value: index + 1, words };
      if (glossed) row.gloss = STEP_NAMES[family][index];
      return [row];
    }),
  );
}

export const RATING_WORDS: readonly RatingWords[] = [
  ...rows(ENGLISH, false),
  ...rows(PORTUGUESE_SPANISH, true),
  ...rows(FRENCH_GERMAN, true),
];

/** How each family's scale reads, for the notes that say how a word became a number. */
export const FAMILY_NOTES = Object.fromEntries(
  Object.entries(STEP_NAMES).map(([family, names]) => [
    family,
    names.map((name, index) => `${name} ${index + 1}`).join(', '),
  ]),
) as Record<RatingFamily, string>;

/**
 * The words (and letters) of a three-step low / medium / high scale, spread over 1, 3, 5: its
 * "high" is the top of the document's own scale, so a risk rated high / high scores 25 and reads
 * as High, as the document says (2/3/4 would put it at 16, "Medium").
 */
export const THREE_STEP_WORDS: Readonly<Record<1 | 3 | 5, string>> = {
  1: 'low|l|baixo|baixa|bajo|baja|faible|niedrig|gering',
  3: 'medium|med|mid|moderate|m|medio|media|moderado|moderada|moyen|moyenne|mittel',
  5: 'high|h|alto|alta|eleve|elevee|hoch',
};
export const THREE_STEP_NOTE = 'a three-step scale: low 1, medium 3, high 5';

/** Letter codes of a five-step scale. */
export const FIVE_STEP_LETTERS: Readonly<Record<string, number>> = {
  vl: 1,
  l: 2,
  m: 3,
  h: 4,
  vh: 5,
};
export const FIVE_STEP_LETTERS_NOTE = 'VL 1, L 2, M 3, H 4, VH 5';

/** What 1 … 5 mean, as the editor shows them next to its pickers. */
export const PROBABILITY_SCALE = ['Rare', 'Unlikely', 'Possible', 'Likely', 'Almost certain'];
export const IMPACT_SCALE = ['Negligible', 'Minor', 'Moderate', 'Major', 'Severe'];

/**
 * The words whose table cells the classifier counts as ratings ('#ratingcell'). The trained
 * model (classifier-model.json) was fitted with exactly these, so they stay as they are until
 * the model is retrained; every one is a word of RATING_WORDS with the same meaning (tested).
 */
export const CLASSIFIER_RATING_WORDS = [
  'very low',
  'low',
  'medium',
  'moderate',
  'high',
  'very high',
  'critical',
  'severe',
  'minor',
  'major',
  'rare',
  'unlikely',
  'possible',
  'likely',
  'almost certain',
] as const;
