import { describe, expect, it } from 'vitest';
import { prepareDocument } from './document.js';
import { extractValueProposition } from './extract-value-proposition.js';
import { docFrom, flatBlocks } from './test-support/helpers.js';

const CANVAS = `# Value Proposition Canvas – DeskBuddy

## Customer Profile – Hybrid office workers

### Customer Jobs
- Book a desk for office days

### Pains
- Arriving to find no free desk: wasted mornings and frustration
- Booking through a spreadsheet

### Gains
- A desk near the team

## Value Map

### Products & Services
- Desk booking app

### Pain Relievers
- Guaranteed desk once booked

### Gain Creators
- Team neighbourhoods on the floor plan`;

describe('extractValueProposition', () => {
  it('reads a canvas by its headings, cutting items to their title', () => {
    const { lists, evidence } = extractValueProposition(docFrom(CANVAS));
    expect(lists).toEqual({
      segments: ['Hybrid office workers'],
      jobs: ['Book a desk for office days'],
      pains: ['Arriving to find no free desk', 'Booking through a spreadsheet'],
      gains: ['A desk near the team'],
      products: ['Desk booking app'],
      relievers: ['Guaranteed desk once booked'],
      creators: ['Team neighbourhoods on the floor plan'],
    });
    expect(evidence.items.find((e) => e.field === 'pains[0]')).toMatchObject({
      location: 'under heading "Pains"',
      snippet: 'Arriving to find no free desk: wasted mornings and frustration',
    });
  });

  it('finds the same lists in a DOC file without headings or list styles', () => {
    const doc = prepareDocument(flatBlocks(CANVAS));
    expect(extractValueProposition(doc).lists.pains).toEqual([
      'Arriving to find no free desk',
      'Booking through a spreadsheet',
    ]);
  });

  it('reads label paragraphs ("Customer pains: … by:") and "Key: value" lines', () => {
    const { lists, statement } = extractValueProposition(
      docFrom(`Value proposition: GardenGo helps busy families grow vegetables by providing ready-to-plant kits.
Target audience: families with a balcony or a small garden.
Customer pains: our customers are held back by:
- No time to plan a garden
- Plants that die`),
    );
    expect(statement).toBe(
      'GardenGo helps busy families grow vegetables by providing ready-to-plant kits.',
    );
    expect(lists.segments).toEqual(['families with a balcony or a small garden']);
    expect(lists.pains).toEqual(['No time to plan a garden', 'Plants that die']);
    expect(lists.creators).toEqual(['ready-to-plant kits']);
  });

  it('reads tables column by column', () => {
    const { lists } = extractValueProposition(
      docFrom(`| Value driver | Who benefits | Benefits |
| --- | --- | --- |
| Automatic reconciliation | Finance teams | Close the books faster |
| Approval workflows | Managers | Fewer emails |`),
    );
    expect(lists.products).toEqual(['Automatic reconciliation', 'Approval workflows']);
    expect(lists.segments).toEqual(['Finance teams', 'Managers']);
    expect(lists.gains).toEqual(['Close the books faster', 'Fewer emails']);
  });

  it('reads a positioning statement', () => {
    const { lists } = extractValueProposition(
      docFrom(
        'For dog owners who want to travel and keep their dog happy, PawStay is a booking site that matches owners with vetted sitters; unlike kennels, our service keeps dogs at home.',
      ),
    );
    expect(lists.segments).toEqual(['dog owners who want to travel and keep their dog happy']);
    expect(lists.gains).toEqual(['travel', 'keep their dog happy']);
    expect(lists.products).toEqual([
      'PawStay: booking site that matches owners with vetted sitters',
    ]);
    expect(lists.relievers).toEqual(['keeps dogs at home']);
  });

  it('keeps at most five entries per list and skips placeholders', () => {
    const items = ['N/A', ...Array.from({ length: 7 }, (_, i) => `Gain number ${i + 1}`)];
    const { lists } = extractValueProposition(
      docFrom(['## Gains', ...items.map((g) => `- ${g}`)].join('\n')),
    );
    expect(lists.gains).toEqual([
      'Gain number 1',
      'Gain number 2',
      'Gain number 3',
      'Gain number 4',
      'Gain number 5',
    ]);
  });
});
