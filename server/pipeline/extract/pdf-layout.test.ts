import { describe, expect, it } from 'vitest';
import { pageLines } from './pdf-lines.js';
import { blocksOf, frag, table } from '../../test-support/pdf-fragments.js';

describe('PDF layout', () => {
  it('joins fragments of a line and wrapped lines of a paragraph', () => {
    const blocks = blocksOf([
      frag('The quick', 50, 700),
      frag('brown fox', 98, 700),
      frag('jumps over the lazy dog.', 50, 688),
      frag('A second paragraph.', 50, 660),
    ]);
    expect(blocks).toEqual([
      { type: 'paragraph', text: 'The quick brown fox jumps over the lazy dog.', page: 1 },
      { type: 'paragraph', text: 'A second paragraph.', page: 1 },
    ]);
  });

  it('finds headings by size, ranked', () => {
    const blocks = blocksOf([
      frag('Title', 50, 750, 20),
      frag('Section', 50, 720, 14),
      ...Array.from({ length: 6 }, (_, i) =>
        frag('Body text that is long enough to count as the body.', 50, 700 - i * 12),
      ),
    ]);
    expect(blocks.slice(0, 2)).toEqual([
      { type: 'heading', level: 1, text: 'Title', page: 1 },
      { type: 'heading', level: 2, text: 'Section', page: 1 },
    ]);
  });

  it('rebuilds a table from column gaps, row by row', () => {
    const rows = [
      ['Risk', 'Impact', 'Owner'],
      ['Data loss', '5', 'Developers'],
      ['Staff leave', '3', 'PM'],
    ];
    const fragments = rows.flatMap((row, r) =>
      row.map((cell, c) => frag(cell, 50 + c * 120, 700 - r * 14)),
    );
    expect(blocksOf(fragments)).toEqual([{ type: 'table', rows, page: 1 }]);
  });

  it('keeps the wrapped lines of a cell in its cell when cells are drawn one after the other', () => {
    // Word processors draw a table cell by cell: each cell's lines, then the next cell.
    const fragments = table(
      [50, 200],
      [
        [['Name'], ['Notes']],
        [['Alpha'], ['first line of a', 'long note']],
        [['Beta'], ['short']],
      ],
    );
    expect(blocksOf(fragments)).toEqual([
      {
        type: 'table',
        rows: [
          ['Name', 'Notes'],
          ['Alpha', 'first line of a long note'],
          ['Beta', 'short'],
        ],
        page: 1,
      },
    ]);
  });

  it('reads two text columns one after the other, not line by line across', () => {
    const left = Array.from({ length: 8 }, (_, i) => frag(`left ${i}`, 50, 700 - i * 12));
    const right = Array.from({ length: 8 }, (_, i) => frag(`right ${i}`, 320, 700 - i * 12));
    const text = blocksOf([...left, ...right]).map((b) => (b.type === 'paragraph' ? b.text : ''));
    expect(text).toEqual([left.map((f) => f.str).join(' '), right.map((f) => f.str).join(' ')]);
  });

  it('turns bullet and number markers into list items with depth', () => {
    const blocks = blocksOf([
      frag('•', 62, 700),
      frag('First item', 86, 700),
      frag('◦', 80, 686),
      frag('Nested item', 104, 686),
      frag('1.', 62, 672),
      frag('Numbered item', 86, 672),
    ]);
    expect(blocks).toEqual([
      { type: 'listItem', text: 'First item', ordered: false, depth: 0, page: 1 },
      { type: 'listItem', text: 'Nested item', ordered: false, depth: 1, page: 1 },
      { type: 'listItem', text: 'Numbered item', ordered: true, depth: 0, page: 1 },
    ]);
  });

  it('ignores blank fragments and drops nothing else', () => {
    expect(pageLines([frag('   ', 0, 0)])).toEqual([]);
    expect(blocksOf([frag('x', 10, 10)])).toEqual([{ type: 'paragraph', text: 'x', page: 1 }]);
  });
});
