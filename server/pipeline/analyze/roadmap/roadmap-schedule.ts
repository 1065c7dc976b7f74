import { hasDate, isDateLike, isPointDate, leadingDate } from '../shared/dates.js';
import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { meaningful } from '../shared/evidence.js';
import { tableView } from '../shared/records.js';
import { itemTitle, wordCount } from '../shared/text.js';
import { ROADMAP_ROLES } from './roadmap-headers.js';

/**
 * Schedules: runs of lines that each pair a label with a date ("3.0 beta 1: Monday, 2027-05-22",
 * "Q1 2027 – Public launch", "Sprint 3: 4 May – 17 May") and table rows whose cells hold a date
 * of a day or a month. Each dated line or row is a milestone, its date kept as written.
 */
export interface MilestoneCandidate {
  date?: string;
  description: string;
  snippet: string;
  location: string;
  order: number;
  /** Lower is better. */
  rank: number;
  /**
   * Not counted as evidence for the category (a dated list is also what an agenda or an
   * onboarding schedule holds): it is shown, but it does not make a document a roadmap.
   */
  loose?: boolean;
}

const META_LINE =
  /^(?:last\s+)?(?:updated|published|posted|written|created|revised|modified|date of issue|version date|author|status)\b/i;

/** "Label: date …" or "date: label" / "date – label"; undefined when the line is not dated. */
export function datedLine(text: string): { date: string; description: string } | undefined {
  const line = text.replace(/\s+/g, ' ').trim();
  if (META_LINE.test(line)) return undefined;
  const leading = leadingDate(line);
  if (leading) {
    const description = leading.rest.replace(/^[\s:–—,-]+/, '').replace(/[\s.;]+$/, '');
    if (!meaningful(description) || wordCount(description) > 25) return undefined;
    return { date: leading.date, description: itemTitle(description, 20) };
  }
  // Not records.splitKeyValue: a version ("3.12 beta 1") is a fine label here.
  const match = /^([^:]{1,80}?)\s*:\s+(.+)$/.exec(line);
  const kv = match ? { key: match[1]!.trim(), value: match[2]!.trim() } : undefined;
  if (!kv || wordCount(kv.key) > 8 || /[.!?](?:\s|$)/.test(kv.key)) return undefined;
  const value = leadingDate(kv.value);
  if (!value) return undefined;
  // What follows the date may only be a remark: "(No new features beyond this point.)".
  if (value.rest && !/^[([]/.test(value.rest) && !isDateLike(kv.value)) return undefined;
  return { date: value.date, description: kv.key };
}

const RELEASE_CONTEXT =
  /\b(?:releases?|roadmap|milestones?|launch(?:es)?|alpha|beta|release candidate|rc\s?\d|general availability|ga|feature freeze|code freeze)\b/i;

/** Consecutive list items (or short lines) of one section, nested items skipped. */
function runs(doc: AnalyzedDocument, skip: (node: DocNode) => boolean): DocNode[][] {
  const out: DocNode[][] = [];
  let current: DocNode[] = [];
  const close = () => {
    if (current.length > 0) out.push(current);
    current = [];
  };
  for (const node of doc.nodes) {
    if (node.kind === 'item' && node.level > 0) continue;
    // A remark under a line ("(No new features beyond this point.)") does not end the run.
    if (node.kind === 'paragraph' && /^\(.*\)$/.test(node.text.trim()) && current.length > 0)
      continue;
    const line =
      (node.kind === 'item' || (node.kind === 'paragraph' && wordCount(node.text) <= 25)) &&
      !skip(node);
    if (!line) {
      close();
      continue;
    }
    const previous = current[current.length - 1];
    if (previous && (previous.kind !== node.kind || sectionKey(previous) !== sectionKey(node)))
      close();
    current.push(node);
  }
  close();
  return out;
}

function sectionKey(node: DocNode): number {
  return node.headings[node.headings.length - 1]?.index ?? -1;
}

/**
 * Runs of at least three lines of which most are dated: a schedule. (Two dated lines among
 * prose say less; "Key: date" fields are read elsewhere.)
 */
export function scheduleLines(
  doc: AnalyzedDocument,
  skip: (node: DocNode) => boolean,
): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const run of runs(doc, skip)) {
    if (run.length < 3 && !(run.length === 2 && run[0]!.kind === 'item')) continue;
    const dated = run
      .map((node) => ({ node, line: datedLine(node.text) }))
      .filter((d) => d.line !== undefined);
    if (dated.length < Math.max(2, Math.ceil(run.length * 0.6))) continue;
    // A list of periods only ("Q1 2027 – …") is a schedule when every line is dated.
    if (!dated.some((d) => isPointDate(d.line!.date)) && dated.length < run.length) continue;
    // Evidence for a roadmap only under a release / roadmap heading or with release lines.
    const releases =
      run[0]!.headings.some((h) => RELEASE_CONTEXT.test(h.text)) ||
      dated.filter((d) => RELEASE_CONTEXT.test(d.line!.description)).length * 2 >= dated.length;
    for (const { node, line } of dated) {
      out.push({
        date: line!.date,
        description: line!.description,
        snippet: node.text,
        location: locate(node),
        order: node.index * 1000,
        rank: 1,
        loose: !releases,
      });
    }
  }
  return out;
}

/**
 * Table rows dated to a day or a month in a column the header may not name ("| Release | |"):
 * the column where most cells are such dates. The description is the milestone or release
 * column, else the first other column with text. Tables of quarters stay phases.
 */
export function datedTableRows(
  doc: AnalyzedDocument,
  skip: (node: DocNode) => boolean,
): MilestoneCandidate[] {
  const out: MilestoneCandidate[] = [];
  for (const node of doc.tables) {
    if (skip(node)) continue;
    const view = tableView(node);
    if (!view || view.rows.length < 2) continue;
    const width = view.header.length;
    // Under a "Milestone" header any date will do; elsewhere only days and months (a table
    // of quarters is a plan of phases).
    const milestoneTable = view.header.some((h) => ROADMAP_ROLES.is(h, 'dueList'));
    let dateColumn: number | undefined;
    for (let c = 0; c < width && dateColumn === undefined; c++) {
      const cells = view.rows.map((r) => r[c]?.trim() ?? '').filter(Boolean);
      const dated = cells.filter(
        (cell) =>
          (milestoneTable || isPointDate(cell)) &&
          leadingDate(cell) &&
          !/^(?:19|20)\d{2}$/.test(cell),
      );
      if (dated.length >= 2 && dated.length >= cells.length * 0.6) dateColumn = c;
    }
    if (dateColumn === undefined) continue;
    const others = [...Array(width).keys()].filter((c) => c !== dateColumn);
    const named = others.find((c) => ROADMAP_ROLES.is(view.header[c] ?? '', 'milestoneName'));
    const textual = others.find((c) =>
      view.rows.some((r) => meaningful(r[c]) && !hasDate(r[c] ?? '') && /\p{L}/u.test(r[c]!)),
    );
    const description = named ?? textual;
    if (description === undefined) continue;
    view.rows.forEach((cells, r) => {
      const cell = cells[dateColumn]?.trim() ?? '';
      const date = leadingDate(cell)?.date;
      const text = cells[description]?.trim();
      if (!date || !meaningful(text)) return;
      out.push({
        date,
        description: itemTitle(text, 20),
        snippet: cells.filter(Boolean).join(' | '),
        location: locate(node, r + 1),
        order: node.index * 1000 + r,
        rank: 0,
        loose: true,
      });
    });
  }
  return out;
}
