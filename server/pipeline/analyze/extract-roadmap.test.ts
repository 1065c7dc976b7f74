import { describe, expect, it } from 'vitest';
import { extractRoadmap } from './extract-roadmap.js';
import { docFrom } from './test-support/helpers.js';

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

describe('extractRoadmap: boards and milestone tables', () => {
  it('reads a board table whose column headers are statuses: one phase per column', () => {
    const { phases } = extractRoadmap(
      docFrom(`| Now | Next | Later |
| --- | --- | --- |
| Search filters | Saved searches | Alerts |
| Dark mode | Offline mode | |`),
    );
    expect(phases.map((p) => [p.name, p.features])).toEqual([
      ['Now', ['Search filters', 'Dark mode']],
      ['Next', ['Saved searches', 'Offline mode']],
      ['Later', ['Alerts']],
    ]);
  });

  it('reads milestones from a table that also names the phase of each', () => {
    const { phases, milestones } = extractRoadmap(
      docFrom(`| Phase | Milestone | Due |
| --- | --- | --- |
| Discovery | Research report | Q1 2027 |
| Build | Beta release | Q3 2027 |`),
    );
    expect(phases.map((p) => p.name)).toEqual(['Discovery', 'Build']);
    expect(milestones.map((m) => [m.date, m.description])).toEqual([
      ['Q1 2027', 'Research report'],
      ['Q3 2027', 'Beta release'],
    ]);
  });
});

describe('extractRoadmap: phases without phase words', () => {
  it('names phases by their year and never by the field labels repeated inside each', () => {
    const { phases, milestones } = extractRoadmap(
      docFrom(`# 2026

## Problem to solve
Partners wait for us to set them up.

## Goals
- Launch the public API

# 2027

## Problem to solve
Customers cannot work on the go.

## Goals
- Mobile app`),
    );
    expect(phases.map((p) => [p.name, p.features])).toEqual([
      ['2026', ['Launch the public API']],
      ['2027', ['Mobile app']],
    ]);
    expect(milestones).toEqual([]);
  });

  it('takes sibling sections that repeat the same plan fields as the phases', () => {
    const { phases } = extractRoadmap(
      docFrom(`# Product bets

## Faster checkout

### What problem are we solving
Buyers abandon carts on the payment step.

### Expected outcome
Higher conversion.

## Seller analytics

### What problem are we solving
Sellers cannot see which listings perform.

### Expected outcome
A dashboard per seller.

## Contact
Write to the product team.`),
    );
    expect(phases.map((p) => p.name)).toEqual(['Faster checkout', 'Seller analytics']);
  });

  it('reads a roadmap written by area from its top sections, less the generic ones', () => {
    const roadmap = extractRoadmap(
      docFrom(`# Platform roadmap

## Introduction
This page lists what the platform teams plan to work on this year.

## Storage
The storage team is exploring a new caching layer for large files.

## Networking
The networking team is migrating drivers to the new stack to improve throughput.

## How can I give feedback?
Open an issue in the tracker and tag the team.`),
    );
    expect(roadmap.phases.map((p) => p.name)).toEqual(['Storage', 'Networking']);
    // A document that does not call itself a plan is not read that way.
    const notes = extractRoadmap(
      docFrom(`# User research notes

## Storage
Participants said uploads of large files were slow.

## Networking
Two participants lost their connection during the session.`),
    );
    expect(notes.phases).toEqual([]);
  });

  it('reads a board of "currently working on" / "next" sections and the sub-sections of a schedule section', () => {
    const board = extractRoadmap(
      docFrom(`# Roadmap

## What we are currently working on
- Search filters

## Themes we will likely work on next
- Saved searches`),
    );
    expect(board.phases.map((p) => p.name)).toEqual([
      'What we are currently working on',
      'Themes we will likely work on next',
    ]);
    const schedule = extractRoadmap(
      docFrom(`# Release plan

## Release managers
- Lead: a named person

## Release schedule

### Feature releases
- 5.0: 2027-10-01

### Bugfix releases
- 5.0.1: 2027-12-01`),
    );
    expect(schedule.phases.map((p) => p.name)).toEqual(['Feature releases', 'Bugfix releases']);
  });

  it('skips dates in the rationale of an item ("Why: … released in 2012")', () => {
    const { milestones } = extractRoadmap(
      docFrom(`# Technical roadmap

## Upgrading the framework

### Why
We run on version 3, which was released in early 2012.

### What
Move to the current version.

## Faster search

### Why
Search is slow.

### What
A separate search service.`),
    );
    expect(milestones).toEqual([]);
  });
});
