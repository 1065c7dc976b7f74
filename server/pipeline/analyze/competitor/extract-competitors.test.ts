import { describe, expect, it } from 'vitest';
import { docFrom } from '../test-support/helpers.js';
import { extractCompetitors, missingFeature } from './extract-competitors.js';

describe('extractCompetitors: tables and matrices', () => {
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

  it('finds nothing in a document without competitors', () => {
    expect(
      extractCompetitors(docFrom('# Holiday rota\n\nAnna is off in August.')).competitors,
    ).toEqual([]);
  });

  it('reads products as table columns when the cells are values, not marks', () => {
    const { competitors, details } = extractCompetitors(
      docFrom(`# Team chat options

We looked at three chat tools: Acme Chat, Beacon and Corvid.

|  | Acme Chat | Beacon | Corvid |
| --- | --- | --- | --- |
| Monthly fee | $5 | None | $12 |
| Self-hosting | Yes | No | Yes |
| Based in | Spain | Canada | Japan |
| Message history | Unlimited | 90 days | Unlimited |`),
    );
    expect(competitors).toEqual(['Acme Chat', 'Beacon', 'Corvid']);
    expect(details[1]).toMatchObject({
      name: 'Beacon',
      pricing: 'Monthly fee: None',
      limitations: ['No self-hosting'],
    });
    expect(details[0]!.features).toContain('Self-hosting');
  });

  it('never takes matrix cells or feature labels for companies; the title names the products', () => {
    const { competitors } = extractCompetitors(
      docFrom(`# Rivetly vs Sprocket vs Gearbox

| Offline mode | Encryption | Price |
| --- | --- | --- |
| Yes | Yes | $5 |
| No | Yes | $9 |
| Yes | No | $0 |`),
    );
    expect(competitors).toEqual(['Rivetly', 'Sprocket', 'Gearbox']);
  });

  it('keeps one product per row when the first column names the products', () => {
    const { competitors } = extractCompetitors(
      docFrom(`# Form builders

| Tool | Price | Open source | Offline |
| --- | --- | --- | --- |
| Formwell | $10 | Yes | No |
| Quizzly | Free | No | No |
| Surveyor | $25 | No | Yes |`),
    );
    expect(competitors).toEqual(['Formwell', 'Quizzly', 'Surveyor']);
  });

  it('does not take pricing tiers in a header row for products', () => {
    const { competitors } = extractCompetitors(
      docFrom(`# Our pricing

| Plan | Free | Pro | Enterprise |
| --- | --- | --- | --- |
| Seats | 1 | 10 | Unlimited |
| Support | Email | Chat | Phone |`),
    );
    expect(competitors).toEqual([]);
  });

  it('keeps company rows when capitalised attributes head the columns', () => {
    const { competitors } = extractCompetitors(
      docFrom(`# Landscape

|  | Target Market | Business Model |
| --- | --- | --- |
| Fennel | Small agencies | Subscription |
| Brightdesk | Enterprises | Licence |
| Quill | Freelancers | Freemium |

## Target Market

Agencies are the biggest group.`),
    );
    expect(competitors).toEqual(['Fennel', 'Brightdesk', 'Quill']);
  });

  it('reads a products-as-columns table whose corner names the criteria', () => {
    const { competitors, details } = extractCompetitors(
      docFrom(`# Evaluation

| Criteria | Fennel | Brightdesk | Quill |
| --- | --- | --- | --- |
| Hosting | Cloud only | Cloud or on-premises | Self-hosted |
| Price per seat | $8 | $15 | Free |
| Mobile apps | iOS and Android | None | Android |`),
    );
    expect(competitors).toEqual(['Fennel', 'Brightdesk', 'Quill']);
    expect(details[1]).toMatchObject({ pricing: 'Price per seat: $15' });
  });

  it('does not take topic columns for products', () => {
    const { competitors } = extractCompetitors(
      docFrom(`# Customer profile

The pains and gains below come from twelve interviews; mobile users had the most pains.

|  | Jobs | Pains | Gains |
| --- | --- | --- | --- |
| Commuters | Plan trips | Delays | Reliable times |
| Tourists | Find sights | Language | Easy tickets |

| Feature | Backend | Mobile |
| --- | --- | --- |
| Login | Done | In progress |
| Search | Started | Planned |`),
    );
    expect(competitors).toEqual([]);
  });

  it('reads a feature matrix whose first column groups the rows', () => {
    const { competitors } = extractCompetitors(
      docFrom(`# Editors compared

| Area | Fennel | Quill | Brightdesk |
| --- | --- | --- | --- |
| Editing | ✓ | ✓ | ✗ |
| Editing | ✓ | ✗ | ✓ |
| Sharing | ✗ | ✓ | ✓ |`),
    );
    expect(competitors).toEqual(['Fennel', 'Quill', 'Brightdesk']);
  });
});
