import { parseRating, type Rating } from '../ratings.js';
import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import type { DocRecord, RecordField } from '../shared/records.js';
import { truncate, wordCount } from '../shared/text.js';
import {
  isImpactKey,
  isOverallKey,
  isOwnerKey,
  isProbabilityKey,
  mitigationScore,
} from './risk-roles.js';

/**
 * The shapes risk documents give their records and tables beyond what records.ts reads: rating
 * lines ("Likelihood: Low, Effect: High"), key/value tables holding several risks, registers
 * whose header a PDF garbled or whose rows a page break cut, and one overall level in place of
 * probability and impact.
 */

/** A "very high" / "very low" step anywhere (a legend, a matrix): the words are a five-step scale. */
export function hasFiveSteps(doc: AnalyzedDocument): boolean {
  return doc.nodes.some((n) =>
    /\b(?:very|muito|muy|tr[eè]s|sehr)\s+(?:low|high|baix[oa]|alt[oa]|baj[oa]|faible|[ée]lev[ée]e?|hoch|niedrig|gering)\b|\b(?:VH|VL)\b/i.test(
      n.text,
    ),
  );
}

/**
 * A register whose header has a cell of letter soup (narrow rotated headers such as "Severity"
 * come out of a PDF letter by letter) is still a register when most header cells are labels.
 */
export function rotatedHeaderView(node: DocNode): { header: string[]; rows: string[][] } | null {
  const [header, ...rows] = node.rows ?? [];
  if (!header || header.length < 3 || rows.length === 0) return null;
  const labels = header.filter((h) => h && wordCount(h) <= 6 && !/^[\d\s.,%]+$/.test(h));
  return labels.length >= header.length * 0.6 ? { header, rows } : null;
}

/**
 * A row cut by a page break continues in a row whose cells start in lower case ("o da bateria"
 * after "Esgotament"): joined to the row before when such rows are the exception in the table.
 */
export function joinContinuedRows(rows: string[][]): string[][] {
  const lowerShare = (row: string[]) => {
    const filled = row.filter((c) => /\p{L}/u.test(c));
    return filled.length === 0
      ? 0
      : filled.filter((c) => /^\p{Ll}/u.test(c)).length / filled.length;
  };
  const continued = rows.map((row, i) => i > 0 && lowerShare(row) >= 0.5);
  if (continued.filter(Boolean).length > rows.length * 0.2) return rows;
  const out: string[][] = [];
  rows.forEach((row, i) => {
    const previous = out[out.length - 1];
    if (!continued[i] || !previous) {
      out.push([...row]);
      return;
    }
    row.forEach((cell, c) => {
      if (cell) previous[c] = previous[c] ? `${previous[c]} ${cell}` : cell;
    });
  });
  return out;
}

/** One overall level stands for both dimensions: the risk sits on the matrix diagonal. */
export function overallRating(
  level: Rating | null | undefined,
  written: string,
): Rating | undefined {
  if (!level) return undefined;
  const how = level.note ? `${level.note}; ` : '';
  return {
    value: level.value,
    note: `${how}the document gives one overall level ("${truncate(written.trim(), 40)}"), not separate likelihood and impact, so both are shown as ${level.value}`,
  };
}

/**
 * A key/value table whose labels repeat holds several records (a DOC file loses the headings
 * between one-risk-per-table tables, and they are read as one table): split it at each repeat.
 */
export function splitRepeated(record: DocRecord): DocRecord[] {
  if (record.kind !== 'keyValueTable') return [record];
  const parts: DocRecord[] = [];
  let seen = new Set<string>();
  let current: RecordField[] = [];
  const flush = (start: number) => {
    if (current.length === 0) return;
    const first = parts.length === 0;
    parts.push({
      ...record,
      fields: current,
      title: first ? record.title : undefined,
      location: first ? record.location : locate(record.node, start + 1),
      snippet: current
        .slice(0, 3)
        .map((f) => `${f.key}: ${f.value}`)
        .join('; '),
    });
  };
  record.fields.forEach((field, i) => {
    const key = field.key.trim().toLowerCase();
    if (seen.has(key)) {
      flush(i - current.length);
      current = [];
      seen = new Set();
    }
    seen.add(key);
    current.push(field);
  });
  flush(record.fields.length - current.length);
  return parts;
}

/** "Likelihood: Low, Effect: High" → two fields, when every part is a key/value pair. */
function ratingLineFields(text: string): RecordField[] | null {
  if (text.length > 120) return null;
  const parts = text.split(/\s*[,;|]\s*|\s{2,}/).filter(Boolean);
  // One pair per line is a "Key: value" run, which lineRecords reads.
  if (parts.length < 2) return null;
  const fields = parts.map((part) => /^([^:]{1,30}?)\s*:\s*(.+)$/.exec(part));
  if (fields.some((f) => !f)) return null;
  const out = fields.map((f) => ({ key: f![1]!.trim(), value: f![2]!.trim() }));
  return out.some((f) => (isProbabilityKey(f.key) || isImpactKey(f.key)) && parseRating(f.value))
    ? out
    : null;
}

const AVOID_INTRO =
  /\b(?:to (?:avoid|prevent|reduce|mitigate|minimi[sz]e|address)|mitigat\w*|countermeasures?|controls?|contingency)\b.*:\s*$/i;

/**
 * A line that only rates ("Likelihood: Low, Effect: High", a heading or a paragraph) under a
 * heading naming the risk; the items introduced as ways to avoid it ("To avoid …, we will:")
 * before the next heading are its mitigation.
 */
export function ratingLineRecords(doc: AnalyzedDocument): DocRecord[] {
  const records: DocRecord[] = [];
  const nodes = doc.nodes;
  const isRatingLine = (n: DocNode) => n.kind !== 'table' && ratingLineFields(n.text) !== null;
  for (const node of nodes) {
    if (!isRatingLine(node)) continue;
    const fields = ratingLineFields(node.text)!;
    const heading = [...node.headings].reverse().find((h) => !isRatingLine(h));
    if (!heading || heading === doc.headings[0]) continue;
    const mitigations: string[] = [];
    for (let j = node.index + 1; j < nodes.length; j++) {
      const next = nodes[j]!;
      if (next.kind === 'heading' && !isRatingLine(next)) break;
      if (isRatingLine(next)) break;
      if (next.kind === 'paragraph' && AVOID_INTRO.test(next.text)) {
        for (const item of collectItems(nodes, j + 1)) mitigations.push(item.text);
      }
    }
    if (mitigations.length > 0) fields.push({ key: 'Mitigation', value: mitigations.join(' ') });
    records.push({
      kind: 'keyValueLines',
      fields,
      title: heading.text,
      node: heading,
      location: locate(node),
      snippet: `${heading.text}: ${node.text}`,
    });
  }
  return records;
}

/** A field that rates, mitigates or assigns a risk. */
export function isRoleKey(key: string): boolean {
  return (
    isProbabilityKey(key) ||
    isImpactKey(key) ||
    isOverallKey(key) ||
    isOwnerKey(key) ||
    mitigationScore(key) >= 2
  );
}

export function collectItems(nodes: readonly DocNode[], from: number): DocNode[] {
  const items: DocNode[] = [];
  for (let j = from; j < nodes.length; j++) {
    const node = nodes[j]!;
    if (node.kind !== 'item') break;
    if (node.level === 0) items.push(node);
  }
  return items;
}
