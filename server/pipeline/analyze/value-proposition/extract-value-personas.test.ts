import { describe, expect, it } from 'vitest';
import { docFrom } from '../test-support/helpers.js';
import { extractValueProposition } from './extract-value-proposition.js';

describe('extractValueProposition: personas, user needs and landing pages', () => {
  it('reads personas: the persona names a segment, goals are gains, frustrations pains', () => {
    const { lists } = extractValueProposition(
      docFrom(`# Personas for the booking app
## Priya, practice manager
### Goals
- Fill every appointment slot
### Frustrations
- Patients who do not show up
## Tom, retired patient
Goals: book without phoning
Frustrations: confusing websites`),
    );
    expect(lists.segments).toEqual(['Priya, practice manager', 'Tom, retired patient']);
    expect(lists.gains).toEqual(['Fill every appointment slot', 'book without phoning']);
    expect(lists.pains).toEqual(['Patients who do not show up', 'confusing websites']);
  });

  it('does not read project goals as gains outside a persona', () => {
    const { lists } = extractValueProposition(
      docFrom(`# Plan
## Goals
- Launch in spring
## Customer segments
- Bakeries`),
    );
    expect(lists.gains).toEqual([]);
    expect(lists.segments).toEqual(['Bakeries']);
  });

  it('reads user needs: segment, job, and the outcome as a gain or a pain', () => {
    const { lists } = extractValueProposition(
      docFrom(`As a school administrator, I need to see all invoices in one place, so that I can approve them quickly.

As a parent, I want to pay online so that we can avoid queuing at the school office.`),
    );
    expect(lists.segments).toEqual(['school administrator', 'parent']);
    expect(lists.jobs).toEqual(['see all invoices in one place', 'pay online']);
    expect(lists.gains).toEqual(['approve them quickly']);
    expect(lists.pains).toEqual(['queuing at the school office']);
  });

  it('reads a persona table row by row', () => {
    const { lists } = extractValueProposition(
      docFrom(`| Role | Goals | Challenges |
| --- | --- | --- |
| Warehouse lead | Ship every order the same day | Pickers wait for paper lists |
| Finance manager | Close the month in two days | Stock counts do not match |`),
    );
    expect(lists.segments).toEqual(['Warehouse lead', 'Finance manager']);
    expect(lists.gains).toEqual(['Ship every order the same day', 'Close the month in two days']);
    expect(lists.pains).toEqual(['Pickers wait for paper lists', 'Stock counts do not match']);
  });

  it('takes the segment of a landing page from its title when nothing else names one', () => {
    const { lists } = extractValueProposition(
      docFrom(`# Scheduling for dental practices
## Why us
- Fewer missed appointments
- Reminders patients answer`),
    );
    expect(lists.segments).toEqual(['dental practices']);
    expect(lists.gains).toEqual(['Fewer missed appointments', 'Reminders patients answer']);
  });

  it('reads buyer roles written as list items with a value proposition under them', () => {
    const { lists } = extractValueProposition(
      docFrom(`## Who we sell to
- Head of Finance - owns the budget and the audit
  - Value prop:
    - Audit-ready books every month
- Controller
  - Challenges:
    - Late approvals
- Office snacks are on Fridays`),
    );
    expect(lists.segments).toEqual(['Head of Finance', 'Controller']);
  });

  it('reads persona parts written as bold lines under a personas heading', () => {
    const { lists } = extractValueProposition(
      docFrom(`# Research
## User personas
Persona: Busy parent of two
Goals
- Dinner on the table in twenty minutes
Frustrations
- Recipes that need rare ingredients`),
    );
    expect(lists.segments).toEqual(['Busy parent of two']);
    expect(lists.gains).toEqual(['Dinner on the table in twenty minutes']);
    expect(lists.pains).toEqual(['Recipes that need rare ingredients']);
  });

  it('reads a user-story table by its columns', () => {
    const { lists } = extractValueProposition(
      docFrom(`| As a | I want to | So that |
| --- | --- | --- |
| tenant | report a repair online | it gets fixed before the weekend |`),
    );
    expect(lists.segments).toEqual(['tenant']);
    expect(lists.jobs).toEqual(['report a repair online']);
    expect(lists.gains).toEqual(['it gets fixed before the weekend']);
  });

  it('reads a persona card written as a two-column table', () => {
    const { lists } = extractValueProposition(
      docFrom(`| Field | Details |
| --- | --- |
| Name | Site supervisor on building projects |
| Age | 45 |
| Goals | Finish each phase on schedule |
| Frustrations | Deliveries arrive without notice |`),
    );
    expect(lists.segments).toEqual(['Site supervisor on building projects']);
    expect(lists.gains).toEqual(['Finish each phase on schedule']);
    expect(lists.pains).toEqual(['Deliveries arrive without notice']);
  });

  it('reads the sub-headings of a benefits section as benefits, or as audiences', () => {
    const { lists } = extractValueProposition(
      docFrom(`# Why teams switch
## Benefits
### Close the books two days sooner
Reconciliation runs every night.
### Fewer spreadsheet errors
Numbers flow from the bank feed.
## Who gains
### For accounting firms
Serve more clients with the same team.`),
    );
    expect(lists.gains).toEqual(['Close the books two days sooner', 'Fewer spreadsheet errors']);
    expect(lists.segments).toEqual(['accounting firms']);
  });
});
