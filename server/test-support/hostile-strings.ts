/**
 * Strings an attacker types into forms, for the hostile-input suites (server/features/hostile-*,
 * e2e/hostile-*). Each is at most 100 characters, so it fits every name field.
 */

/** SQL metacharacters: quotes, terminators, comments, backslash escapes, LIKE wildcards, dollar quotes. */
export const SQL_METACHARACTERS = [
  `' OR '1'='1' --`,
  `"; DROP TABLE users; --`,
  `Robert'); DROP TABLE organizations;--`,
  `\\'; SELECT pg_sleep(10); --`,
  `100% _wild_ LIKE '%' ESCAPE '\\'`,
  `/* x */ UNION SELECT password_hash FROM users --`,
  `$$; $tag$ E'\\x27' $tag$ ::text`,
] as const;

/** A NUL byte, which PostgreSQL's text type cannot hold at all. */
export const WITH_NUL = 'before\u0000after';

/** Unicode a name may well hold: combining marks, ZWJ emoji sequences, astral letters, RTL script. */
export const ODD_BUT_FINE = [
  'Zoë Ångström', // precomposed
  'Ze\u0301phyr', // e + combining acute: stored NFC ('Zéphyr')
  'Z\u0335\u0321\u0327a\u0336\u0322l\u0337\u0328g\u0338o\u0334', // "Zalgo": stacked combining marks
  '👩‍👩‍👧 Family 🏳️‍🌈', // ZWJ sequences
  '𝔘𝔫𝔦𝔠𝔬𝔡𝔢 𝒮𝒸𝓇𝒾𝓅𝓉', // astral (surrogate pairs in UTF-16)
  'شركة الأمل', // right-to-left script, no bidi controls
] as const;

/** Characters refused in any single-line field: each answers 400 with a field error. */
export const REFUSED_IN_NAMES = {
  'a NUL byte': WITH_NUL,
  'a line feed': 'two\nlines',
  'a zero-width space': 'zero\u200Bwidth',
  'U+202E (right-to-left override)': 'abc\u202Efdp.exe',
  'a lone surrogate': 'lone \uD800 half',
  'an escape sequence': 'ansi \u001b[31mred',
} as const;

/** Every string that must be stored and read back verbatim (NFC-normalized). */
export const HOSTILE_TEXTS: readonly string[] = [...SQL_METACHARACTERS, ...ODD_BUT_FINE];

let emails = 0;
/** A fresh address each call, with a local part of the caller's choice (quotes allowed). */
export function uniqueEmail(local = 'user'): string {
  emails += 1;
  return `${local}.${Date.now()}.${emails}@example.com`;
}
