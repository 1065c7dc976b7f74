import { describe, expect, it } from 'vitest';
import { extractCompetitors, missingFeature, titleComparison } from './extract-competitors.js';
import { docFrom } from './test-support/helpers.js';

describe('extractCompetitors', () => {
  it('reads a table with one row per vendor, mapping its columns', () => {
    const { competitors, details, evidence } = extractCompetitors(
      docFrom(`# Scheduling tools

| Vendor | Key features | Price | Market share | Support | Weaknesses |
| --- | --- | --- | --- | --- | --- |
| SlotMaster | Online booking; reminders | $15/month | 22% | 24/7 chat | No payroll |
| Bookly Pro | Booking, invoicing | $9/month | 9% | Email | Dated design |`),
    );
    expect(competitors).toEqual(['SlotMaster', 'Bookly Pro']);
    expect(details[0]).toEqual({
      name: 'SlotMaster',
      features: ['Online booking', 'reminders'],
      pricing: '$15/month',
      market_share: '22%',
      support: '24/7 chat',
      limitations: ['No payroll'],
    });
    expect(evidence.items.find((e) => e.field === 'competitors[1]')).toMatchObject({
      value: 'Bookly Pro',
      location: 'table 1, row 2',
    });
  });

  it('accepts "Competitor" as the name column and drops placeholder names', () => {
    const { competitors } = extractCompetitors(
      docFrom(`| Competitor | Strengths | Pricing |
| --- | --- | --- |
| Company X | Cheap | Free |
| Northwind | Big network | $20 |
| Acme Cloud | Fast | $5 |`),
    );
    expect(competitors).toEqual(['Northwind', 'Acme Cloud']);
  });

  it('reads a feature matrix: products are columns, marks say what each supports', () => {
    const { subject, competitors, details } = extractCompetitors(
      docFrom(`# NoteNest compared to other note apps

| Feature | NoteNest | PaperPad | Jotter |
| --- | --- | --- | --- |
| Offline mode | ✓ | ✗ | ✓ |
| Sharing | ✓ | ✓ | ✓ |
| End-to-end encryption | ✓ | ✗ | ✗ |
| Web clipper | ✗ | ✓ | ✗ |`),
    );
    expect(subject).toBe('NoteNest');
    expect(competitors).toEqual(['PaperPad', 'Jotter']);
    // Distinctive features first, then those every product has.
    expect(details[0]!.features).toEqual(['Web clipper', 'Sharing']);
    expect(details[0]!.limitations).toEqual(['No offline mode', 'No end-to-end encryption']);
  });

  it('says what a product lacks, keeping acronyms and names as written', () => {
    expect(
      ['Offline mode', 'SSO', 'WebAuthn (2FA)', 'Low RAM usage', 'iOS app'].map(missingFeature),
    ).toEqual(['No offline mode', 'No SSO', 'No WebAuthn (2FA)', 'No low RAM usage', 'No iOS app']);
  });

  it('reads sections headed by product names, with prices and limitations from the prose', () => {
    const { competitors, details } = extractCompetitors(
      docFrom(`# Alternatives to Formo

## QuickSurvey
QuickSurvey is a simple survey builder for small teams. Plans start at $10 per month. It does not support conditional logic.

## Pollster
Pollster is a research platform with advanced statistics. It is expensive for small businesses.`),
    );
    expect(competitors).toEqual(['QuickSurvey', 'Pollster']);
    expect(details[0]).toMatchObject({
      features: ['Simple survey builder for small teams'],
      pricing: 'Plans start at $10 per month',
      limitations: ['It does not support conditional logic'],
    });
  });

  it('reads the competitor of an "X vs Y" title', () => {
    expect(titleComparison('Lumo vs. Brightline: which CRM?')).toEqual({
      subject: 'Lumo',
      other: 'Brightline',
    });
    expect(titleComparison('Lumo vs. X')).toEqual({ subject: 'Lumo' });
    const { subject, competitors } = extractCompetitors(
      docFrom('# Lumo vs Brightline\n\nWe often get asked how the two compare.'),
    );
    expect(subject).toBe('Lumo');
    expect(competitors).toEqual(['Brightline']);
  });

  it('finds nothing in a document without competitors', () => {
    expect(
      extractCompetitors(docFrom('# Holiday rota\n\nAnna is off in August.')).competitors,
    ).toEqual([]);
  });
});
