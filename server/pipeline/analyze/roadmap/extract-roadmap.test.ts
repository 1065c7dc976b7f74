import { describe, expect, it } from 'vitest';
import { docFrom } from '../test-support/helpers.js';
import { extractRoadmap } from './extract-roadmap.js';

describe('extractRoadmap', () => {
  it('reads a quarterly table: theme as the phase, quarter as its timeline, features split', () => {
    const { phases, evidence } = extractRoadmap(
      docFrom(`| Quarter | Theme | Key features | Status |
| --- | --- | --- | --- |
| Q1 2027 | Foundations | SSO, audit log | Done |
| Q2 2027 | Mobile | iOS app; Android app | Planned |`),
    );
    expect(phases).toEqual([
      { name: 'Foundations', timeline: 'Q1 2027', status: 'Done', features: ['SSO', 'audit log'] },
      {
        name: 'Mobile',
        timeline: 'Q2 2027',
        status: 'Planned',
        features: ['iOS app', 'Android app'],
      },
    ]);
    expect(evidence.items.find((e) => e.field === 'phases[1].name')?.location).toBe(
      'table 1, row 2',
    );
  });

  it('reads a milestone table with dates as written', () => {
    const { milestones } = extractRoadmap(
      docFrom(`| Milestone | Target date |
| --- | --- |
| Design freeze | 14 March 2027 |
| Pilot starts | early May 2027 |`),
    );
    expect(milestones).toEqual([
      { description: 'Design freeze', date: '14 March 2027' },
      { description: 'Pilot starts', date: 'early May 2027' },
    ]);
  });

  it('reads Now / Next / Later headings with their items as features', () => {
    const { phases } = extractRoadmap(
      docFrom(`# Roadmap

## Now
- Faster search
- Dark mode

## Next
- Offline mode

## Later
- Plugin marketplace`),
    );
    expect(phases.map((p) => [p.name, p.features])).toEqual([
      ['Now', ['Faster search', 'Dark mode']],
      ['Next', ['Offline mode']],
      ['Later', ['Plugin marketplace']],
    ]);
  });

  it('takes dated fields as milestones and a version under a parent heading with its parent name', () => {
    const { phases, milestones } = extractRoadmap(
      docFrom(`# Library roadmap

## Core

### 3.0
- Planned release: late June 2027
- New plugin API

### 3.1
- Planned release: Q4 2027
- Streaming parser`),
    );
    expect(phases.map((p) => [p.name, p.timeline, p.features])).toEqual([
      ['Core 3.0', 'late June 2027', ['New plugin API']],
      ['Core 3.1', 'Q4 2027', ['Streaming parser']],
    ]);
    expect(milestones.map((m) => m.date)).toEqual(['late June 2027', 'Q4 2027']);
  });

  it('reads phases written as list items', () => {
    const { phases } = extractRoadmap(
      docFrom(`## Summary of the phases
- Phase 1: Discovery - interviews with twenty customers
- Phase 2: Build (months 2–5) - the first version
- Phase 3: Launch - marketing and onboarding`),
    );
    expect(phases.map((p) => [p.name, p.timeline])).toEqual([
      ['Phase 1: Discovery', undefined],
      ['Phase 2: Build (months 2–5)', 'months 2–5'],
      ['Phase 3: Launch', undefined],
    ]);
  });

  it('ignores a change log and "last updated" dates', () => {
    const { phases, milestones } = extractRoadmap(
      docFrom(`# Plan

Last updated 3 January 2027.

## Change log

### 2026-12-01
- Released version 2.0 on 1 December 2026`),
    );
    expect(phases).toEqual([]);
    expect(milestones).toEqual([]);
  });
});

describe('extractRoadmap: schedules and dated plans', () => {
  it('reads a release schedule list ("label: weekday, ISO date") as milestones, dates as written', () => {
    const { milestones, structured } = extractRoadmap(
      docFrom(`# Release schedule

## 5.0 schedule

- 5.0 development begins: Monday, 2027-01-04
- 5.0 alpha 1: Tuesday, 2027-03-02
- 5.0 beta 1: Monday, 2027-05-03
  (No new features beyond this point.)
- 5.0 final: Friday, 2027-10-01`),
    );
    expect(milestones.map((m) => [m.date, m.description])).toEqual([
      ['Monday, 2027-01-04', '5.0 development begins'],
      ['Tuesday, 2027-03-02', '5.0 alpha 1'],
      ['Monday, 2027-05-03', '5.0 beta 1'],
      ['Friday, 2027-10-01', '5.0 final'],
    ]);
    // Under a release heading, a schedule is evidence that the document is a roadmap.
    expect(structured).toBeGreaterThanOrEqual(4);
  });

  it('shows a dated list but does not count it as evidence that the document is a roadmap', () => {
    const agenda = extractRoadmap(
      docFrom(`# Meetings

- Kick-off: 12 January 2027
- Review: 9 February 2027
- Retrospective: 9 March 2027`),
    );
    expect(agenda.milestones).toHaveLength(3);
    expect(agenda.structured).toBe(0);
  });

  it('reads a quarterly list ("Q1 2027: …") as milestones but not two dated sentences in prose', () => {
    const quarterly = extractRoadmap(
      docFrom(`# Roadmap 2027

- Q1 2027: Public API
- Q2 2027: Mobile app
- Q3 2027: Marketplace`),
    );
    expect(quarterly.milestones.map((m) => m.date)).toEqual(['Q1 2027', 'Q2 2027', 'Q3 2027']);
    const prose = extractRoadmap(
      docFrom(`# Notes

We met on 3 March 2027 and talked about hiring.

The office moves in 2028, probably.`),
    );
    expect(prose.milestones).toEqual([]);
  });

  it('reads table rows dated to a day as milestones whatever the date column is called', () => {
    const { milestones } = extractRoadmap(
      docFrom(`| Release | Planned | Notes |
| --- | --- | --- |
| 4.0 alpha 1 | 2027-02-01 | first preview |
| 4.0 beta 1 | 2027-05-03 | feature freeze |
| 4.0 final | 2027-10-04 | |`),
    );
    expect(milestones.map((m) => [m.date, m.description])).toEqual([
      ['2027-02-01', '4.0 alpha 1'],
      ['2027-05-03', '4.0 beta 1'],
      ['2027-10-04', '4.0 final'],
    ]);
  });

  it('takes the dates of iteration headings as milestones, with the range as written', () => {
    const { phases, milestones } = extractRoadmap(
      docFrom(`# Project plan

## Iteration 1 (6 March – 19 March 2027)
- Set up the repository

## Iteration 2 (20 March – 2 April 2027)
- Build the prototype`),
    );
    expect(phases).toHaveLength(2);
    expect(milestones.map((m) => [m.date, m.description])).toEqual([
      ['6 March – 19 March 2027', 'Iteration 1'],
      ['20 March – 2 April 2027', 'Iteration 2'],
    ]);
  });

  it('reads a themed milestone plan: one heading per theme with its target date in a field', () => {
    const { milestones } = extractRoadmap(
      docFrom(`# Delivery plan

## Self-serve onboarding

| Target date | 15 June 2027 |
| --- | --- |
| Owner | Growth team |

## Usage-based billing

- Expected delivery: September 2027
- Owner: Billing team`),
    );
    expect(milestones.map((m) => [m.date, m.description])).toEqual([
      ['15 June 2027', 'Self-serve onboarding – target date'],
      ['September 2027', 'Usage-based billing – expected delivery'],
    ]);
  });
});
