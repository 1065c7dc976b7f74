import { describe, expect, it } from 'vitest';
import { prepareDocument } from '../shared/document.js';
import { docFrom, flatBlocks } from '../test-support/helpers.js';
import { extractRisks } from './extract-risks.js';

const pairs = (markdown: string) =>
  extractRisks(docFrom(markdown)).risks.map((r) => [r.name, r.probability, r.impact]);

describe('extractRisks: word scales', () => {
  it('spreads a low / medium / high register over 1, 3, 5 and notes the mapping', () => {
    const { risks, evidence } = extractRisks(
      docFrom(`| Risk | Likelihood | Impact | Mitigation |
| --- | --- | --- | --- |
| Budget cut mid-year | High | High | Phase the spending |
| Contractor leaves | Low | Medium | Second contractor on call |`),
    );
    expect(risks.map((r) => [r.name, r.probability, r.impact])).toEqual([
      ['Budget cut mid-year', 5, 5],
      ['Contractor leaves', 1, 3],
    ]);
    const note = evidence.items.find((e) => e.field === 'risks[0].probability')?.note;
    expect(note).toBe('"High" mapped to 5 (a three-step scale: low 1, medium 3, high 5)');
  });

  it('keeps high at 4 when the document also has very low / very high steps', () => {
    expect(
      pairs(`Scale: very low, low, medium, high, very high.

| Risk | Likelihood | Impact |
| --- | --- | --- |
| Budget cut mid-year | High | Very high |`),
    ).toEqual([['Budget cut mid-year', 4, 5]]);
  });

  it('reads L / M / H letters and likelihood / consequence words', () => {
    expect(
      pairs(`| Risk | P | I | Owner |
| --- | --- | --- | --- |
| Server room overheats | M | H | Facilities |`),
    ).toEqual([['Server room overheats', 3, 5]]);
    expect(
      pairs(`| Risk | Likelihood | Consequence | Treatment |
| --- | --- | --- | --- |
| Flood at the depot | Rare | Catastrophic | Move stock upstairs |
| Van breakdown | Likely | Minor | Roadside cover |`),
    ).toEqual([
      ['Van breakdown', 4, 2],
      ['Flood at the depot', 1, 5],
    ]);
  });

  it('places a register with one overall level on the diagonal and says why', () => {
    const { risks, evidence } = extractRisks(
      docFrom(`| Hazard | Who might be harmed | Risk level | Control measures |
| --- | --- | --- | --- |
| Wet floor in the kitchen | Staff and volunteers | High | Non-slip mats |
| Hot drinks spilled | Visitors | Low | Lids on all cups |`),
    );
    expect(risks).toEqual([
      { name: 'Wet floor in the kitchen', probability: 5, impact: 5, mitigation: 'Non-slip mats' },
      { name: 'Hot drinks spilled', probability: 1, impact: 1, mitigation: 'Lids on all cups' },
    ]);
    const note = evidence.items.find((e) => e.field === 'risks[0].impact')?.note;
    expect(note).toMatch(/one overall level \("High"\), not separate likelihood and impact/);
  });

  it('reads a Portuguese register', () => {
    const { risks } = extractRisks(
      docFrom(`| Risco | Probabilidade | Impacto | Plano de mitigação | Responsável |
| --- | --- | --- | --- | --- |
| Atraso do fornecedor | Alta | Média | Encomendar cedo | Compras |
| Perda de dados | Baixa | Muito alta | Cópias diárias | TI |`),
    );
    expect(risks).toEqual([
      {
        name: 'Atraso do fornecedor',
        probability: 4,
        impact: 3,
        mitigation: 'Encomendar cedo',
        owner: 'Compras',
      },
      {
        name: 'Perda de dados',
        probability: 2,
        impact: 5,
        mitigation: 'Cópias diárias',
        owner: 'TI',
      },
    ]);
  });

  it('reads a rating line under a risk heading, with the ways to avoid it', () => {
    const { risks } = extractRisks(
      docFrom(`# Project plan

## Risks

### 4.1 Printer delivered late
Likelihood: Medium/High, Impact: Low

To avoid this, the team will:
- Order the printer in the first week
- Borrow one from the lab`),
    );
    expect(risks).toEqual([
      {
        name: 'Printer delivered late',
        probability: 4,
        impact: 1,
        mitigation: 'Order the printer in the first week Borrow one from the lab',
      },
    ]);
  });
});

