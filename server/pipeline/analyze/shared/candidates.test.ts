import { describe, expect, it } from 'vitest';
import { dedupeBy, groupQuality } from './candidates.js';

describe('dedupeBy', () => {
  it('keeps the first item of each key and drops items without one', () => {
    const items = ['Acme', 'acme', '', 'Globex'];
    expect(dedupeBy(items, (s) => s.toLowerCase())).toEqual(['Acme', 'Globex']);
  });

  it('drops an item whose further key was seen, without remembering its other keys', () => {
    const milestones = [
      { text: 'Beta', date: 'May' },
      { text: 'Launch', date: 'May' },
      { text: 'Launch', date: 'June' },
      { text: 'GA', date: '' },
    ];
    expect(
      dedupeBy(
        milestones,
        (m) => m.text,
        (m) => m.date,
      ).map((m) => m.text),
    ).toEqual(['Beta', 'Launch', 'GA']);
  });
});

describe('groupQuality', () => {
  it('gives a point per item and the points of each filled field, lists up to their maximum', () => {
    const group = [
      { name: 'A', pricing: '$5', features: ['x', 'y', 'z'] },
      { name: 'B', pricing: '', features: [] },
    ];
    expect(groupQuality(group, { pricing: 0.5, features: { each: 0.25, max: 2 } })).toBe(3);
  });
});
