import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../shared/document.js';
import { docFrom, flatBlocks } from '../test-support/helpers.js';
import { extractValueProposition } from './extract-value-proposition.js';

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

describe('extractValueProposition: canvases, labels and tables', () => {
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

  it('reads a lean canvas grid: label cells switch their column, channels never leak', () => {
    const { lists, statement } = extractValueProposition(
      docFrom(`| Problem | Solution | Unique Value Proposition | Unfair Advantage | Customer Segments |
| --- | --- | --- | --- | --- |
| Invoices paid late; Manual payment reminders | Automatic reminders | Get paid on time without chasing | Bank partnerships | Freelancers; Small agencies |
| Existing Alternatives | Key Metrics | High-Level Concept | Channels | Early Adopters |
| Spreadsheets | Invoices sent per month | Autopilot for invoices | Accountant referrals; App marketplaces | Freelance designers |`),
    );
    expect(lists.pains).toEqual(['Invoices paid late', 'Manual payment reminders']);
    expect(lists.products).toEqual(['Automatic reminders']);
    expect(lists.segments).toEqual(['Freelancers', 'Small agencies', 'Freelance designers']);
    expect(statement).toBe('Get paid on time without chasing');
    expect(JSON.stringify(lists)).not.toMatch(/Accountant|Spreadsheets|Bank partnerships/);
  });

  it('reads a business model canvas table with block names in the first column', () => {
    const { lists } = extractValueProposition(
      docFrom(`| Block | Content |
| --- | --- |
| Customer Segments | Dog owners; Dog walkers |
| Customer Relationships | Personal onboarding call |
| Channels | Pet shops; Instagram |
| Value Propositions | Trusted walkers nearby |
| Cost Structure | Insurance |`),
    );
    expect(lists.segments).toEqual(['Dog owners', 'Dog walkers']);
    expect(JSON.stringify(lists)).not.toMatch(/onboarding|Pet shops|Instagram|Insurance/);
  });

  it('reads canvas block headings that carry a description, in other languages too', () => {
    const { lists } = extractValueProposition(
      docFrom(`# Canvas
## Kundensegmente (wer sind unsere Kunden?)
- Kleine Hotels
## Probleme – was die Kunden stört
- Doppelte Buchungen
## Vorteile:
- Mehr Direktbuchungen
## Kanäle
- Messen`),
    );
    expect(lists.segments).toEqual(['Kleine Hotels']);
    expect(lists.pains).toEqual(['Doppelte Buchungen']);
    expect(lists.gains).toEqual(['Mehr Direktbuchungen']);
    expect(JSON.stringify(lists)).not.toMatch(/Messen/);
  });

  it('reads blocks grouped by segment as nested lists', () => {
    const { lists } = extractValueProposition(
      docFrom(`### Pains (what gets in their way):
- Night-shift nurses:
  - No time to eat a warm meal
  - Canteen closed at night
- Visitors:
  - Long queues at lunch`),
    );
    expect(lists.segments).toEqual(['Night-shift nurses', 'Visitors']);
    expect(lists.pains).toEqual([
      'No time to eat a warm meal',
      'Canteen closed at night',
      'Long queues at lunch',
    ]);
  });
});