describe('extractRisks: registers and threat tables', () => {
  it('names a risk by its threat, not its description, and never by a harmed-people column', () => {
    const { risks } = extractRisks(
      docFrom(`| STRIDE | Threat | Description | Countermeasure |
| --- | --- | --- | --- |
| Spoofing | Forged login tokens | An attacker signs tokens with a leaked key | Rotate keys monthly |
| Tampering | Altered invoices | An insider edits invoice totals | Dual approval |`),
    );
    expect(risks.map((r) => [r.name, r.mitigation])).toEqual([
      ['Forged login tokens', 'Rotate keys monthly'],
      ['Altered invoices', 'Dual approval'],
    ]);
    const hazards = extractRisks(
      docFrom(`| What are the hazards? | Who might be harmed and how? | What are you already doing? |
| --- | --- | --- |
| Ladders in the store room | Staff may fall | Ladders inspected monthly |`),
    ).risks;
    expect(hazards).toEqual([
      { name: 'Ladders in the store room', mitigation: 'Ladders inspected monthly' },
    ]);
  });

  it('reads a threat table that only describes what each threat does', () => {
    expect(
      extractRisks(
        docFrom(`| Threat | Consequence |
| --- | --- |
| Stolen admin password | Full control of every tenant |
| Log server compromised | Audit trail can be rewritten |`),
      ).risks.map((r) => r.name),
    ).toEqual(['Stolen admin password', 'Log server compromised']);
  });

  it('splits a key/value table whose labels repeat (a DOC loses the headings between them)', () => {
    const { risks } = extractRisks(
      docFrom(`| Field | Value |
| --- | --- |
| Risk description | Backups are not tested |
| Likelihood | 3 |
| Impact | 4 |
| Risk description | Admin accounts are shared |
| Likelihood | 2 |
| Impact | 5 |`),
    );
    expect(risks.map((r) => [r.name, r.probability, r.impact])).toEqual([
      ['Backups are not tested', 3, 4],
      ['Admin accounts are shared', 2, 5],
    ]);
  });

  it('joins a register row that a page break cut in two', () => {
    const doc = prepareDocument([
      {
        type: 'table',
        rows: [
          ['Risk', 'Likelihood', 'Mitigation'],
          ['Loss of the', '2', 'Weekly'],
          ['only server', '', 'backups'],
          ['Office fire', '1', 'Alarms'],
          ['Key staff leave', '3', 'Cross-training'],
          ['Late invoices', '4', 'Reminders'],
        ],
      },
    ]);
    expect(extractRisks(doc).risks.map((r) => r.name)).toContain('Loss of the only server');
  });
});

describe('extractRisks: threats and risks written as sections', () => {
  it('reads one heading per attack with its countermeasure line', () => {
    const markdown = `# Threat model

## Attacks

### Attack: Password spraying
An attacker tries common passwords on many accounts.

Countermeasure: lockout after five failures.

### Stolen laptop
A laptop with cached data is stolen.

Mitigation: full-disk encryption.`;
    const expected = [
      ['Password spraying', 'lockout after five failures.'],
      ['Stolen laptop', 'full-disk encryption.'],
    ];
    const read = (doc: ReturnType<typeof docFrom>) =>
      extractRisks(doc).risks.map((r) => [r.name, r.mitigation]);
    expect(read(docFrom(markdown))).toEqual(expected);
    // The same text from a DOC file, without heading styles.
    expect(read(prepareDocument(flatBlocks(markdown), 'threats.doc'))).toEqual(expected);
  });

  it('reads a "Risks and Mitigations" section of paragraphs, naming each risk by its first clause', () => {
    const { risks } = extractRisks(
      docFrom(`# Proposal: shared build cache

## Risks and Mitigations

Builds may use stale artifacts when the cache key misses a compiler flag. The key includes every flag and the compiler version.

A poisoned cache entry could ship malicious code to every team. Entries are signed by the build farm and checked on download.

The main risk is that the cache fills the disk. Old entries are evicted after a week.

## Design details

The cache is an object store.`),
    );
    expect(risks).toEqual([
      {
        name: 'Builds may use stale artifacts',
        mitigation: 'The key includes every flag and the compiler version.',
      },
      {
        name: 'A poisoned cache entry could ship malicious code to every team',
        mitigation: 'Entries are signed by the build farm and checked on download.',
      },
      { name: 'The cache fills the disk', mitigation: 'Old entries are evicted after a week.' },
    ]);
    expect(risks.map((r) => r.name)).not.toContain('Risks and Mitigations');
  });

  it('pairs a list of threats with the list of countermeasures under the next heading', () => {
    expect(
      extractRisks(
        docFrom(`## Threats
1. Webhook calls spoofed from outside
2. Tokens leaked in build logs

## Countermeasures
1. Verify webhook signatures
2. Mask secrets in build output`),
      ).risks.map((r) => [r.name, r.mitigation]),
    ).toEqual([
      ['Webhook calls spoofed from outside', 'Verify webhook signatures'],
      ['Tokens leaked in build logs', 'Mask secrets in build output'],
    ]);
  });

  it('reads a name line followed by field lines, without a heading', () => {
    const { risks } = extractRisks(
      docFrom(`# Risk log

**Supplier insolvency**

Risk level: Medium

Mitigation: keep a second supplier qualified.

**Office flooding**

Risk level: Low

Mitigation: insurance and cloud backups.`),
    );
    expect(risks.map((r) => [r.name, r.probability, r.mitigation])).toEqual([
      ['Supplier insolvency', 3, 'keep a second supplier qualified.'],
      ['Office flooding', 1, 'insurance and cloud backups.'],
    ]);
  });
});
