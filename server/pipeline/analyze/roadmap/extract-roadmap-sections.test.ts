import { describe, expect, it } from 'vitest';
import { docFrom } from '../test-support/helpers.js';
import { extractRoadmap } from './extract-roadmap.js';

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
