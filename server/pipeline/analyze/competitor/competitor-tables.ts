import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { tableView, type TableView } from '../shared/records.js';
import { itemTitle, normKey, wordCount } from '../shared/text.js';
import { COMPETITOR_ROLES } from './competitor-headers.js';
import { lowerCaseWords } from './competitor-lists.js';
import { bareName, type FoundCompany, nameScore } from './competitor-names.js';

/**
 * Comparison tables with the products as COLUMNS: the header row names the products, the first
 * column names the features ("| Feature | A | B |", or an empty corner cell), and each cell says
 * what a product has: a mark (✓, Yes, No, partial) or a value (0%, Stripe, Instant).
 * The orientation is read from the structure: marks under a header, a corner that labels
 * features, or header names that the document mentions outside the table.
 */

/** A company read from a column of a products-as-columns matrix. */
export type ColumnCompany = FoundCompany;

const YES = /^(?:✓|✔|yes|y|x|supported|available|included|full|true|●|■)$/i;
const NO = /^(?:✗|✘|no|n|not supported|unsupported|none|false|-|—|–|○)$/i;
const PARTIAL = /^(?:~|\/|⁄|partial(?:ly)?|limited|some|beta|plugin|add-?on|◐|½|\?)$/i;

const PRICE_ROW =
  /\bpric|\bcosts?\b|\bfees?\b|\bplans?\b|\btiers?\b|commission|subscription|\$|€|£/i;
/** "Free tier: 5 GB" is a price; "Open source and free: ✓" is a feature. */
const FREE_ROW = /\bfree\b/i;

const markCache = new Map<string, 'yes' | 'no' | 'partial' | null>();

export function markOf(cell: string): 'yes' | 'no' | 'partial' | null {
  if (cell.length > 40) return null;
  const cached = markCache.get(cell);
  if (cached !== undefined) return cached;
  const mark = readMark(cell);
  if (markCache.size > 5000) markCache.clear();
  markCache.set(cell, mark);
  return mark;
}

function readMark(cell: string): 'yes' | 'no' | 'partial' | null {
  const text = cell.trim().replace(/\s+/g, ' ');
  if (!text) return null;
  const first = text.split(/[\s(!,.]/)[0]!;
  if (YES.test(text) || /^[✓✔]/.test(text) || YES.test(first)) return 'yes';
  if (NO.test(text) || /^[✗✘]/.test(text) || (first.length > 0 && NO.test(first))) return 'no';
  if (PARTIAL.test(text) || PARTIAL.test(first)) return 'partial';
  return null;
}

/**
 * A feature a product lacks, said as such: a matrix's ✗ row listed bare under Limitations would
 * read as if the feature itself were the weakness ("Open source and free" for a paid product).
 * The first word loses its capital unless it is an acronym or a name (SSO, WebAuthn).
 */
export function missingFeature(feature: string): string {
  const lowered = feature.replace(/^[A-Z][a-z]+\b/, (word) => word.toLowerCase());
  return `No ${lowered}`;
}

interface Oriented {
  view: TableView;
  columns: number[];
}

/**
 * Sentences and list items (not headings, not leading "Label:"), to tell product names, which
 * the prose mentions, from column labels, which head sections and fields.
 */
export function proseOf(doc: AnalyzedDocument): string {
  return doc.nodes
    .filter((n) => n.kind === 'paragraph' || n.kind === 'item')
    .map((n) => n.text.replace(/^[^:]{1,40}:\s/, ''))
    .join('\n');
}

function mentioned(prose: string, name: string): boolean {
  const bare = bareName(name);
  if (bare.length < 2) return false;
  const escaped = bare.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`(?<![\\p{L}\\p{N}])${escaped}(?![\\p{L}\\p{N}])`, 'u').test(prose);
}

