/**
 * Fuzzy matching of extracted items against the labels, independent of the analyzer's own text
 * code (so the evaluation does not share its blind spots):
 *  - names (competitors) match when their letters and digits are equal, or one is the other
 *    plus more words ("GitHub" / "GitHub EE"), but "GitLab CE" never matches "GitLab EE";
 *  - phrases (phases, segments, pains, gains, risks) match on content-word overlap: Dice ≥ 0.5,
 *    or one containing at least 75% of the other's words (when it has two or more); numbers in
 *    both must agree ("Phase 1" is not "Phase 2");
 *  - dates match when the months, quarters, years and days of one are a subset of the other's
 *    and any years agree ("Q3 2018" ⊂ "End Q2, Start Q3 2018").
 * Pairs are matched one to one, best first.
 */
const STOP = new Set(
  `a an and are as at be by for from has have in is it its of on or our the their this to was
  were will with we you your that which who can not no than then into over per via`.split(/\s+/),
);

function words(text: string): string[] {
  return (
    text
      .toLowerCase()
      .normalize('NFKC')
      .match(/[\p{L}\p{N}]+(?:[.'][\p{L}\p{N}]+)*/gu) ?? []
  )
    .map((w) => w.replace(/'s$/, ''))
    .filter((w) => !STOP.has(w))
    .map((w) => (w.length > 4 && w.endsWith('s') && !w.endsWith('ss') ? w.slice(0, -1) : w));
}

export function nameKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKC')
    .replace(/[^\p{L}\p{N}]+/gu, '');
}

export function namesMatch(a: string, b: string): boolean {
  const x = nameKey(a);
  const y = nameKey(b);
  if (!x || !y) return false;
  if (x === y) return true;
  const [short, long] = x.length <= y.length ? [a, b] : [b, a];
  const shortWords = words(short);
  const longWords = words(long);
  if (shortWords.length === 0 || nameKey(short).length < 3) return false;
  // "GitHub" ⊂ "GitHub EE": the longer name starts with all the words of the shorter.
  return shortWords.every((w, i) => longWords[i] === w);
}

export function phraseSimilarity(a: string, b: string): number {
  const x = new Set(words(a));
  const y = new Set(words(b));
  if (x.size === 0 || y.size === 0) return 0;
  const numbersX = [...x].filter((w) => /\d/.test(w));
  const numbersY = [...y].filter((w) => /\d/.test(w));
  if (numbersX.length > 0 && numbersY.length > 0 && !numbersX.some((n) => y.has(n))) return 0;
  let shared = 0;
  for (const w of x) if (y.has(w)) shared++;
  const dice = (2 * shared) / (x.size + y.size);
  const smaller = Math.min(x.size, y.size);
  const containment = smaller >= 2 ? shared / smaller : 0;
  return Math.max(dice, containment >= 0.75 ? containment * 0.9 : 0);
}

export function phrasesMatch(a: string, b: string): boolean {
  return phraseSimilarity(a, b) >= 0.5;
}

const MONTHS = ['jan', 'feb', 'mar', 'apr', 'may', 'jun', 'jul', 'aug', 'sep', 'oct', 'nov', 'dec'];

/** The parts of a date: months, quarters/halves, years, days next to a month, "month n". */
export function dateAtoms(text: string): Set<string> {
  const atoms = new Set<string>();
  const lower = text.toLowerCase();
  for (const m of lower.matchAll(/\b(jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?/g))
    atoms.add(m[1]!);
  for (const m of lower.matchAll(/\b([qh][1-4])\b/g)) atoms.add(m[1]!);
  for (const m of lower.matchAll(/\b((?:19|20)\d{2})\b/g)) atoms.add(m[1]!);
  for (const m of lower.matchAll(/\bfy\s?'?(\d{2,4})\b/g)) atoms.add(`fy${m[1]!.slice(-2)}`);
  for (const m of lower.matchAll(/\bmonth\s*(-?\d+(?:\.\d+)?)/g)) atoms.add(`m${m[1]}`);
  for (const m of lower.matchAll(/\b(\d{4})[-/](\d{1,2})[-/](\d{1,2})\b/g)) {
    atoms.add(m[1]!);
    atoms.add(MONTHS[Number(m[2]) - 1] ?? `mm${m[2]}`);
    atoms.add(`d${Number(m[3])}`);
  }
  for (const m of lower.matchAll(
    /\b(\d{1,2})(?:st|nd|rd|th)?\s+(?:of\s+)?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+(\d{1,2})(?!\d)/g,
  )) {
    atoms.add(`d${Number(m[1] ?? m[2])}`);
  }
  return atoms;
}

export function datesMatch(a: string, b: string): boolean {
  const x = dateAtoms(a);
  const y = dateAtoms(b);
  if (x.size === 0 || y.size === 0) return false;
  const yearsX = [...x].filter((v) => /^\d{4}$/.test(v));
  const yearsY = [...y].filter((v) => /^\d{4}$/.test(v));
  if (yearsX.length > 0 && yearsY.length > 0 && !yearsX.some((v) => y.has(v))) return false;
  const subset = (p: Set<string>, q: Set<string>) => [...p].every((v) => q.has(v));
  return subset(x, y) || subset(y, x);
}

export interface MatchResult {
  /** [predicted index, expected index] pairs. */
  pairs: [number, number][];
}

/** One-to-one matching, most similar pairs first. */
export function matchItems(
  predicted: readonly string[],
  expected: readonly string[],
  kind: 'name' | 'phrase' | 'date',
): MatchResult {
  const candidates: { p: number; e: number; score: number }[] = [];
  predicted.forEach((p, i) =>
    expected.forEach((e, j) => {
      const score =
        kind === 'name'
          ? namesMatch(p, e)
            ? nameKey(p) === nameKey(e)
              ? 2
              : 1
            : 0
          : kind === 'date'
            ? datesMatch(p, e)
              ? 1 + (p.trim().toLowerCase() === e.trim().toLowerCase() ? 1 : 0)
              : 0
            : phraseSimilarity(p, e);
      if (score >= (kind === 'phrase' ? 0.5 : 1)) candidates.push({ p: i, e: j, score });
    }),
  );
  candidates.sort((a, b) => b.score - a.score);
  const usedP = new Set<number>();
  const usedE = new Set<number>();
  const pairs: [number, number][] = [];
  for (const c of candidates) {
    if (usedP.has(c.p) || usedE.has(c.e)) continue;
    usedP.add(c.p);
    usedE.add(c.e);
    pairs.push([c.p, c.e]);
  }
  return { pairs };
}

/**
 * A gold rating: the integer when the labels give one, else the written value converted with
 * the rule the risk template's prompt states (percentages in fifths, 0–10 halved and rounded
 * up, category codes such as P4 / S2 as their digit).
 */
export function goldRating(value: unknown, text: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof text !== 'string') return undefined;
  const code = /^\s*[A-Z]\s?([1-5])\b/.exec(text);
  if (code) return Number(code[1]);
  const percent = /^\s*(\d+(?:\.\d+)?)\s*%/.exec(text);
  if (percent) {
    const p = Number(percent[1]);
    return p <= 20 ? 1 : p <= 40 ? 2 : p <= 60 ? 3 : p <= 80 ? 4 : 5;
  }
  const ten = /^\s*(\d+(?:\.\d+)?)\s*\((?:0|1)\s*-\s*10/.exec(text);
  if (ten) return Math.min(5, Math.max(1, Math.ceil(Number(ten[1]) / 2)));
  const plain = /^\s*([1-5])\b/.exec(text);
  return plain ? Number(plain[1]) : undefined;
}
