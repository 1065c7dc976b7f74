/**
 * The one way the extractors read what a table header or a field label means: the role it gives
 * its column or field ("Likelihood" → probability, "Target date" → when, "Pain relievers" →
 * relievers). Each category states its roles as data, in words of general business language
 * (`common/categories/<category>/header-vocabulary.ts`); this module compiles them once.
 *
 * A role's terms are plain words and phrases, several to a string when separated by commas.
 * Three small marks keep the lists short:
 *  - `*` at the end (or start) of a word: the word may end (or start) any way ("probab*");
 *  - `(s)` after a word: an optional ending ("risk(s)"); `(a|b)` alternatives, `(a|b)?` optional;
 *  - a space stands for any run of spaces.
 * Labels are compared in lower case without accents ("Ocorrência" reads as "ocorrencia"), and
 * whole-label terms also match a label without its note in brackets ("Rating (HML)").
 */

/** Terms, several to a string when separated by commas: ['risk(s), risk name', 'title']. */
export type Terms = string | readonly string[];

export interface RoleTerms {
  /** Whole labels that give the role ("name", "when"). */
  readonly labels?: Terms;
  /** Beginnings of labels that give the role ("value proposition: …"), ending at a word's end. */
  readonly starts?: Terms;
  /** Words or phrases that give the role wherever they stand in a label, as whole words. */
  readonly words?: Terms;
  /** Pieces that give the role anywhere, even inside a word ("$", "pric"). */
  readonly anywhere?: Terms;
  /** Words that take the role away, wherever they stand. */
  readonly unless?: Terms;
  /** Whole labels that keep the role even when an `unless` word is in them. */
  readonly always?: Terms;
}

/** A category's roles, in order: where several match a label, the first one listed wins. */
export type HeaderVocabulary<Role extends string> = Readonly<Record<Role, RoleTerms>>;

export interface RoleMatch<Role extends string> {
  role: Role;
  /** Where the role's term starts in the normalised label, and how long it is. */
  index: number;
  length: number;
}

export interface HeaderRoles<Role extends string> {
  /** Whether the label gives this role. */
  is(label: string, role: Role): boolean;
  /** The first role (in vocabulary order, or in `among`'s order) that the label gives. */
  roleOf(label: string, among?: readonly Role[]): Role | null;
  /** The first role the label gives, with where its term stands in the normalised label. */
  match(label: string, among?: readonly Role[]): RoleMatch<Role> | null;
  /** The first column whose header gives the role, skipping the columns in `taken`. */
  columnOf(
    header: readonly string[],
    role: Role,
    taken?: readonly (number | undefined)[],
  ): number | undefined;
}

/** Lower case without accents, spaces evened out: "Ação  " → "acao". */
export function labelKey(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .replace(/\s+/g, ' ')
    .trim();
}

const WORD_CHAR = String.raw`[\p{L}\p{N}]`;

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\/]/g, '\\$&');
}

/** The index of the bracket that closes the one at `open` (brackets may nest). */
function closingBracket(text: string, open: number): number {
  let depth = 0;
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')' && --depth === 0) return i;
  }
  throw new Error(`Unclosed bracket in vocabulary term "${text}"`);
}

/** "a|b(c|d)" → ["a", "b(c|d)"]: alternatives at the top level only. */
function splitTop(text: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    if (text[i] === '(') depth++;
    else if (text[i] === ')') depth--;
    else if (text[i] === '|' && depth === 0) {
      parts.push(text.slice(start, i));
      start = i + 1;
    }
  }
  return [...parts, text.slice(start)];
}

/** One term → regular-expression source (see the marks above). */
function termSource(term: string): string {
  return source(labelKey(term));
}

