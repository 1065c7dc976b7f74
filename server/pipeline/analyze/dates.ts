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
