import { describe, expect, it } from 'vitest';
import { changedColors, initialDraft, sameColors } from './color-draft';

describe('colour draft', () => {
  it('maps every template colour to its saved replacement, or to itself', () => {
    expect(initialDraft(['#112233', '#445566'], { '#112233': '#abcdef' })).toEqual({
      '#112233': '#abcdef',
      '#445566': '#445566',
    });
    expect(initialDraft(['#112233'], undefined)).toEqual({ '#112233': '#112233' });
  });

  it('saves only the colours that differ from the template, whatever their case', () => {
    expect(
      changedColors({ '#112233': '#112233', '#AABBCC': '#aabbcc', '#445566': '#000000' }),
    ).toEqual({ '#445566': '#000000' });
  });

  it('compares two drafts by their changed colours, ignoring case', () => {
    expect(
      sameColors({ '#112233': '#ABCDEF' }, { '#112233': '#abcdef', '#445566': '#445566' }),
    ).toBe(true);
    expect(sameColors({ '#112233': '#abcdef' }, {})).toBe(false);
  });
});
