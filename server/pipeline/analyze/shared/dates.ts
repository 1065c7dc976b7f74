/**
 * Dates as business documents write them, kept as written: "March 2025", "early October 2017",
 * "mid-July", "Q3 2018", "End Q2, Start Q3 2018", "FY23 Q2", "H1 2026", "2025-03-18",
 * "1 April", "month 8", "Month -6: October 2020".
 */
const MONTH =
  '(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)\\.?';
const QUALIFIER =
  '(?:(?:early|mid|late|end(?: of)?|start(?: of)?|beginning(?: of)?|middle of)[\\s-]+)';
const YEAR = "(?:19|20)\\d{2}|'\\d{2}";
const DAY = '\\d{1,2}(?:st|nd|rd|th)?(?!\\d)';

const PATTERNS = [
  // 2025-03-18, 18/03/2025, 2019/05/31
  `\\b\\d{4}[-/]\\d{1,2}[-/]\\d{1,2}\\b`,
  `\\b\\d{1,2}[/.]\\d{1,2}[/.]\\d{2,4}\\b`,
  // Month -6: October 2020, month 3
  `\\bmonth\\s*-?\\d+(?:\\.\\d+)?(?:\\s*[:–-]\\s*${QUALIFIER}?(?:${DAY}\\s+)?${MONTH}(?:\\s+${DAY})?,?(?:\\s+(?:${YEAR}))?)?`,
  // (early) 1 April 2025, April 1, 2025, April 2025, mid-July
  `\\b${QUALIFIER}?(?:${DAY}\\s+(?:of\\s+)?)?${MONTH}(?:\\s+${DAY}(?!\\d))?(?:,?\\s+(?:${YEAR}))?\\b`,
  // End Q2, Start Q3 2018 / Q1, Q2 2019 / FY23 Q3 / Q3/Q4 / H1 2026
  `\\b${QUALIFIER}?(?:FY\\s?'?\\d{2,4}\\s+)?(?:Q[1-4]|H[12])(?:\\s*(?:[,/&]|and|-|–)\\s*${QUALIFIER}?(?:Q[1-4]|H[12]))*(?:,?\\s*(?:FY\\s?)?(?:${YEAR}))?\\b`,
  `\\bFY\\s?'?\\d{2,4}\\b`,
  // early 2018, late 2018
  `\\b${QUALIFIER}(?:${YEAR})\\b`,
  // bare years (only counted with care: see findDates)
  `\\b(?:19|20)\\d{2}\\b`,
];

const DATE_RE = new RegExp(PATTERNS.map((p) => `(?:${p})`).join('|'), 'gi');

/** Words that may be months but usually are not ("may", "march" as a verb …). */
const AMBIGUOUS_MONTH = /^(?:may|mar|march|jun|aug|sep|oct|dec)\.?$/i;

export interface DateMatch {
  text: string;
  index: number;
  /** A bare year or an ambiguous month word: weak evidence of a date. */
  weak: boolean;
}

export function findDates(text: string): DateMatch[] {
  const out: DateMatch[] = [];
  for (const match of text.matchAll(DATE_RE)) {
    const value = match[0].trim().replace(/[,\s]+$/, '');
    if (!value) continue;
    // A bare year, an ambiguous month word or a quarter without a year says little on its own.
    const weak =
      /^(?:19|20)\d{2}$/.test(value) ||
      AMBIGUOUS_MONTH.test(value) ||
      /^(?:Q[1-4]|H[12])$/i.test(value);
    out.push({ text: value, index: match.index ?? 0, weak });
  }
  return out;
}

/** The first strong date in a text, as written. */
export function firstDate(text: string): string | undefined {
  return findDates(text).find((d) => !d.weak)?.text;
}

export function hasDate(text: string): boolean {
  return findDates(text).some((d) => !d.weak);
}

/** A text that is mostly a date ("Q3 2018", "month 2 - beginning of December 2018"). */
export function isDateLike(text: string): boolean {
  const dates = findDates(text).filter((d) => !d.weak);
  if (dates.length === 0) return false;
  const covered = dates.reduce((sum, d) => sum + d.text.length, 0);
  return covered >= text.replace(/[\s,:;–—-]+/g, ' ').trim().length * 0.5;
}

const WEEKDAY = String.raw`(?:mon|tue|tues|wed|wednes|thu|thur|thurs|fri|sat|satur|sun)(?:day)?\.?,?`;
/** Words that may stand before a date in a schedule line: "Monday, 2023-05-22", "by 1 May". */
const DATE_PREFIX = new RegExp(
  String.raw`^(?:(?:${WEEKDAY}|by|on|in|around|approx\.?|approximately|est\.?|expected|target(?:ed)?|due|from)\s+)*`,
  'i',
);
const RANGE_JOIN = /^\s*(?:[–—-]|to|until|through|till)\s*/i;

/** The end of a date range that starts at `end` ("… – 26 Mar 2023", "… to Thursday, 1 April"). */
function rangeEnd(text: string, end: number): number {
  const tail = text.slice(end);
  const join = RANGE_JOIN.exec(tail);
  if (!join) return end;
  const afterJoin = tail.slice(join[0].length);
  const prefix = DATE_PREFIX.exec(afterJoin)?.[0] ?? '';
  const second = findDates(afterJoin).find((d) => d.index === prefix.length);
  return second ? end + join[0].length + second.index + second.text.length : end;
}

/** The first strong date of a text with a range's second end, as written. */
export function firstDateSpan(text: string): { date: string; index: number } | undefined {
  const first = findDates(text).find((d) => !d.weak);
  if (!first) return undefined;
  const end = rangeEnd(text, first.index + first.text.length);
  return { date: text.slice(first.index, end).trim(), index: first.index };
}

/**
 * The date a text starts with, as written, with a range's second end ("13 Mar – 26 Mar 2023",
 * "Tuesday, 30 March to Thursday, 1 April 2021"), and what follows it. Undefined when the text
 * does not start with a strong date (a weekday or "by" may come first).
 */
export function leadingDate(text: string): { date: string; rest: string } | undefined {
  const prefix = DATE_PREFIX.exec(text)?.[0] ?? '';
  const dates = findDates(text);
  const first = dates.find((d) => !d.weak) ?? dates.find((d) => /^(?:19|20)\d{2}$/.test(d.text));
  if (!first || first.index !== prefix.length) return undefined;
  // A bare year leads only when something is clearly said about it ("2025: …", "2025 – …").
  if (first.weak && !/^\s*[:–—-]\s*\S/.test(text.slice(first.index + first.text.length)))
    return undefined;
  const end = rangeEnd(text, first.index + first.text.length);
  return { date: text.slice(0, end).trim(), rest: text.slice(end).trim() };
}

/** A date that names a month or a day (not only a quarter, a half or a year). */
export function isPointDate(text: string): boolean {
  return findDates(text).some(
    (d) => !d.weak && (/\d{1,2}[-/.]\d{1,2}/.test(d.text) || new RegExp(MONTH, 'i').test(d.text)),
  );
}
