import { cleanText } from './blocks.js';
import type { Block } from './types.js';

/**
 * Turns word-extractor's text of a .doc body into blocks. Word marks both a cell's end
 * and a row's end with the same character, which word-extractor turns into a tab, so:
 * lines holding tabs are table rows; a line ending without a tab, followed within a few
 * lines by one ending in a tab, is a cell with several paragraphs; and a line holding
 * several rows (row ends as an extra empty cell) is split where the layout is regular;
 * text after such rows' last empty cell is the next paragraph.
 */

const LOOKAHEAD_LINES = 20;
const BULLET = /^[•◦▪▫‣⁃●○■□➢►▸✓✔◆◇∙·]\s*/u;

export function docTextToBlocks(body: string): Block[] {
  const lines = body.replace(/\r\n?/g, '\n').split('\n');
  const blocks: Block[] = [];
  let table: string[][] | undefined;
  for (let i = 0; i < lines.length; i++) {
    let line = lines[i] as string;
    const lastRowEnd = line.lastIndexOf('\t\t');
    if (lastRowEnd >= 0 && !line.endsWith('\t')) {
      // Rows ended by an empty cell, then the next paragraph with no line break between.
      lines.splice(i + 1, 0, line.slice(lastRowEnd + 2));
      line = line.slice(0, lastRowEnd + 2);
    } else if (line.includes('\t') && !line.endsWith('\t')) {
      const close = findRowEnd(lines, i);
      if (close !== null) {
        line = lines.slice(i, close + 1).join(' ');
        i = close;
      }
    }
    if (line.endsWith('\t')) {
      table ??= [];
      table.push(...splitRows(line));
      continue;
    }
    if (table) {
      pushTable(blocks, table);
      table = undefined;
    }
    const text = cleanText(line);
    if (text === '') continue;
    if (BULLET.test(text))
      blocks.push({ type: 'listItem', text: text.replace(BULLET, ''), ordered: false, depth: 0 });
    else blocks.push({ type: 'paragraph', text });
  }
  if (table) pushTable(blocks, table);
  return blocks;
}

function findRowEnd(lines: string[], start: number): number | null {
  for (let j = start + 1; j < lines.length && j <= start + LOOKAHEAD_LINES; j++) {
    if ((lines[j] as string).endsWith('\t')) return j;
  }
  return null;
}

/** One line ending in a tab: one row, or several when every (N+1)th cell is an empty row end. */
function splitRows(line: string): string[][] {
  const cells = line.split('\t').slice(0, -1).map(cleanText);
  for (let width = 2; width < cells.length; width++) {
    const step = width + 1;
    if (cells.length % step !== 0 || cells.length / step < 2) continue;
    let regular = true;
    for (let k = width; k < cells.length && regular; k += step) regular = cells[k] === '';
    if (!regular) continue;
    const rows: string[][] = [];
    for (let k = 0; k < cells.length; k += step) rows.push(cells.slice(k, k + width));
    return rows;
  }
  return [cells];
}

function pushTable(blocks: Block[], rows: string[][]): void {
  const kept = rows.filter((row) => row.some((cell) => cell !== ''));
  if (kept.length === 0) return;
  if (kept.length === 1 && (kept[0] as string[]).filter((c) => c !== '').length === 1) {
    blocks.push({ type: 'paragraph', text: (kept[0] as string[]).join(' ').trim() });
    return;
  }
  blocks.push({ type: 'table', rows: kept });
}
