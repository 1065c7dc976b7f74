import type { RawNode } from './document.js';
import { wordCount } from './text.js';

/**
 * Repairs that make a PDF's tables look like the same tables in DOCX: header cells whose letters
 * a narrow column put on lines of their own, words broken inside narrow cells, and tables that a
 * page break cut in two.
 */

/**
 * A header cell whose single capital letters a narrow PDF column put on lines of their own
 * ("I D" for "ID"). Words broken inside narrow cells are joined by the PDF extractor, which sees
 * where each line ends in its cell.
 */
export function healHeaderCell(cell: string): string {
  const parts = cell.split(' ');
  const out: string[] = [];
  for (const part of parts) {
    const previous = out[out.length - 1];
    if (previous !== undefined && /^[A-Z]$/.test(previous) && /^[A-Z]$/.test(part)) {
      out[out.length - 1] = `${previous}${part}`;
      continue;
    }
    out.push(part);
  }
  return out.join(' ');
}

/**
 * Narrow PDF table columns break words across lines ("Marketi ng", "Lead er"). A piece is joined
 * to the previous one when it cannot be a word on its own (no vowel) or when the joined word
 * occurs elsewhere in the document's tables and the pieces do not.
 */
export function healPdfCells(nodes: RawNode[]): RawNode[] {
  if (!nodes.some((n) => n.kind === 'table' && (n.rows![0]?.length ?? 0) >= 5)) return nodes;
  const vocabulary = new Set<string>();
  for (const n of nodes) {
    if (n.kind !== 'table') continue;
    for (const word of n
      .rows!.flat()
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []) {
      vocabulary.add(word);
    }
  }
  const heal = (cell: string) =>
    cell.replace(/(\p{L}{2,}) (\p{Ll}{1,6})(?=$|[\s.,;:)])/gu, (whole, a: string, b: string) => {
      const joined = `${a}${b}`.toLowerCase();
      const noVowel = /^[bcdfghjklmnpqrstvwxz]{1,3}$/.test(b);
      const known =
        vocabulary.has(joined) && !vocabulary.has(b) && !['a', 'i', 'an', 'or', 'of'].includes(b);
      return noVowel || known ? `${a}${b}` : whole;
    });
  // Only tables with many (so narrow) columns break words.
  return nodes.map((n) =>
    n.kind === 'table' && (n.rows![0]?.length ?? 0) >= 5
      ? { ...n, rows: n.rows!.map((row, i) => (i === 0 ? row : row.map(heal))) }
      : n,
  );
}

/**
 * A PDF table cut by a page break continues as the next block, with the same columns (possibly
 * after a stray fragment of a header cell). A first row with only one or two filled cells
 * finishes the last row of the previous part.
 */
export function joinSplitTables(nodes: RawNode[]): RawNode[] {
  const out: RawNode[] = [];
  for (const node of nodes) {
    let previous = out[out.length - 1];
    if (
      node.kind === 'table' &&
      previous?.kind === 'paragraph' &&
      wordCount(previous.text) <= 3 &&
      out[out.length - 2]?.kind === 'table' &&
      sameRow(out[out.length - 2]!.rows![0]!, node.rows![0]!)
    ) {
      out.pop();
      previous = out[out.length - 1];
    }
    if (
      node.kind === 'table' &&
      previous?.kind === 'table' &&
      previous.rows![0]!.length === node.rows![0]!.length &&
      (node.page !== previous.page || sameRow(node.rows![0]!, previous.rows![0]!))
    ) {
      const rows = sameRow(node.rows![0]!, previous.rows![0]!) ? node.rows!.slice(1) : node.rows!;
      const merged = [...previous.rows!];
      const first = rows[0];
      const last = merged[merged.length - 1]!;
      if (
        first &&
        merged.length > 1 &&
        first.length >= 3 &&
        first.filter(Boolean).length <= Math.min(2, (first.length - 1) / 2)
      ) {
        merged[merged.length - 1] = last.map((cell, i) =>
          first[i] ? `${cell} ${first[i]}`.trim() : cell,
        );
        rows.shift();
      }
      merged.push(...rows);
      out[out.length - 1] = {
        ...previous,
        rows: merged,
        text: merged.map((r) => r.join(' | ')).join('\n'),
      };
      continue;
    }
    out.push(node);
  }
  return out;
}

function sameRow(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell.toLowerCase() === b[i]!.toLowerCase());
}
