import { describe, expect, it } from 'vitest';
import { flatBlocks, tableAcrossPages } from '../test-support/helpers.js';
import { locate, prepareDocument } from './document.js';
import { markdownToBlocks } from './markdown-blocks.js';
import { cleanText, itemTitle } from './text.js';

describe('prepareDocument', () => {
  it('infers headings and list items for a document without any (a DOC file)', () => {
    const doc = prepareDocument(
      flatBlocks(`# Expansion plan

## Phase 1: Pilot
- Open one shop in Leeds
- Hire four staff

## Phase 2: Rollout
Three more shops will open in the north once the pilot has run for six months and sales meet the target.`),
    );
    expect(doc.headings.map((h) => [h.text, h.level])).toEqual([
      ['Expansion plan', 1],
      ['Phase 1: Pilot', 2],
      ['Phase 2: Rollout', 2],
    ]);
    expect(doc.nodes.filter((n) => n.kind === 'item').map((n) => n.text)).toEqual([
      'Open one shop in Leeds',
      'Hire four staff',
    ]);
  });

  it('turns repeated short headings into field labels', () => {
    const doc = prepareDocument(
      markdownToBlocks(`## Threat A
### Impact
Data loss.
## Threat B
### Impact
Downtime.`),
    );
    expect(doc.headings.map((h) => h.text)).toEqual(['Threat A', 'Threat B']);
  });

  it('joins tables cut by a page break and finishes a row split across the break', () => {
    const doc = prepareDocument(
      tableAcrossPages(
        ['Name', 'Type', 'Notes'],
        [
          ['Alpha Suite', 'Direct', 'Large user base'],
          ['Beta Discussion', 'Indirect', 'Busy'],
        ],
        [
          ['Boards', '', ''],
          ['Gamma', 'Direct', 'New'],
        ],
      ),
    );
    expect(doc.tables).toHaveLength(1);
    expect(doc.tables[0]!.rows!.map((r) => r[0])).toEqual([
      'Name',
      'Alpha Suite',
      'Beta Discussion Boards',
      'Gamma',
    ]);
    expect(locate(doc.tables[0]!, 2)).toBe('table 1, row 2 (page 1)');
  });

  it('says where a paragraph is', () => {
    const doc = prepareDocument(markdownToBlocks('# Title\n\n## Pains\n\nToo slow.'));
    expect(locate(doc.nodes[2]!)).toBe('under heading "Pains"');
  });
});

describe('text helpers', () => {
  it('turns emoji shortcodes into marks and drops the rest', () => {
    expect(cleanText(':white_check_mark:')).toBe('✓');
    expect(cleanText(':white_check_mar k:')).toBe('✓');
    expect(cleanText(':x:')).toBe('✗');
    expect(cleanText('Fine :+1::+1:')).toBe('Fine');
    expect(cleanText('Meeting at 10:30:00')).toBe('Meeting at 10:30:00');
    expect(cleanText('📌 **Risk** ID')).toBe('Risk ID');
  });

  it('cuts list items to their title', () => {
    expect(itemTitle('Faster checkout: customers pay in one tap without typing card numbers')).toBe(
      'Faster checkout',
    );
    expect(itemTitle('Offline mode – works on the underground and in planes')).toBe('Offline mode');
    expect(itemTitle('Plain item')).toBe('Plain item');
  });
});
