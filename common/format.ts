/**
 * Display formatting of spec §9, shared by every screen: file sizes on a 1024 base, dates as
 * short month, day and year in US English, processing time in seconds or minutes and seconds.
 * Pure: no DOM, no Node.
 */

const SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;

/** 0 → '0 Bytes', 1536 → '1.5 KB', 10485760 → '10 MB' (at most two decimals; GB is the top unit). */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const exponent = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), SIZE_UNITS.length - 1);
  const value = bytes / 1024 ** exponent;
  return `${parseFloat(value.toFixed(2))} ${SIZE_UNITS[exponent]}`;
}

const PLACEHOLDER = '—';

type DateInput = string | number | Date | null | undefined;

/** The date shown by `show`; an absent or unreadable value gives '—'. */
function showDate(value: DateInput, show: (date: Date) => string): string {
  if (value === null || value === undefined || value === '') return PLACEHOLDER;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? PLACEHOLDER : show(date);
}

/**
 * 'Jan 5, 2025'. The time zone defaults to the runtime's (the viewer's, in the browser); tests
 * pass one to stay deterministic.
 */
export function formatDate(value: DateInput, timeZone?: string): string {
  return showDate(value, (date) =>
    date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone }),
  );
}

/** 'Jan 5, 2025, 3:07 PM': the full moment, for tooltips next to a short date. */
export function formatDateTime(value: DateInput, timeZone?: string): string {
  return showDate(value, (date) =>
    date.toLocaleString('en-US', {
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    }),
  );
}

/**
 * A duration in milliseconds: below 10 s with one decimal ('0.4s', '4.2s'), below 60 s in whole
 * seconds ('42s'), from 60 s as minutes and seconds ('1m 5s', '12m 0s').
 */
export function formatDuration(milliseconds: number): string {
  if (!Number.isFinite(milliseconds) || milliseconds < 0) return PLACEHOLDER;
  const seconds = milliseconds / 1000;
  if (seconds < 10) {
    const tenths = Math.round(seconds * 10) / 10;
    if (tenths < 10) return `${tenths}s`;
  }
  const whole = Math.round(seconds);
  if (whole < 60) return `${whole}s`;
  return `${Math.floor(whole / 60)}m ${whole % 60}s`;
}

/** Processing information for a scan: how much of the document's text OCR recognized. */
export function ocrSummary(ocr: { pages: number; ofPages: number }): string {
  return `Text recognized by OCR on ${ocr.pages} of ${ocr.ofPages} ${ocr.ofPages === 1 ? 'page' : 'pages'}`;
}

/** The time from upload to processed, or null while either end is missing or unreadable. */
export function processingTime(
  createdAt: string | null | undefined,
  processedAt: string | null | undefined,
): string | null {
  if (!createdAt || !processedAt) return null;
  const elapsed = new Date(processedAt).getTime() - new Date(createdAt).getTime();
  if (!Number.isFinite(elapsed)) return null;
  return formatDuration(Math.max(0, elapsed));
}

const RELATIVE_STEPS: [limitSeconds: number, unit: Intl.RelativeTimeFormatUnit, seconds: number][] =
  [
    [60 * 60, 'minute', 60],
    [24 * 60 * 60, 'hour', 60 * 60],
    [7 * 24 * 60 * 60, 'day', 24 * 60 * 60],
  ];

/**
 * How long ago, for activity lines: 'just now', '5 minutes ago', '2 hours ago', 'yesterday',
 * '3 days ago'; from a week on, the date ('Jan 5, 2025'). `now` is passed by tests.
 */
export function formatRelativeTime(value: DateInput, now: number = Date.now()): string {
  return showDate(value, (date) => {
    const seconds = Math.max(0, (now - date.getTime()) / 1000);
    if (seconds < 45) return 'just now';
    const step = RELATIVE_STEPS.find(([limit]) => seconds < limit);
    if (!step) return formatDate(date);
    const amount = Math.max(1, Math.floor(seconds / step[2]));
    return new Intl.RelativeTimeFormat('en-US', { numeric: 'auto' }).format(-amount, step[1]);
  });
}