function source(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!;
    if (c === '(') {
      const open = i;
      const close = closingBracket(text, i);
      const inner = text.slice(i + 1, close);
      const marked = text[close + 1] === '?';
      const optional = inner === 's' || marked;
      const alternatives = splitTop(inner).map(source).join('|');
      i = close + 1 + (marked ? 1 : 0);
      // "(the)? risk", "cost (structure)?": an optional word (not an ending) takes a space along.
      const standalone = open === 0 || text[open - 1] === ' ';
      if (optional && standalone && text[i] === ' ') {
        out += `(?:(?:${alternatives})\\s+)?`;
        i++;
      } else if (optional && standalone && out.endsWith('\\s+')) {
        out = `${out.slice(0, -3)}(?:\\s+(?:${alternatives}))?`;
      } else out += `(?:${alternatives})${optional ? '?' : ''}`;
      continue;
    }
    if (c === '*') out += `${WORD_CHAR}*`;
    else if (c === ' ') out += '\\s+';
    else out += escape(c);
    i++;
  }
  return out;
}

/** The terms of a list, one each: strings may hold several, separated by commas. */
function termList(terms: Terms | undefined): string[] {
  const strings = typeof terms === 'string' ? [terms] : (terms ?? []);
  return strings
    .flatMap((t) => t.split(','))
    .map((t) => t.trim())
    .filter(Boolean);
}

/** One alternation of terms as regular-expression source, or undefined for no terms. */
function alternation(terms: Terms | undefined): string | undefined {
  const list = termList(terms);
  return list.length > 0 ? list.map(termSource).join('|') : undefined;
}

function compile(terms: RoleTerms): { test: RegExp; unless?: RegExp; always?: RegExp } {
  const labels = alternation(terms.labels);
  const starts = alternation(terms.starts);
  const words = alternation(terms.words);
  const anywhere = alternation(terms.anywhere);
  const unless = alternation(terms.unless);
  const always = alternation(terms.always);
  const parts = [
    labels && `^(?:${labels})$`,
    starts && `^(?:${starts})(?!${WORD_CHAR})`,
    words && `(?<!${WORD_CHAR})(?:${words})(?!${WORD_CHAR})`,
    anywhere && `(?:${anywhere})`,
  ].filter((part): part is string => !!part);
  return {
    test: new RegExp(parts.length > 0 ? parts.join('|') : '(?!)', 'u'),
    unless: unless ? new RegExp(`(?<!${WORD_CHAR})(?:${unless})(?!${WORD_CHAR})`, 'u') : undefined,
    always: always ? new RegExp(`^(?:${always})$`, 'u') : undefined,
  };
}

/** Compiles a category's vocabulary into its header and label reader. */
export function headerRoles<Role extends string>(
  vocabulary: HeaderVocabulary<Role>,
): HeaderRoles<Role> {
  const order = Object.keys(vocabulary) as Role[];
  const compiled = new Map(order.map((role) => [role, compile(vocabulary[role])]));

  const find = (key: string, role: Role): RegExpExecArray | null => {
    const rule = compiled.get(role)!;
    // "Impact (1-5)", "Rating (HML)": a note in brackets after a label says nothing of its role.
    const bare = key.replace(/\s*\([^()]*\)$/, '');
    const found = rule.test.exec(key) ?? (bare !== key ? rule.test.exec(bare) : null);
    if (!found) return null;
    if (rule.unless?.test(key) && !rule.always?.test(key)) return null;
    return found;
  };
  const match = (label: string, among: readonly Role[] = order): RoleMatch<Role> | null => {
    const key = labelKey(label);
    for (const role of among) {
      const found = find(key, role);
      if (found) return { role, index: found.index, length: found[0].length };
    }
    return null;
  };
  return {
    is: (label, role) => find(labelKey(label), role) !== null,
    roleOf: (label, among) => match(label, among)?.role ?? null,
    match,
    columnOf(header, role, taken = []) {
      const index = header.findIndex(
        (cell, c) => !taken.includes(c) && find(labelKey(cell), role) !== null,
      );
      return index >= 0 ? index : undefined;
    },
  };
}
