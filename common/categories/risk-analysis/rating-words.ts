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

export const RATING_WORDS: readonly RatingWords[] = [
  // English
  { family: 'level', value: 1, words: 'very low|extremely low|minimal|trivial|very small' },
  { family: 'level', value: 2, words: 'low|small|limited|marginal|tolerable' },
  { family: 'level', value: 3, words: 'medium|mid|med|average|moderate' },
  { family: 'level', value: 4, words: 'high|large|substantial' },
  { family: 'level', value: 5, words: 'very high|extremely high|extreme|intolerable' },
  {
    family: 'likelihood',
    value: 1,
    words: 'rare|rarely|very unlikely|highly unlikely|improbable|almost impossible',
  },
  { family: 'likelihood', value: 2, words: 'unlikely|remote|seldom' },
  { family: 'likelihood', value: 3, words: 'possible|occasional|occasionally|moderately likely' },
  { family: 'likelihood', value: 4, words: 'likely|probable|often' },
  {
    family: 'likelihood',
    value: 5,
    words: 'almost certain|certain|very likely|highly likely|frequent',
  },
  { family: 'consequence', value: 1, words: 'insignificant|negligible|no impact' },
  { family: 'consequence', value: 2, words: 'minor' },
  { family: 'consequence', value: 4, words: 'major|significant|serious|severe impact' },
  { family: 'consequence', value: 5, words: 'catastrophic|critical|severe|disastrous' },
  // Portuguese / Spanish
  {
    family: 'level',
    value: 1,
    words: 'muito baixo|muito baixa|muy bajo|muy baja',
    gloss: 'very low',
  },
  { family: 'level', value: 2, words: 'baixo|baixa|bajo|baja', gloss: 'low' },
  { family: 'level', value: 3, words: 'medio|media|moderado|moderada', gloss: 'medium' },
  { family: 'level', value: 4, words: 'alto|alta', gloss: 'high' },
  {
    family: 'level',
    value: 5,
    words: 'muito alto|muito alta|muy alto|muy alta|altissimo|altissima',
    gloss: 'very high',
  },
  {
    family: 'likelihood',
    value: 1,
    words: 'raro|rara|muito improvavel|muy improbable',
    gloss: 'rare',
  },
  { family: 'likelihood', value: 2, words: 'improvavel|poco probable', gloss: 'unlikely' },
  { family: 'likelihood', value: 3, words: 'possivel|posible|ocasional', gloss: 'possible' },
  { family: 'likelihood', value: 4, words: 'provavel', gloss: 'likely' },
  {
    family: 'likelihood',
    value: 5,
    words: 'quase certo|quase certa|casi seguro|casi cierto|frequente|frecuente',
    gloss: 'almost certain',
  },
  {
    family: 'consequence',
    value: 1,
    words: 'insignificante|despreciable|desprezivel|negligenciavel',
    gloss: 'insignificant',
  },
  { family: 'consequence', value: 2, words: 'menor|pequeno|pequena|leve', gloss: 'minor' },
  {
    family: 'consequence',
    value: 4,
    words: 'maior|mayor|grave|serio|seria|significativo|significativa',
    gloss: 'major',
  },
  {
    family: 'consequence',
    value: 5,
    words: 'catastrofico|catastrofica|critico|critica|gravissimo|gravissima',
    gloss: 'catastrophic',
  },
  // French / German
  {
    family: 'level',
    value: 1,
    words: 'tres faible|sehr niedrig|sehr gering',
    gloss: 'very low',
  },
  { family: 'level', value: 2, words: 'faible|bas|basse|niedrig|gering', gloss: 'low' },
  { family: 'level', value: 3, words: 'moyen|moyenne|mittel', gloss: 'medium' },
  { family: 'level', value: 4, words: 'eleve|elevee|fort|forte|hoch', gloss: 'high' },
  { family: 'level', value: 5, words: 'tres eleve|tres elevee|sehr hoch', gloss: 'very high' },
];

/** How each family's scale reads, for the notes that say how a word became a number. */
export const FAMILY_NOTES: Record<RatingFamily, string> = {
  level: 'very low 1, low 2, medium 3, high 4, very high 5',
  likelihood: 'rare 1, unlikely 2, possible 3, likely 4, almost certain 5',
  consequence: 'insignificant 1, minor 2, moderate 3, major 4, catastrophic 5',
};

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
