import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatDuration,
  formatFileSize,
  processingTime,
} from './format.js';

describe('formatFileSize', () => {
  it('uses Bytes, KB, MB and GB on a 1024 base', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(123_456)).toBe('120.56 KB');
    expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  });

  it('keeps GB as the top unit and survives bad input', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048 GB');
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
  });
});

describe('formatDate', () => {
  it('shows short month, day and year in US English', () => {
    expect(formatDate('2025-01-05T12:00:00.000Z', 'UTC')).toBe('Jan 5, 2025');
    expect(formatDate(new Date(Date.UTC(2024, 11, 31, 23, 0)), 'UTC')).toBe('Dec 31, 2024');
  });

  it('follows the time zone it is given', () => {
    expect(formatDate('2025-01-05T23:30:00.000Z', 'Asia/Tokyo')).toBe('Jan 6, 2025');
  });

  it('gives a dash for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('—');
    expect(formatDate(undefined)).toBe('—');
    expect(formatDate('')).toBe('—');
    expect(formatDate('not a date')).toBe('—');
  });
});

describe('formatDateTime', () => {
  it('adds the time of day', () => {
    expect(formatDateTime('2025-01-05T15:07:00.000Z', 'UTC')).toBe('Jan 5, 2025, 3:07 PM');
    expect(formatDateTime(null)).toBe('—');
  });
});

describe('formatDuration', () => {
  it('shows seconds below a minute', () => {
    expect(formatDuration(0)).toBe('0s');
    expect(formatDuration(420)).toBe('0.4s');
    expect(formatDuration(4_240)).toBe('4.2s');
    expect(formatDuration(9_990)).toBe('10s');
    expect(formatDuration(42_000)).toBe('42s');
    expect(formatDuration(59_400)).toBe('59s');
  });

  it('shows minutes and seconds from 60 s', () => {
    expect(formatDuration(59_600)).toBe('1m 0s');
    expect(formatDuration(60_000)).toBe('1m 0s');
    expect(formatDuration(65_000)).toBe('1m 5s');
    expect(formatDuration(12 * 60_000 + 30_000)).toBe('12m 30s');
  });

  it('gives a dash for a negative or unreadable duration', () => {
    expect(formatDuration(-1)).toBe('—');
    expect(formatDuration(Number.NaN)).toBe('—');
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
