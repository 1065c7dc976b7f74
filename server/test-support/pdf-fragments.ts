import { linesToBlocks } from '../pipeline/extract/pdf-blocks.js';
import { pageLines, type Fragment } from '../pipeline/extract/pdf-lines.js';

/** A text fragment as pdf.js gives it, at (x, y) in a font of `size` units, half a size wide per character. */
export function frag(str: string, x: number, y: number, size = 10, font = 'body'): Fragment {
  return { str, x, y, width: str.length * size * 0.5, size, font };
}

/**
 * A table drawn as word processors draw it: cell by cell, each cell's lines top to bottom
 * (11 units apart), rows 18 units apart. `cells[row][column]` lists the lines of a cell.
 */
export function table(columns: number[], cells: string[][][], top = 700): Fragment[] {
  const out: Fragment[] = [];
  let y = top;
  for (const row of cells) {
    row.forEach((lines, c) =>
      lines.forEach((line, k) => out.push(frag(line, columns[c] as number, y - k * 11))),
    );
    y -= 11 * (Math.max(...row.map((lines) => lines.length)) - 1) + 18;
  }
  return out;
}

/** The blocks the PDF extractor makes of one page holding these fragments. */
export function blocksOf(fragments: Fragment[]) {
  return linesToBlocks([{ page: 1, flows: pageLines(fragments) }]);
}
