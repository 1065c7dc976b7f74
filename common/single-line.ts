/**
 * Characters that have no place in a name or any other single line a person types: C0 and C1
 * controls (CR, LF and TAB among them), the Unicode line and paragraph separators, lone
 * surrogates, and the invisible format characters — bidi controls (U+202A–202E, U+2066–2069,
 * U+200E/200F, U+061C), zero-width spaces, the soft hyphen, the byte-order mark, tag characters.
 * They can split an e-mail's text into lines we never wrote, or make a file name read backwards.
 * The zero-width joiner and non-joiner stay allowed: Persian and Indic names and emoji need them.
 */
const UNSAFE = '[\\p{Cc}\\p{Cs}\\p{Zl}\\p{Zp}]|(?![\\u200C\\u200D])\\p{Cf}';
const UNSAFE_CHARACTER = new RegExp(UNSAFE, 'u');
/** The breaking ones (controls, separators) become a space; the invisible ones disappear. */
const BREAKING_CHARACTERS = /[\p{Cc}\p{Zl}\p{Zp}]/gu;
const UNSAFE_CHARACTERS = new RegExp(UNSAFE, 'gu');
const WHITESPACE_RUN = /\s{2,}/g;

export function hasUnsafeCharacters(text: string): boolean {
  return UNSAFE_CHARACTER.test(text);
}

/** Runs of white space become one space, so a name cannot be padded into looking like two. */
export function collapseWhitespace(text: string): string {
  return text.replace(WHITESPACE_RUN, ' ');
}

/**
 * Makes text from outside our forms (an uploaded file's name, a name stored before names were
 * checked) safe to show or to put into an e-mail: one line, nothing invisible, NFC, trimmed.
 */
export function toSingleLine(text: string): string {
  const visible = text.replace(BREAKING_CHARACTERS, ' ').replace(UNSAFE_CHARACTERS, '');
  return collapseWhitespace(visible.normalize('NFC')).trim();
}
