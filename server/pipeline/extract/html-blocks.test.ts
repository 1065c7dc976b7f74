import { describe, expect, it } from 'vitest';
import { htmlToBlocks, parseSimpleHtml } from './html-blocks.js';

const blocks = (html: string) => htmlToBlocks(parseSimpleHtml(html));

describe('HTML to blocks (mammoth output)', () => {
  it('maps headings, paragraphs and entities', () => {
    expect(
      blocks(
        '<a id="x"></a><h1>Plan &amp; Budget</h1><p>Costs &lt; <strong>10k</strong><br />per year</p><h3>Risks</h3>',
      ),
    ).toEqual([
      { type: 'heading', level: 1, text: 'Plan & Budget' },
      { type: 'paragraph', text: 'Costs < 10k per year' },
      { type: 'heading', level: 3, text: 'Risks' },
    ]);
  });

  it('maps nested lists with order and depth', () => {
    expect(
      blocks('<ol><li>One<ul><li>One a</li><li>One b</li></ul></li><li>Two</li></ol>'),
    ).toEqual([
      { type: 'listItem', text: 'One', ordered: true, depth: 0 },
      { type: 'listItem', text: 'One a', ordered: false, depth: 1 },
      { type: 'listItem', text: 'One b', ordered: false, depth: 1 },
      { type: 'listItem', text: 'Two', ordered: true, depth: 0 },
    ]);
  });

  it('maps tables to rows of cell texts, empty cells kept', () => {
    const html =
      '<table><thead><tr><th><p>Risk</p></th><th><p>Owner</p></th></tr></thead>' +
      '<tbody><tr><td><p>Data</p><p>loss</p></td><td></td></tr></tbody></table>';
    expect(blocks(html)).toEqual([
      {
        type: 'table',
        rows: [
          ['Risk', 'Owner'],
          ['Data loss', ''],
        ],
      },
    ]);
  });

  it('drops the back-links mammoth adds to footnotes', () => {
    const html =
      '<p>Body<sup><a href="#footnote-1" id="footnote-ref-1">[1]</a></sup></p><ol><li id="footnote-1"><p>Note. <a href="#footnote-ref-1">↑</a></p></li></ol>';
    expect(blocks(html)).toEqual([
      { type: 'paragraph', text: 'Body[1]' },
      { type: 'listItem', text: 'Note.', ordered: true, depth: 0 },
    ]);
  });

  it('survives malformed input', () => {
    expect(blocks('<p>open <b>bold</p></i> tail <')).toEqual([
      { type: 'paragraph', text: 'open bold' },
      { type: 'paragraph', text: 'tail <' },
    ]);
  });
});
