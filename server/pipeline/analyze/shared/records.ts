import { locate, sectionOf } from './document.js';
import type { AnalyzedDocument, DocNode } from './document.js';
import { wordCount } from './text.js';

/**
 * Records: the "one thing with named fields" shapes that business documents use, found
 * wherever they are written, so that every extractor can read them the same way:
 *  - a row of a table with a header row ('table 2, row 3');
 *  - a two-column key/value table (Field | Value), one record per table;
 *  - a run of "Key: value" lines under a heading (Likelihood: High, Owner: Ops);
 *  - label paragraphs under a heading ("Scenario", "Impact", "Mitigation") each followed by
 *    its content.
 * A record's `title` is the heading it sits under, when the record itself has no name field.
 */
export interface RecordField {
  key: string;
  value: string;
}

export interface DocRecord {
  kind: 'row' | 'keyValueTable' | 'keyValueLines' | 'labelledSection';
  fields: RecordField[];
  title?: string;
  /** The node the record starts at (the table, the heading or the first line). */
  node: DocNode;
  /** 1-based data row for table rows. */
  row?: number;
  location: string;
  snippet: string;
}

export interface TableView {
  node: DocNode;
  header: string[];
  rows: string[][];
}

const NUMERIC = /^[\d\s.,%$€£()/:+-]*$/;

/** The header and body of a table whose first row reads as a header. */
export function tableView(node: DocNode): TableView | null {
  const [header, ...rows] = node.rows ?? [];
  if (!header || rows.length === 0) return null;
  const filled = header.filter(Boolean);
  if (filled.length < Math.ceil(header.length / 2)) return null;
  if (filled.some((cell) => NUMERIC.test(cell) && cell.length > 0 && !/^#$/.test(cell))) {
    // A first row of numbers is data, not a header.
    if (filled.filter((cell) => NUMERIC.test(cell)).length > filled.length / 2) return null;
  }
  if (filled.some((cell) => wordCount(cell) > 12)) return null;
  return { node, header, rows };
}

/** A 2-column table whose first column is labels: "Field | Value" records. */
function keyValueTable(node: DocNode): DocRecord | null {
  const rows = node.rows ?? [];
  if (rows.length < 3 || rows.some((r) => r.length !== 2)) return null;
  let body = rows;
  if (/^(?:field|attribute|property|item|key|name|parameter)s?$/i.test(rows[0]![0]!.trim()))
    body = rows.slice(1);
  const labels = body.map((r) => r[0]!);
  const labelLike = labels.filter(
    (l) => l && wordCount(l) <= 6 && !NUMERIC.test(l) && !/[.!?]$/.test(l),
  ).length;
  if (labelLike < body.length * 0.8) return null;
  // Long second-column values and short first-column labels; a list of names would not be.
  const fields = body
    .filter((r) => r[0] && r[1])
    .map((r) => ({ key: r[0]!.replace(/:$/, ''), value: r[1]! }));
  if (fields.length < 2) return null;
  const heading = sectionOf(node);
  return {
    kind: 'keyValueTable',
    fields,
    title: heading?.text,
    node,
    location: locate(node),
    snippet: fields
      .slice(0, 3)
      .map((f) => `${f.key}: ${f.value}`)
      .join('; '),
  };
}

export function tableRecords(doc: AnalyzedDocument): DocRecord[] {
  const records: DocRecord[] = [];
  for (const node of doc.tables) {
    const kv = keyValueTable(node);
    if (kv) {
      records.push(kv);
      continue;
    }
    const view = tableView(node);
    if (!view) continue;
    view.rows.forEach((cells, i) => {
      const fields = view.header
        .map((key, c) => ({ key, value: cells[c] ?? '' }))
        .filter((f) => f.value);
      if (fields.length === 0) return;
      records.push({
        kind: 'row',
        fields,
        node,
        row: i + 1,
        location: locate(node, i + 1),
        snippet: cells.filter(Boolean).join(' | '),
      });
    });
  }
  return records;
}

/** "Likelihood: High" → key and value; null for prose with a colon in it. */
export function splitKeyValue(text: string): RecordField | null {
  const match = /^([^:]{1,60}?)\s*:\s+(.+)$/.exec(text);
  if (!match) return null;
  const key = match[1]!.trim();
  if (wordCount(key) > 6 || /[.!?]/.test(key) || /^\d+$/.test(key)) return null;
  return { key, value: match[2]!.trim() };
}

/** "Risk: fire in the office. Probability: low. Impact: high." → three fields. */
export function keyValueSegments(text: string): RecordField[] {
  const first = splitKeyValue(text);
  if (!first) return [];
  const segments = text.split(/(?<=[.;])\s+(?=[\p{Lu}][\p{L} /&-]{1,30}:\s)/u);
  if (segments.length === 1) return [first];
  const fields = segments.map(splitKeyValue);
  return fields.every((f): f is RecordField => f !== null) ? fields : [first];
}

const LABEL_PARAGRAPH = /^[\p{Lu}][\p{L} /&()-]{1,40}:?$/u;

/**
 * Key/value lines and labelled paragraphs, grouped by the heading they sit under. Lines that
 * follow a non-key line (a "Risk statement: …" paragraph) stay in the same group.
 */
export function lineRecords(doc: AnalyzedDocument): DocRecord[] {
  const records: DocRecord[] = [];
  let current: DocRecord | null = null;
  let pendingLabel: { key: string; node: DocNode } | null = null;
  const flush = () => {
    if (current && current.fields.length >= 2) records.push(current);
    current = null;
    pendingLabel = null;
  };
  for (const node of doc.nodes) {
    if (node.kind === 'heading' || node.kind === 'table') {
      flush();
      continue;
    }
    const heading = sectionOf(node);
    const start = (kind: DocRecord['kind']): DocRecord => ({
      kind,
      fields: [],
      title: heading?.text,
      node: heading ?? node,
      location: locate(node),
      snippet: '',
    });
    const text = node.text;
    const labelLike =
      node.kind === 'paragraph' && LABEL_PARAGRAPH.test(text) && wordCount(text) <= 4;
    if (pendingLabel && !labelLike) {
      current ??= start('labelledSection');
      const existing = current.fields.find((f) => f.key === pendingLabel!.key);
      if (existing) existing.value = `${existing.value} ${text}`;
      else current.fields.push({ key: pendingLabel.key, value: text });
      // Several items may follow one label ("Mitigation" + two list items).
      if (node.kind !== 'item') pendingLabel = null;
      continue;
    }
    if (labelLike) {
      pendingLabel = { key: text.replace(/:$/, ''), node };
      continue;
    }
    pendingLabel = null;
    const parts = keyValueSegments(text);
    if (parts.length > 0) {
      current ??= start('keyValueLines');
      current.fields.push(...parts);
      if (!current.snippet) current.snippet = text;
      continue;
    }
    if (current && node.kind === 'paragraph' && wordCount(text) > 25) flush();
  }
  flush();
  for (const record of records) {
    if (!record.snippet)
      record.snippet = record.fields.map((f) => `${f.key}: ${f.value}`).join('; ');
  }
  return records;
}
