import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  formatRelativeTime,
  ocrSummary,
  processingTime,
} from './format.js';

describe('formatFileSize', () => {
  it.each([
    // Bytes, KB, MB and GB on a 1024 base
    [0, '0 Bytes'],
    [1, '1 Bytes'],
    [1023, '1023 Bytes'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [123_456, '120.56 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [3 * 1024 ** 3, '3 GB'],
    // GB stays the top unit, and bad input survives
    [2048 * 1024 ** 3, '2048 GB'],
    [-5, '0 Bytes'],
    [Number.NaN, '0 Bytes'],
  ])('shows %d bytes as %s', (bytes, shown) => {
    expect(formatFileSize(bytes)).toBe(shown);
  });
});

describe('formatDate', () => {
  it.each([
    // short month, day and year in US English, in the time zone it is given
    ['2025-01-05T12:00:00.000Z', 'UTC', 'Jan 5, 2025'],
    [new Date(Date.UTC(2024, 11, 31, 23, 0)), 'UTC', 'Dec 31, 2024'],
    ['2025-01-05T23:30:00.000Z', 'Asia/Tokyo', 'Jan 6, 2025'],
    // a dash for a missing or unreadable date
    [null, undefined, '—'],
    [undefined, undefined, '—'],
    ['', undefined, '—'],
    ['not a date', undefined, '—'],
  ])('shows %j in %s as %s', (date, timeZone, shown) => {
    expect(formatDate(date, timeZone)).toBe(shown);
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime('2025-01-05T15:07:00.000Z', 'UTC')).toBe('Jan 5, 2025, 3:07 PM');
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('formatDuration', () => {
  it.each([
    // seconds below a minute
    [0, '0s'],
    [420, '0.4s'],
    [4_240, '4.2s'],
    [9_990, '10s'],
    [42_000, '42s'],
    [59_400, '59s'],
    // minutes and seconds from 60 s
    [59_600, '1m 0s'],
    [60_000, '1m 0s'],
    [65_000, '1m 5s'],
    [12 * 60_000 + 30_000, '12m 30s'],
    // a dash for a negative or unreadable duration
    [-1, '—'],
    [Number.NaN, '—'],
  ])('shows %d ms as %s', (milliseconds, shown) => {
    expect(formatDuration(milliseconds)).toBe(shown);
  });
});

describe('processingTime', () => {
  it('measures from upload to processed', () => {
    expect(processingTime('2025-01-05T12:00:00.000Z', '2025-01-05T12:00:01.500Z')).toBe('1.5s');
    expect(processingTime('2025-01-05T12:00:00.000Z', '2025-01-05T12:02:03.000Z')).toBe('2m 3s');
  });

  it('is null until processed', () => {
    expect(processingTime('2025-01-05T12:00:00.000Z', null)).toBeNull();
    expect(processingTime(null, '2025-01-05T12:00:00.000Z')).toBeNull();
    expect(processingTime('garbage', '2025-01-05T12:00:00.000Z')).toBeNull();
  });
});

describe('ocrSummary', () => {
  it('says on how many of the pages OCR recognized the text', () => {
    expect(ocrSummary({ pages: 3, ofPages: 3 })).toBe('Text recognized by OCR on 3 of 3 pages');
    expect(ocrSummary({ pages: 1, ofPages: 1 })).toBe('Text recognized by OCR on 1 of 1 page');
    expect(ocrSummary({ pages: 20, ofPages: 45 })).toBe('Text recognized by OCR on 20 of 45 pages');
  });
});

describe('formatRelativeTime', () => {
  const now = Date.parse('2026-03-10T12:00:00Z');
  it.each([
    ['2026-03-10T11:59:30Z', 'just now'],
    ['2026-03-10T11:55:00Z', '5 minutes ago'],
    ['2026-03-10T10:30:00Z', '1 hour ago'],
    ['2026-03-09T11:00:00Z', 'yesterday'],
    ['2026-03-07T12:00:00Z', '3 days ago'],
    ['2026-03-03T11:00:00Z', 'Mar 3, 2026'],
    ['2026-03-10T12:00:05Z', 'just now'],
    ['', '—'],
  ])('%s → %s', (value, expected) => {
    const text = formatRelativeTime(value, now);
    // The date branch prints in the runtime's zone; these instants are mid-day UTC.
    expect(text).toBe(expected);
  });
});