/** The product columns of a table that compares products by column, or null. */
export function productColumns(
  view: TableView,
  prose: string,
  common: ReadonlySet<string>,
): Oriented | null {
  const { header, rows } = view;
  if (header.length < 3 || rows.length < 2) return null;
  const corner = header[0]!.trim();
  if (COMPETITOR_ROLES.is(corner, 'name')) return null;
  const namedCorner = COMPETITOR_ROLES.is(corner, 'featureCorner');
  // The first column labels rows: short, mostly filled, distinct.
  const labels = rows.map((r) => r[0] ?? '').filter(Boolean);
  if (labels.length < rows.length * 0.5) return null;
  // Row labels name features (or their groups) in words; numbered rows ("1", "R-2") are records.
  if (labels.filter((l) => /\p{L}{3}/u.test(l)).length < labels.length * 0.5) return null;
  if (labels.filter((l) => wordCount(l) > 12).length > labels.length * 0.3) return null;
  // A first column of names (and attributes on top) is a table with one product per row.
  const properRows = labels.filter((l) => nameScore(l) === 2).length / labels.length;

  const candidates: number[] = [];
  const columns: number[] = [];
  const weak: number[] = [];
  header.forEach((cell, c) => {
    const name = cell.trim();
    if (c === 0 || !name || COMPETITOR_ROLES.is(name, 'notProduct')) return;
    candidates.push(c);
    const score = nameScore(name);
    if (score === 0) return;
    const values = rows.map((r) => r[c] ?? '').filter(Boolean);
    if (values.length < 2) return;
    const marks = values.filter((v) => markOf(v) !== null).length / values.length;
    if (marks >= 0.7) columns.push(c);
    // Names on both sides ("| | Target Market | Business Model |" over company rows): the
    // table lists one product per row unless its cells are marks.
    else if (score < 2 || properRows >= 0.6) return;
    // A word the document also writes in lower case is a topic ("Pains", "Mobile").
    else if (!name.includes(' ') && common.has(name.toLowerCase())) return;
    // Values under a name: the prose mentions the products, or the corner says the rows
    // are features; beside two such columns, a name heads one more product.
    else if (namedCorner || mentioned(prose, name)) columns.push(c);
    else weak.push(c);
  });
  if (columns.length >= 2) columns.push(...weak);
  columns.sort((a, b) => a - b);
  if (columns.length < 2 || columns.length < candidates.length * 0.6) return null;
  return { view, columns };
}

type Building = ColumnCompany & {
  yes: string[];
  no: string[];
  text: string[];
  common: Set<string>;
};

/** Companies of the tables that compare products by column, merged by name. */
export function fromProductColumns(doc: AnalyzedDocument): ColumnCompany[] {
  const prose = proseOf(doc);
  const oriented = doc.tables
    .map(tableView)
    .flatMap((v) => (v ? [productColumns(v, prose, lowerCaseWords(doc))] : []))
    .filter((m): m is Oriented => m !== null);
  const byName = new Map<string, Building>();
  for (const { view, columns } of oriented) {
    const supportedByAll = new Set(
      view.rows
        .filter((row) => columns.every((c) => markOf(row[c] ?? '') === 'yes'))
        .map((row) => row[0] ?? ''),
    );
    for (const c of columns) {
      const name = bareName(view.header[c]!);
      const key = normKey(name);
      let company = byName.get(key);
      if (!company) {
        company = {
          name,
          features: [],
          limitations: [],
          yes: [],
          no: [],
          text: [],
          common: new Set(),
          snippet: `${view.header[0] || 'Feature'} | ${view.header.filter((_, i) => columns.includes(i)).join(' | ')}`,
          location: locate(view.node as DocNode),
        };
        byName.set(key, company);
      }
      readColumn(company, view, c, supportedByAll);
    }
  }
  return [...byName.values()].map(({ yes, no, text, common, ...c }) => ({
    ...c,
    // What sets a product apart first, then what every product has, then stated values.
    features: [...yes.filter((f) => !common.has(f)), ...yes.filter((f) => common.has(f)), ...text],
    limitations: no.map(missingFeature),
  }));
}

function readColumn(
  company: Building,
  view: TableView,
  c: number,
  supportedByAll: Set<string>,
): void {
  for (const row of view.rows) {
    const feature = itemTitle(row[0] ?? '', 10);
    const value = (row[c] ?? '').trim();
    if (!feature || !value) continue;
    const mark = markOf(value);
    if (PRICE_ROW.test(feature) || (FREE_ROW.test(feature) && mark === null)) {
      // "Monthly fee: No" is a price, not a missing feature.
      const price = `${feature}: ${value}`;
      company.pricing = company.pricing ? `${company.pricing}; ${price}` : price;
    } else if (mark === 'yes') {
      company.yes.push(feature);
      if (supportedByAll.has(row[0] ?? '')) company.common.add(feature);
    } else if (mark === 'no') company.no.push(feature);
    else if (mark === null && meaningful(value) && wordCount(value) <= 12)
      company.text.push(`${feature}: ${value}`);
  }
}
