import type { Block } from '../../extract/types.js';

/**
 * A small Markdown reader that produces extraction blocks: headings (#), list items (-, *, 1.),
 * pipe tables and paragraphs (one per line). It exists for the classifier's training texts and for tests, which
 * are easier to write as Markdown than as block literals; uploaded documents never go through it.
 */
export function markdownToBlocks(markdown: string): Block[] {
  const blocks: Block[] = [];
  const lines = markdown.replace(/\r\n?/g, '\n').split('\n');
  let paragraph: string[] = [];
  let table: string[][] = [];

  const flushParagraph = () => {
    if (paragraph.length > 0) blocks.push({ type: 'paragraph', text: paragraph.join(' ') });
    paragraph = [];
  };
  const flushTable = () => {
    if (table.length > 0) blocks.push({ type: 'table', rows: table });
    table = [];
  };

  for (const rawLine of lines) {
    const line = rawLine.trimEnd();
    const trimmed = line.trim();
    if (/^\|.*\|$/.test(trimmed)) {
      flushParagraph();
      const cells = trimmed
        .slice(1, -1)
        .split('|')
        .map((cell) => cell.trim());
      if (cells.every((cell) => /^:?-{2,}:?$/.test(cell))) continue;
      table.push(cells);
      continue;
    }
    flushTable();
    if (trimmed === '') {
      flushParagraph();
      continue;
    }
    const heading = /^(#{1,6})\s+(.*)$/.exec(trimmed);
    if (heading) {
      flushParagraph();
      blocks.push({ type: 'heading', level: heading[1]!.length, text: heading[2]!.trim() });
      continue;
    }
    const item = /^(\s*)([-*+]|\d+[.)])\s+(.*)$/.exec(line);
    if (item) {
      flushParagraph();
      blocks.push({
        type: 'listItem',
        text: item[3]!.trim(),
        ordered: /\d/.test(item[2]!),
        depth: Math.floor(item[1]!.replace(/\t/g, '  ').length / 2),
      });
      continue;
    }
    // Each line is a paragraph of its own, as in a word processor (no soft wrapping here).
    flushParagraph();
    paragraph.push(trimmed);
  }
  flushParagraph();
  flushTable();
  return blocks;
}
