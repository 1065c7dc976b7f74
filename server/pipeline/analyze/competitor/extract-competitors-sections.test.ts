import { describe, expect, it } from 'vitest';
import { docFrom } from '../test-support/helpers.js';
import { titleNames } from './competitor-names.js';
import { extractCompetitors } from './extract-competitors.js';

describe('extractCompetitors: sections, titles, lists and sentences', () => {
  it('reads sections headed by product names, with prices and limitations from the prose', () => {
    const { competitors, details } = extractCompetitors(
      docFrom(`# Alternatives to Formo

## QuickSurvey
QuickSurvey is a simple survey builder for small teams. Plans start at $10 per month. It does not support conditional logic.

## Pollster
Pollster is a research platform with advanced statistics. It is expensive for small businesses.`),
    );
    // The product the title names is compared too; its alternatives follow.
    expect(competitors).toEqual(['Formo', 'QuickSurvey', 'Pollster']);
    expect(details[1]).toMatchObject({
      features: ['Simple survey builder for small teams'],
      pricing: 'Plans start at $10 per month',
      limitations: ['It does not support conditional logic'],
    });
  });

  it('reads the competitor of an "X vs Y" title', () => {
    expect(titleNames('Lumo vs. Brightline: which CRM?')).toMatchObject({
      subject: 'Lumo',
      names: ['Brightline'],
    });
    expect(titleNames('Lumo vs. X')).toMatchObject({ subject: 'Lumo', names: [] });
    const { subject, competitors } = extractCompetitors(
      docFrom('# Lumo vs Brightline\n\nWe often get asked how the two compare.'),
    );
    expect(subject).toBe('Lumo');
    expect(competitors).toEqual(['Brightline']);
  });

  it('reads pros and cons listed under a heading per alternative', () => {
    const { competitors, details } = extractCompetitors(
      docFrom(`# Choosing a queue

## Kestrel
### Pros
- Simple to operate
- Small footprint
### Cons
- Few client libraries

## Ravenmq
### Pros
- Mature ecosystem
### Cons
- Heavy on memory`),
    );
    expect(competitors).toEqual(['Kestrel', 'Ravenmq']);
    expect(details[0]).toMatchObject({
      features: ['Simple to operate', 'Small footprint'],
      limitations: ['Few client libraries'],
    });
  });

  it('reads the options of a decision record', () => {
    const { competitors, details } = extractCompetitors(
      docFrom(`# Choose a search engine

## Considered Options

* Option 1: Lumenindex
* Option 2: Sifter
* Option 3: Quarry Search

## Pros and Cons of the Options

### Lumenindex

* Good, because it scales horizontally
* Bad, because it needs a dedicated cluster`),
    );
    expect(competitors).toEqual(['Lumenindex', 'Sifter', 'Quarry Search']);
    expect(competitors).not.toContain('Option 1');
    expect(details).toHaveLength(3);
  });

  it('reads grouped vendor lists: a heading per group, items opening with the vendor name', () => {
    const { competitors, details } = extractCompetitors(
      docFrom(`# Landscape

## Hosted

- Northwind Cloud – managed hosting with automatic backups.
- Skyforge: global edge network. Plans start at $20 per month.

## Self-managed

- Tidewater – open source server you run yourself.
- Ironbark – enterprise edition with audit logs.`),
    );
    expect(competitors).toEqual(['Northwind Cloud', 'Skyforge', 'Tidewater', 'Ironbark']);
    expect(details[1]).toMatchObject({ pricing: 'Plans start at $20 per month' });
  });

  it('names the products of the title: alternatives, comparisons, "why not"', () => {
    expect(titleNames('Comparison of Fennel, Quill and Brightdesk')).toMatchObject({
      names: ['Fennel', 'Quill', 'Brightdesk'],
    });
    expect(titleNames('Fennel vs. Quill vs. Brightdesk: which one?')).toMatchObject({
      names: ['Fennel', 'Quill', 'Brightdesk'],
    });
    expect(titleNames('Top 5 Alternatives to Quill')).toMatchObject({ names: ['Quill'] });
    expect(titleNames('Quill alternatives')).toMatchObject({ names: ['Quill'] });
    expect(titleNames('Why not Quill?')).toMatchObject({ names: ['Quill'] });
    expect(titleNames('Build vs buy')).toMatchObject({ names: [] });
    expect(titleNames('pnpm vs npm')).toMatchObject({ subject: 'pnpm', names: ['npm'] });
    expect(titleNames('Fennel vs Quill for small teams')).toMatchObject({
      subject: 'Fennel',
      names: ['Quill'],
    });
    expect(titleNames('Fennel or Quill?')).toMatchObject({ subject: 'Fennel', names: ['Quill'] });
    expect(titleNames('How Fennel compares to Quill and Brightdesk')).toMatchObject({
      names: ['Fennel', 'Quill', 'Brightdesk'],
    });
    expect(titleNames('Performance vs. cost')).toMatchObject({ names: [] });
    const { subject, competitors } = extractCompetitors(
      docFrom(`# Why not Quill?

We often hear this question. Quill is a fine editor, but it lacks offline support.

## Performance

Our editor starts faster.`),
    );
    expect(subject).toBeUndefined();
    expect(competitors).toEqual(['Quill']);
  });

  it('reads "A vs B" headings inside the document', () => {
    const { competitors } = extractCompetitors(
      docFrom(`# Notes on message brokers

Some thoughts from the last architecture review.

## Kestrel vs Ravenmq

Kestrel is simpler; Ravenmq has more plugins.`),
    );
    expect(competitors).toEqual(['Kestrel', 'Ravenmq']);
  });

  it('reads competitors named in a sentence that calls them so', () => {
    const { competitors } = extractCompetitors(
      docFrom(`# Market notes

Our main competitors are Fennel, Quill.js and Brightdesk. Their pricing is similar.

Competitors include speed and price.`),
    );
    expect(competitors).toEqual(['Fennel', 'Quill.js', 'Brightdesk']);
  });

  it('reads inline and tabular pros and cons of each alternative', () => {
    const { competitors, details } = extractCompetitors(
      docFrom(`# Picking a wiki

## Fennel

Pros: fast search, cheap seats

Cons: no offline mode

## Brightdesk

| Pros | Cons |
| --- | --- |
| Mature permissions | Dated editor |

## Pros and Cons Summary

Pros: both are hosted.`),
    );
    expect(competitors).toEqual(['Fennel', 'Brightdesk']);
    expect(details[0]).toMatchObject({
      features: ['fast search', 'cheap seats'],
      limitations: ['no offline mode'],
    });
    expect(details[1]).toMatchObject({
      features: ['Mature permissions'],
      limitations: ['Dated editor'],
    });
  });
});
