import { describe, expect, it } from 'vitest';
import { markdownToBlocks } from '../shared/markdown-blocks.js';
import { documentExcerpt } from './excerpt.js';

const doc = (markdown: string) => ({ text: markdown, blocks: markdownToBlocks(markdown) });
const prose = (n: number, tag: string) =>
  Array.from(
    { length: n },
    (_, i) => `${tag} paragraph ${i} says a good deal about nothing much at all.`,
  );
const table = (rows: number) =>
  [
    '| Competitor | Pricing |',
    '| --- | --- |',
    ...Array.from({ length: rows }, (_, i) => `| Company ${i} | $${i}/month |`),
  ].join('\n');

describe('what of a document is sent to the model', () => {
  it('sends a short document whole', () => {
    const markdown = `# Plan\n\n${table(2)}\n\n- first\n- second`;
    const excerpt = documentExcerpt(doc(markdown), 10_000);
    expect(excerpt.sent).toBe(`the whole text (${markdown.length} characters)`);
    expect(excerpt.text).toBe(
      '# Plan\n\nCompetitor | Pricing\nCompany 0 | $0/month\nCompany 1 | $1/month\n\n- first\n- second',
    );
    expect(excerpt.parts.map((p) => p.location)).toEqual([
      'heading "Plan"',
      'table 1',
      'under heading "Plan"',
    ]);
  });

  it('chooses tables, lists and headed sections of a long one, in document order, within the limit', () => {
    const markdown = [
      '# Market review',
      ...prose(40, 'Intro'),
      '## Competitors',
      table(3),
      ...prose(40, 'Middle'),
      '## Next steps',
      '- hire\n- ship',
      ...prose(40, 'Tail'),
    ].join('\n\n');
    const excerpt = documentExcerpt(doc(markdown), 1200);
    expect(excerpt.text.length).toBeLessThanOrEqual(1200);
    const order = [
      '# Market review',
      '## Competitors',
      'Company 2 | $2/month',
      '## Next steps',
      '- ship',
    ];
    const at = order.map((text) => excerpt.text.indexOf(text));
    expect(at.every((i) => i >= 0)).toBe(true);
    expect([...at].sort((a, b) => a - b)).toEqual(at);
    expect(excerpt.text).toContain('[…]');
    // Each section's first paragraph comes before other prose.
    expect(excerpt.text).toContain('Middle paragraph 0 says');
    expect(excerpt.text).not.toContain('Middle paragraph 30 says');
    expect(excerpt.sent).toMatch(
      /^1 table, 3 sections, 1 list, \d+ paragraphs — 1,\d{3} of [\d,]+ characters$/,
    );
  });

  it('trims a table too long for its share to its first rows and says how many are left', () => {
    const markdown = [`# Pricing`, table(200), ...prose(30, 'Note')].join('\n\n');
    const excerpt = documentExcerpt(doc(markdown), 2000);
    expect(excerpt.text.length).toBeLessThanOrEqual(2000);
    expect(excerpt.text).toContain('Competitor | Pricing\nCompany 0 | $0/month');
    expect(excerpt.text).toMatch(/\[… 1\d\d more rows\]/);
    const sentTable = excerpt.parts.find((p) => p.kind === 'table')!;
    expect(sentTable.rows!.length).toBeLessThan(201);
  });

  it('sends the beginning of a text without structure, and says so', () => {
    const text = 'word '.repeat(1000);
    const excerpt = documentExcerpt({ text, blocks: [] }, 300);
    expect(excerpt.text.length).toBeLessThanOrEqual(300);
    expect(excerpt.sent).toMatch(/^the first 29\d of 5,000 characters \(no structure found\)$/);
  });
});
