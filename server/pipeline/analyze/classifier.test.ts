import { describe, expect, it } from 'vitest';
import { classify, loadModel } from './classifier.js';
import { documentFeatures } from './features.js';
import { analyzeMarkdown, docFrom } from './test-support/helpers.js';

/** Short documents written for these tests (none comes from the evaluation corpus). */
const DOCUMENTS = {
  competitor_analysis: `# How TimeTrack compares

| Vendor | Features | Price per user | Limitations |
| --- | --- | --- | --- |
| ClockWise | Timesheets, invoicing | $9 | No offline mode |
| HourHero | Timesheets, payroll export | $12 | Only in English |
| TaskTimer | Simple timer | Free | No reports |

TimeTrack is cheaper than HourHero and, unlike ClockWise, works offline.`,
  product_roadmap: `# Mobile banking roadmap

## Q1 2026 – Foundations
- New login with passkeys
- Redesigned home screen

## Q2 2026 – Payments
- Instant transfers
- Split bills with friends

## Q3 2026 – Insights
- Spending categories
- Monthly budget alerts

Milestone: public beta on 15 March 2026.`,
  value_proposition: `# Value proposition canvas – PetPal

## Customer jobs
- Find a trusted sitter when travelling
- Keep the pet's routine

## Pains
- Kennels are stressful for pets
- Last-minute cancellations by sitters

## Gains
- Photos and updates every day
- Same sitter every time

## Pain relievers
- Verified sitters with backup cover

## Gain creators
- Daily photo diary in the app`,
  risk_analysis: `# Risk register – office move

| Risk | Likelihood | Impact | Mitigation | Owner |
| --- | --- | --- | --- | --- |
| Movers damage equipment | Medium | High | Insurance and packing checklist | Facilities |
| Internet not ready on day one | High | High | Order the line two months early | IT |
| Staff cannot find new desks | Low | Low | Floor plans sent in advance | HR |`,
};

const UNKNOWN = {
  invoice: `# Invoice 0042

Invoice date: 3 March 2026
Due date: 2 April 2026

| Description | Qty | Unit price | Total |
| --- | --- | --- | --- |
| Logo design | 1 | €600 | €600 |
| Business cards | 500 | €0.20 | €100 |

Total due: €700. Please pay by bank transfer.`,
  minutes: `# Parents' association – minutes of 10 February

Present: chair, treasurer, secretary, six parents.

1. Minutes of the last meeting were approved.
2. The treasurer reported a balance of £1,240.
3. The summer fair will take place on 20 June; volunteers to contact the secretary.

Next meeting: 10 March, 7pm, school library.`,
  jobAd: `# We are hiring a Customer Support Specialist

Join our friendly team in Lisbon. You will answer customer emails and chats, write help articles and report bugs to the product team.

Requirements: fluent English and Portuguese, two years of support experience.

We offer a competitive salary, private health insurance and 25 days of holiday. Send your CV and a short cover letter to careers@example.org.`,
  releaseNotes: `# Release notes

## 4.1.0 - 2026-02-11
### Added
- Export to PDF
### Fixed
- Crash when the list is empty

## 4.0.2 - 2026-01-20
### Fixed
- Typos in the settings page`,
};

describe('the category classifier', () => {
  it.each(Object.entries(DOCUMENTS))('recognises a short %s document', (category, markdown) => {
    const result = analyzeMarkdown(markdown);
    expect(result.category).toBe(category);
    expect(result.confidence).toBeGreaterThan(0.4);
    expect(result.confidence).toBeLessThanOrEqual(1);
  });

  it.each(Object.entries(UNKNOWN))('abstains to unknown for %s', (_kind, markdown) => {
    const result = analyzeMarkdown(markdown);
    expect(result.category).toBe('unknown');
    expect(result.data).toEqual({});
    expect(result.evidence[0]).toMatchObject({ field: 'category', value: 'unknown' });
  });

  it('abstains when a document talks about risks but lists none (a risk process)', () => {
    const result = analyzeMarkdown(`# Risk management process

Anyone can raise a risk with the risk team by email. The risk team assesses every risk, assigns a risk owner and agrees a treatment plan with a due date. High risks go to the risk committee, which meets monthly. The risk register is reviewed every quarter and risk owners confirm their risks in writing.`);
    expect(result.category).toBe('unknown');
  });

  it('is deterministic and gives probabilities that sum to 1', () => {
    const doc = docFrom(DOCUMENTS.risk_analysis);
    const a = classify(documentFeatures(doc));
    const b = classify(documentFeatures(doc));
    expect(a).toEqual(b);
    const sum = Object.values(a.probabilities).reduce((s, p) => s + p, 0);
    expect(sum).toBeCloseTo(1, 2);
  });

  it('ships a small trained model', () => {
    const model = loadModel();
    expect(model.classes).toEqual([
      'competitor_analysis',
      'product_roadmap',
      'value_proposition',
      'risk_analysis',
      'unknown',
    ]);
    expect(Object.keys(model.features).length).toBeGreaterThan(100);
    expect(Object.keys(model.features).length).toBeLessThan(5000);
  });
});
