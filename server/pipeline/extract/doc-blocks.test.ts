import { describe, expect, it } from 'vitest';
import { docTextToBlocks } from './doc-blocks.js';

describe('DOC body text to blocks', () => {
  it('splits paragraphs and reads one row per line', () => {
    expect(
      docTextToBlocks('Title\nA paragraph.\nCell 1,1\tCell 1,2\t\nCell 2,1\tCell 2,2\t\nAfter.\n'),
    ).toEqual([
      { type: 'paragraph', text: 'Title' },
      { type: 'paragraph', text: 'A paragraph.' },
      {
        type: 'table',
        rows: [
          ['Cell 1,1', 'Cell 1,2'],
          ['Cell 2,1', 'Cell 2,2'],
        ],
      },
      { type: 'paragraph', text: 'After.' },
    ]);
  });

  it('splits several rows on one line where every row ends with an empty cell', () => {
    const body = 'Intro\nID\tName\tOwner\t\tR1\tSick\t\t\tR2\tQuit\tTeam\t\tNext paragraph\n';
    expect(docTextToBlocks(body)).toEqual([
      { type: 'paragraph', text: 'Intro' },
      {
        type: 'table',
        rows: [
          ['ID', 'Name', 'Owner'],
          ['R1', 'Sick', ''],
          ['R2', 'Quit', 'Team'],
        ],
      },
      { type: 'paragraph', text: 'Next paragraph' },
    ]);
  });

  it('keeps a cell of several paragraphs in one row', () => {
    expect(docTextToBlocks('Head\tWithin cell 1\nCell a\nCell b\t\t\n')).toEqual([
      { type: 'table', rows: [['Head', 'Within cell 1 Cell a Cell b', '']] },
    ]);
  });

  it('treats a lone tab in a paragraph as a space and bullets as list items', () => {
    expect(docTextToBlocks('Name:\tJohn\n• first\n')).toEqual([
      { type: 'paragraph', text: 'Name: John' },
      { type: 'listItem', text: 'first', ordered: false, depth: 0 },
    ]);
  });
});
