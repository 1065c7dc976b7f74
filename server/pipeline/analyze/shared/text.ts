/**
 * Text helpers shared by the classifier and the extractors: cleaning what the extraction layer
 * hands over (emoji shortcodes, markdown remnants, odd spacing), tokenizing, and cutting list
 * items such as "Title: a long explanation" down to their title.
 */

/** Emoji shortcodes that carry a meaning in comparison tables; other shortcodes are dropped. */
const SHORTCODES: Record<string, string> = {
  white_check_mark: '✓',
  heavy_check_mark: '✓',
  ballot_box_with_check: '✓',
  check: '✓',
  x: '✗',
  heavy_multiplication_x: '✗',
  negative_squared_cross_mark: '✗',
  no_entry: '✗',
  no_entry_sign: '✗',
  warning: '⚠',
  question: '?',
  grey_question: '?',
};

/** `:white_check_mark:`, and the PDF's `:white_check_mar k:` (a line break inside the code). */
const SHORTCODE = /(?<=^|[\s(|:]):([a-z][a-z0-9_]*(?: [a-z0-9_]+)?|[+-]1):(?=$|[\s.,;:)|])/g;

/** Pictographs (📌 🐣 🚧 …), variation selectors and joiners; the check and cross marks are kept. */
const PICTOGRAPH = /[\u{1F000}-\u{1FAFF}\u{2B50}\u{2B55}\u{231A}-\u{23FF}]|\u{FE0F}|\u{200D}/gu;

/** Anything cleanText does more with than collapsing whitespace; most text has none of it. */
const NEEDS_CLEANING =
  /[:*_`\u00A0\u2007\u202F\t\u2705\u274C\u274E\u{2B50}\u{2B55}\u{231A}-\u{23FF}\u{1F000}-\u{1FAFF}]|\u{FE0F}|\u{200D}/u;

/** Cleans one block's text: shortcodes, pictographs, markdown emphasis, whitespace. */
export function cleanText(text: string): string {
  if (!NEEDS_CLEANING.test(text)) return text.replace(/\s+/g, ' ').trim();
  return text
    .replace(SHORTCODE, (whole, code: string) => {
      const key = code.replace(/\s+/g, '');
      if (key in SHORTCODES) return SHORTCODES[key]!;
      // An unknown code with a space inside is probably ordinary text: keep it.
      return /\s/.test(code) ? whole : '';
    })
    .replace(PICTOGRAPH, '')
    .replace(/\u2705/g, '✓')
    .replace(/\u274C|\u274E/g, '✗')
    .replace(/\*\*|__|`/g, '')
    .replace(/[\u00A0\u2007\u202F\t]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export const STOPWORDS = new Set(
  `a about above after again against all also am an and any are as at be because been before being
  below between both but by can could did do does doing down during each few for from further had
  has have having he her here hers herself him himself his how i if in into is it its itself just
  me more most my myself no nor not now of off on once only or other our ours ourselves out over own
  same she should so some such than that the their theirs them themselves then there these they
  this those through to too under until up very was we were what when where which while who whom
  why will with would you your yours yourself yourselves us may might must shall etc via per
  eg ie let lets get gets got one two three also well much many will'd`.split(/\s+/),
);

/** Light stemming: enough to fold plurals and common verb endings together. */
export function stem(word: string): string {
  if (word.length <= 3 || !word.endsWith('s')) return word;
  if (word.endsWith('ies') && word.length > 4) return word.slice(0, -3) + 'y';
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('sses')) return word.slice(0, -2);
  return word.slice(0, -1);
}

const WORD = /[\p{L}\p{N}][\p{L}\p{N}'’.-]*/gu;
/** Characters a token may end with that are trimmed; checked first, as most tokens end in a letter. */
const TRAILING = /['’.-]+$/;
const DIGITS = /^\d+$/;

/** Lower-cased word tokens (letters or digits, any script), stop words dropped, lightly stemmed. */
export function tokenize(text: string): string[] {
  const out: string[] = [];
  for (const raw of text.toLowerCase().match(WORD) ?? []) {
    let word = raw;
    const last = word.charCodeAt(word.length - 1);
    // ' ’ . - : the only characters TRAILING removes.
    if (last === 39 || last === 0x2019 || last === 46 || last === 45)
      word = word.replace(TRAILING, '');
    if (word.endsWith('s') && (word.endsWith("'s") || word.endsWith('’s')))
      word = word.slice(0, -2);
    if (word.length < 2 || STOPWORDS.has(word)) continue;
    if (DIGITS.test(word)) continue;
    out.push(stem(word));
  }
  return out;
}

export function wordCount(text: string): number {
  return text.split(/\s+/).filter(Boolean).length;
}

/** Cuts a text at a word boundary so that it fits `max` characters. */
export function truncate(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max - 1);
  const space = cut.lastIndexOf(' ');
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:–—-]+$/, '')}…`;
}

/** Brackets around a whole value ("[Mitigate]") are noise. */
export function stripBrackets(text: string): string {
  const trimmed = text.trim();
  const match = /^\[(.*)\]$/.exec(trimmed);
  return match ? match[1]!.trim() : trimmed;
}

const LABEL_SEPARATORS = [' → ', ' -> ', ' – ', ' — ', ' - '];

/**
 * The short form of a list item: "Reduce wait times: by automating …" → "Reduce wait times".
 * Splits at the first ': ' or spaced dash when the part before it is a phrase of at most
 * `maxWords` words and something substantial follows; otherwise keeps the whole (cleaned) item.
 */
export function itemTitle(text: string, maxWords = 14): string {
  let value = stripBrackets(cleanText(text));
  const colon = value.indexOf(': ');
  if (colon > 0) {
    const head = value.slice(0, colon).trim();
    const rest = value.slice(colon + 2).trim();
    if (wordCount(head) <= maxWords && wordCount(rest) >= 3 && !/\d$/.test(head)) value = head;
  }
  for (const separator of LABEL_SEPARATORS) {
    const at = value.indexOf(separator);
    if (at > 0) {
      const head = value.slice(0, at).trim();
      const rest = value.slice(at + separator.length).trim();
      if (wordCount(head) >= 2 && wordCount(head) <= maxWords && wordCount(rest) >= 2) {
        value = head;
        break;
      }
    }
  }
  return value.replace(/[\s.;,:]+$/, '').trim();
}

/** The first sentence of a text (up to `max` characters). */
export function firstSentence(text: string, max = 200): string {
  const match = /^(.{20,}?[.!?])(?:\s+[A-Z"“(]|$)/.exec(text);
  return truncate((match ? match[1]! : text).trim(), max);
}

/** Splits text into sentences (simple rules; good enough for evidence and cue detection). */
export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+(?=[A-Z"“(\d])/)
    .map((s) => s.trim())
    .filter(Boolean);
}

/** Normalised comparison key: lower case, letters and digits only. */
export function normKey(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}
