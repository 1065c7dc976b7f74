import { WORD_BREAK } from './pdf-cells.js';

/**
 * Words broken across the lines of a narrow PDF table cell ("Authentica" / "tion"). The cell
 * joiner (`pdf-cells.ts`) marks each line break where the line filled its cell and the next one
 * goes on in lowercase (`WORD_BREAK`). A full line also ends a normal wrap now and then, so the
 * document's own vocabulary (no dictionary) decides: the pieces are joined when the document
 * uses the joined word elsewhere, or when the second piece is no word of the document, or when
 * it is a single letter after a piece that is no word either ("Agend" / "a"). Two words the
 * document uses elsewhere ("Backups" / "data") keep their space.
 */

/** The lowercase words of the document's text, leaving out the pieces around marked breaks. */
export function documentVocabulary(texts: Iterable<string>): Set<string> {
  const words = new Set<string>();
  for (const text of texts) {
    for (const token of text.split(/\s+/)) {
      if (token.includes(WORD_BREAK)) continue;
      for (const word of token.toLowerCase().match(/\p{L}+/gu) ?? []) words.add(word);
    }
  }
  return words;
}

/** Resolves the marked breaks of a cell: joined pieces, or a space. */
export function healWordBreaks(cell: string, vocabulary: ReadonlySet<string>): string {
  if (!cell.includes(WORD_BREAK)) return cell;
  return cell
    .split(/(\s+)/)
    .map((token) => (token.includes(WORD_BREAK) ? healToken(token, vocabulary) : token))
    .join('');
}

function healToken(token: string, vocabulary: ReadonlySet<string>): string {
  const pieces = token.split(WORD_BREAK);
  const whole = trailingLetters(pieces.join('')).toLowerCase();
  let text = pieces[0] ?? '';
  for (const piece of pieces.slice(1)) {
    const a = trailingLetters(text).toLowerCase();
    const b = (/^\p{L}+/u.exec(piece)?.[0] ?? '').toLowerCase();
    const known = (word: string) => word !== '' && vocabulary.has(word);
    const join = known(whole) || known(a + b) || !known(b) || (!known(a) && [...b].length === 1);
    text += join ? piece : ` ${piece}`;
  }
  return text;
}

function trailingLetters(text: string): string {
  return /\p{L}+$/u.exec(text)?.[0] ?? '';
}
