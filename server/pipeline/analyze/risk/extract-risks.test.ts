import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../shared/document.js';
import { docFrom, tableAcrossPages } from '../test-support/helpers.js';
import { extractRisks } from './extract-risks.js';

describe('extractRisks: tables', () => {
  it('reads a register with Likelihood / Severity words, mapping them to 1–5 with a note', () => {
    const { risks, evidence } = extractRisks(
      docFrom(`| Hazard | Likelihood | Severity | Controls | Responsible |
| --- | --- | --- | --- | --- |
| Forklift collision | Likely | Major | Marked walkways | Warehouse lead |
| Chemical spill | Rare | Critical | Spill kits on each floor | Safety officer |`),
    );
    expect(risks).toEqual([
      {
        name: 'Forklift collision',
        probability: 4,
        impact: 4,
        mitigation: 'Marked walkways',
        owner: 'Warehouse lead',
      },
      {
        name: 'Chemical spill',
        probability: 1,
        impact: 5,
        mitigation: 'Spill kits on each floor',
        owner: 'Safety officer',
      },
    ]);
    const rating = evidence.items.find((e) => e.field === 'risks[0].probability')!;
    expect(rating).toMatchObject({ value: '4', location: 'table 1, row 1' });
    expect(rating.note).toMatch(/"Likely" mapped to 4/);
    expect(rating.snippet).toContain('Forklift collision');
  });

  it('keeps 1–5 numbers as written and converts percentages and 0–10 scores', () => {
    const { risks, evidence } = extractRisks(
      docFrom(`| Risk | Probability | Impact (0-10) | Mitigation plan |
| --- | --- | --- | --- |
| Vendor goes bankrupt | 15% | 9 | Escrow agreement for the source code |
| Key developer leaves | 55% | 4 | Pair programming |`),
    );
    // Most severe first: 3 × 2 before 1 × 5.
    expect(risks.map((r) => [r.name, r.probability, r.impact])).toEqual([
      ['Key developer leaves', 3, 2],
      ['Vendor goes bankrupt', 1, 5],
    ]);
    const notes = evidence.items.filter((e) => e.note).map((e) => e.note);
    expect(notes.some((n) => /15% converted to 1/.test(n!))).toBe(true);
    expect(notes.some((n) => /9 on a 0–10 scale converted to 5/.test(n!))).toBe(true);
  });

  it('orders the most severe first and keeps at most five', () => {
    const rows = Array.from(
      { length: 7 },
      (_, i) => `| Risk number ${i + 1} | ${(i % 5) + 1} | ${(i % 5) + 1} |`,
    );
    const { risks } = extractRisks(
      docFrom(['| Risk | Likelihood | Impact |', '| --- | --- | --- |', ...rows].join('\n')),
    );
    expect(risks).toHaveLength(5);
    expect(risks[0]).toMatchObject({ probability: 5, impact: 5 });
    expect(risks.map((r) => (r.probability ?? 0) * (r.impact ?? 0))).toEqual([25, 16, 9, 4, 4]);
  });

  it('treats placeholder values as empty and ignores a one-word strategy as mitigation', () => {
    const { risks } = extractRisks(
      docFrom(`| Risk | Likelihood | Impact | Strategy | Owner |
| --- | --- | --- | --- | --- |
| Supplier delay | N/A | 3 | Mitigate | Unknown |`),
    );
    expect(risks).toEqual([{ name: 'Supplier delay', impact: 3 }]);
  });

  it('reads one key/value table per risk', () => {
    const { risks } = extractRisks(
      docFrom(`## Risk 1

| Field | Value |
| --- | --- |
| Risk description | Laptops stolen from cars |
| Likelihood | 2 - Unlikely |
| Impact | 4 - Major |
| Risk owner | IT manager |
| Mitigating controls | Disk encryption and remote wipe |`),
    );
    expect(risks).toEqual([
      {
        name: 'Laptops stolen from cars',
        probability: 2,
        impact: 4,
        mitigation: 'Disk encryption and remote wipe',
        owner: 'IT manager',
      },
    ]);
  });

  it('joins a register cut in two by a PDF page break', () => {
    const doc = prepareDocument(
      tableAcrossPages(
        ['Risk', 'P', 'I'],
        [['Flood in the basement', '2', '5']],
        [['Power cut', '3', '3']],
      ),
    );
    expect(extractRisks(doc).risks.map((r) => r.name)).toEqual([
      'Flood in the basement',
      'Power cut',
    ]);
  });
});

describe('extractRisks: lists and prose', () => {
  it('reads "Key: value" lines under a risk heading', () => {
    const { risks, evidence } = extractRisks(
      docFrom(`# Risks

## Risk 1: Payment provider outage
- Likelihood: Low
- Impact: Very high
- Mitigation: second provider on standby
- Owner: Head of payments`),
    );
    expect(risks).toEqual([
      {
        name: 'Payment provider outage',
        probability: 2,
        impact: 5,
        mitigation: 'second provider on standby',
        owner: 'Head of payments',
      },
    ]);
    expect(evidence.items.find((e) => e.field === 'risks[0].name')?.location).toBe(
      'under heading "Risk 1: Payment provider outage"',
    );
  });

  it('reads labelled sections (Scenario / Impact / Mitigation) under threat headings', () => {
    const { risks } = extractRisks(
      docFrom(`## Threat 1 - Stolen session cookie
Scenario
An attacker on the same network reads an unencrypted cookie.
Mitigation
- Secure and HttpOnly cookies

## Threat 2 - Brute-force login
Scenario
Automated guessing of passwords.
Mitigation
- Rate limits and lockouts`),
    );
    expect(risks.map((r) => [r.name, r.mitigation])).toEqual([
      ['Stolen session cookie', 'Secure and HttpOnly cookies'],
      ['Brute-force login', 'Rate limits and lockouts'],
    ]);
  });

  it('reads lists introduced as risks and pairs the mitigations listed after them', () => {
    const { risks } = extractRisks(
      docFrom(`The risks we identified for the launch were:
- Servers overloaded on launch day
- Press embargo broken early
The actions we took to mitigate these risks were:
- Extra capacity booked for the week
- Embargo agreements signed by every outlet`),
    );
    expect(risks).toEqual([
      {
        name: 'Servers overloaded on launch day',
        mitigation: 'Extra capacity booked for the week',
      },
      {
        name: 'Press embargo broken early',
        mitigation: 'Embargo agreements signed by every outlet',
      },
    ]);
  });

  it('reads ratings written inside list items', () => {
    // Only low / medium / high in the document: a three-step scale, spread over 1, 3, 5.
    const { risks } = extractRisks(
      docFrom(`- Currency swings: probability medium, impact low. Mitigation: hedge half of the purchases.
- Port strike: probability low, impact high. Mitigation: book two forwarders.`),
    );
    expect(risks).toEqual([
      { name: 'Port strike', probability: 1, impact: 5, mitigation: 'book two forwarders.' },
      {
        name: 'Currency swings',
        probability: 3,
        impact: 1,
        mitigation: 'hedge half of the purchases.',
      },
    ]);
  });

  it('reads risks stated in sentences', () => {
    const { risks } = extractRisks(
      docFrom(
        'There is a risk that the venue is not accessible for wheelchair users. We have booked a second venue with step-free access.',
      ),
    );
    expect(risks).toEqual([
      {
        name: 'The venue is not accessible for wheelchair users',
        mitigation: 'We have booked a second venue with step-free access.',
      },
    ]);
  });

  it('finds nothing in a document without risks', () => {
    expect(extractRisks(docFrom('# Team lunch\n\nWe meet at noon on Friday.')).risks).toEqual([]);
  });
});
