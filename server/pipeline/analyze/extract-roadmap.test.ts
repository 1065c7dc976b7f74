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
