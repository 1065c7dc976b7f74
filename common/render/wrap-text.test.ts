import { describe, expect, it } from 'vitest';
import { measureText } from './text-metrics.js';
import { ellipsize, wrapText } from './wrap-text.js';

const font = { size: 14 };

describe('measureText (Inter advance widths)', () => {
  it('matches Chromium within 1 % on a pangram', () => {
    // Chromium measured 34027.8 / 1000 em at weight 400 and 35103.9 at 700 for this string.
    const text = 'The quick brown fox jumps over the lazy dog. Competitor Analysis 2025';
    expect(measureText(text, { size: 1000 })).toBeGreaterThan(34027.8 * 0.99);
    expect(measureText(text, { size: 1000 })).toBeLessThan(34027.8 * 1.01);
    expect(measureText(text, { size: 1000, weight: 700 })).toBeLessThan(35103.9 * 1.01);
  });

  it('measures accented letters like their base letter and counts letter-spacing', () => {
    expect(measureText('é', font)).toBe(measureText('e', font));
    expect(measureText('ab', { size: 14, letterSpacing: 1 })).toBe(measureText('ab', font) + 2);
  });
});

describe('wrapText', () => {
  it('keeps a short value on one line', () => {
    expect(wrapText('Jira Software', { font, width: 200, maxLines: 2 })).toEqual({
      lines: ['Jira Software'],
      truncated: false,
      overflow: false,
    });
  });

  it('wraps at spaces so that each line fits', () => {
    const { lines, truncated } = wrapText(
      'Multi-tenant Kubernetes service with managed control plane',
      { font, width: 150, maxLines: 5 },
    );
    expect(lines.length).toBeGreaterThan(2);
    expect(truncated).toBe(false);
    for (const line of lines) expect(measureText(line, font)).toBeLessThanOrEqual(150);
    expect(lines.join(' ')).toBe('Multi-tenant Kubernetes service with managed control plane');
  });

  it('cuts after maxLines with an ellipsis that fits', () => {
    const result = wrapText('one two three four five six seven eight nine ten eleven twelve', {
      font,
      width: 80,
      maxLines: 2,
    });
    expect(result.lines).toHaveLength(2);
    expect(result.lines[1]).toMatch(/…$/);
    expect(measureText(result.lines[1] as string, font)).toBeLessThanOrEqual(80);
    expect(result).toMatchObject({ truncated: true, overflow: true });
  });

  it('cuts to maxChars with an ellipsis', () => {
    expect(wrapText('Enterprise plan, billed yearly', { font, maxChars: 12 }).lines).toEqual([
      'Enterprise…',
    ]);
  });

  it('breaks a word longer than the line after a slash or hyphen', () => {
    const { lines } = wrapText('$10.99/user/month', { font, width: 80, maxLines: 3 });
    expect(lines[0]).toMatch(/\/$/);
    expect(lines.join('')).toBe('$10.99/user/month');
  });

  it('never starts or ends a line with the list separator', () => {
    const { lines } = wrapText('Scrum & Kanban · Roadmaps · Advanced JQL search · Dashboards', {
      font,
      width: 170,
      maxLines: 4,
    });
    for (const line of lines) {
      expect(line.startsWith('·')).toBe(false);
      expect(line.endsWith('·')).toBe(false);
    }
  });

  it('ellipsize prefers a word boundary and drops a dangling comma', () => {
    expect(ellipsize('Free up to 10 users, then paid', 110, font)).toBe('Free up to 10…');
  });
});
