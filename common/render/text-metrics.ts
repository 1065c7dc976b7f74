/**
 * Advance widths of Inter (the app's bundled font), in thousandths of an em, for printable ASCII
 * (space … ~), measured in Chromium at weights 400 and 700. Other weights are interpolated.
 * Accented Latin letters use their base letter; other scripts an average width.
 */
// prettier-ignore
const REGULAR = [281,288,466,633,642,982,644,300,365,365,501,662,288,460,288,360,631,407,610,618,646,593,620,566,619,620,288,302,662,662,662,511,966,690,654,730,722,601,590,746,743,269,571,672,565,903,753,765,639,765,644,642,646,744,690,985,682,679,629,365,360,365,471,456,323,562,612,571,612,583,370,613,591,242,242,549,242,876,591,600,612,612,376,528,327,591,562,818,546,562,552,426,333,426,662];
// prettier-ignore
const BOLD = [237,338,552,649,655,1016,672,339,377,377,559,679,334,468,334,388,674,431,630,646,676,622,649,582,651,649,334,343,679,679,679,560,1016,747,662,740,722,607,587,750,747,281,584,719,565,932,762,771,648,777,657,655,667,732,747,1038,738,731,664,377,388,377,487,476,365,581,630,588,630,596,398,632,623,271,271,580,271,913,623,613,630,630,407,560,366,623,600,850,580,602,573,469,372,469,679];

const SPECIAL: Record<string, number> = {
  '…': 864,
  '·': 288,
  '•': 500,
  '—': 1000,
  '–': 500,
  '€': 667,
  '£': 611,
  '‘': 261,
  '’': 261,
  '“': 440,
  '”': 440,
  '×': 662,
  '→': 800,
  '\u00a0': 281,
};
const WIDE =
  /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/;
const DEFAULT_WIDTH = 620;
const WIDE_WIDTH = 1000;
const EMOJI_WIDTH = 1200;

/** Parses font-weight (400, 'bold' …) to a number. */
export function parseFontWeight(value: string | null | undefined): number {
  const text = (value ?? '').trim().toLowerCase();
  if (text === 'bold' || text === 'bolder') return 700;
  if (text === 'lighter') return 300;
  const number = Number(text);
  return Number.isFinite(number) && number > 0 ? number : 400;
}

function asciiWidth(code: number, weight: number): number | undefined {
  const regular = REGULAR[code - 32];
  const bold = BOLD[code - 32];
  if (regular === undefined || bold === undefined) return undefined;
  const t = Math.min(1, Math.max(0, (weight - 400) / 300));
  return regular + (bold - regular) * t;
}

/** Width of one character in thousandths of an em. */
export function charWidth(char: string, weight = 400): number {
  const code = char.codePointAt(0) ?? 32;
  const ascii = asciiWidth(code, weight);
  if (ascii !== undefined) return ascii;
  const special = SPECIAL[char];
  if (special !== undefined) return special;
  const base = char.normalize('NFD').charAt(0);
  const baseWidth = base !== char ? asciiWidth(base.codePointAt(0) ?? 0, weight) : undefined;
  if (baseWidth !== undefined) return baseWidth;
  if (code > 0xffff) return EMOJI_WIDTH;
  if (WIDE.test(char)) return WIDE_WIDTH;
  if (/\p{M}/u.test(char)) return 0;
  return DEFAULT_WIDTH;
}

export interface FontSpec {
  size: number;
  weight?: number;
  /** Extra space after each character, in the same units as size. */
  letterSpacing?: number;
}

/** Estimated advance width of `text` in the font's units (size × ems). */
export function measureText(text: string, font: FontSpec): number {
  let total = 0;
  let count = 0;
  for (const char of text) {
    total += charWidth(char, font.weight ?? 400);
    count++;
  }
  return (total / 1000) * font.size + count * (font.letterSpacing ?? 0);
}
