import type { FontSpec } from './text-metrics.js';
import { measureText } from './text-metrics.js';

/** Splitting a value into lines that fit a width, and cutting it with an ellipsis when it does not fit. */

export const ELLIPSIS = '…';

export interface WrapOptions {
  font: FontSpec;
  /** Maximum line width in the font's units; without it the text stays on one line. */
  width?: number | null;
  maxLines?: number | null;
  maxChars?: number | null;
}

export interface WrapResult {
  lines: string[];
  /** Something was cut (by maxChars or because there were more lines than maxLines). */
  truncated: boolean;
  /** The text needed more than maxLines lines (or one line wider than width). */
  overflow: boolean;
}

const LONE_SEPARATOR = /^[·•]$/u;
const SOFT_BREAK = /[/\-_]/u;
const DANGLING_SEPARATOR = /\s*[·•]$/u;
const TRAILING_JOINERS = /[\s,.;:·•\-–—/]+$/u;

function codePoints(text: string): string[] {
  return Array.from(text);
}

/** The longest start of `line` that fits `width` with an ellipsis, preferring a word boundary. */
export function ellipsize(line: string, width: number, font: FontSpec): string {
  const chars = codePoints(line);
  let length = chars.length;
  while (length > 0 && measureText(chars.slice(0, length).join('') + ELLIPSIS, font) > width)
    length--;
  let cut = chars.slice(0, length).join('');
  const wordEnd = cut.lastIndexOf(' ');
  if (length < chars.length && wordEnd >= cut.length * 0.6) cut = cut.slice(0, wordEnd);
  return cut.replace(TRAILING_JOINERS, '') + ELLIPSIS;
}

/** Words, with a lone list separator kept at the end of the word before it (so no line starts with it). */
function tokens(text: string): string[] {
  const out: string[] = [];
  for (const word of text.split(' ')) {
    if (LONE_SEPARATOR.test(word) && out.length > 0) out[out.length - 1] += ` ${word}`;
    else out.push(word);
  }
  return out;
}

/** Splits a word that is wider than a line into pieces that fit, preferring breaks after / - _ . */
function breakLongWord(word: string, fits: (line: string) => boolean): string[] {
  const pieces: string[] = [];
  let rest = codePoints(word);
  while (rest.length > 0) {
    let length = 1;
    while (length < rest.length && fits(rest.slice(0, length + 1).join(''))) length++;
    if (length < rest.length) {
      const soft = rest.slice(0, length).findLastIndex((char) => SOFT_BREAK.test(char));
      if (soft >= length / 3) length = soft + 1;
    }
    pieces.push(rest.slice(0, length).join(''));
    rest = rest.slice(length);
  }
  return pieces;
}

export function wrapText(text: string, options: WrapOptions): WrapResult {
  const { font } = options;
  let source = text.replace(/\s+/g, ' ').trim();
  let truncated = false;
  const maxChars = options.maxChars && options.maxChars > 0 ? Math.floor(options.maxChars) : null;
  if (maxChars !== null && codePoints(source).length > maxChars) {
    source =
      codePoints(source)
        .slice(0, Math.max(0, maxChars - 1))
        .join('')
        .replace(TRAILING_JOINERS, '') + ELLIPSIS;
    truncated = true;
  }
  const width = options.width && options.width > 0 ? options.width : null;
  if (width === null || source === '') return { lines: [source], truncated, overflow: false };

  const maxLines = Math.max(1, Math.floor(options.maxLines ?? 1));
  const fits = (line: string) => measureText(line, font) <= width;
  const lines: string[] = [];
  let current = '';
  for (const word of tokens(source)) {
    if (lines.length > maxLines) break;
    const candidate = current ? `${current} ${word}` : word;
    if (fits(candidate)) {
      current = candidate;
      continue;
    }
    if (current) lines.push(current);
    current = '';
    if (fits(word)) {
      current = word;
      continue;
    }
    // A word wider than the line (a URL, a price per unit) is broken after / - _ where possible, else between characters.
    for (const piece of breakLongWord(word, fits)) {
      if (current) lines.push(current);
      current = piece;
    }
  }
  if (current) lines.push(current);
  // A list separator never ends a line: the break already separates the items.
  for (let i = 0; i < lines.length - 1; i++)
    lines[i] = (lines[i] as string).replace(DANGLING_SEPARATOR, '');

  if (lines.length <= maxLines) return { lines, truncated, overflow: false };
  const kept = lines.slice(0, maxLines);
  kept[maxLines - 1] = ellipsize(`${kept[maxLines - 1]} ${lines[maxLines]}`, width, font);
  return { lines: kept, truncated: true, overflow: true };
}
