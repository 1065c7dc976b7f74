import type { Block } from '../extract/types.js';
import { isDateLike } from './dates.js';
import { cleanText, wordCount } from './text.js';

/**
 * The analyzer's view of a document: the extraction blocks, cleaned and given context. Every
 * node knows the headings it sits under, and every table its number, so that extractors can
 * say where an item came from. Two repairs make the three formats look alike:
 *  - tables that a PDF page break cut in two are joined again;
 *  - a document without any heading (DOC files: word-extractor exposes no styles) gets headings
 *    and list items inferred from short lines, so the same sections are found as in its DOCX.
 */
export interface DocNode {
  kind: 'heading' | 'paragraph' | 'item' | 'table';
  /** Cleaned text; for tables the cells joined by ' | '. */
  text: string;
  /** Heading level (1 = title); list depth (0 = top) for items; 0 otherwise. */
  level: number;
  ordered?: boolean;
  /** Cleaned cells, tables only. */
  rows?: string[][];
  /** 1-based number among the document's tables. */
  tableNumber?: number;
  page?: number;
  /** Position among the nodes. */
  index: number;
  /** The headings this node sits under, outermost first (a heading's own parents). */
  headings: DocNode[];
  /** Set on headings inferred from a short paragraph. */
  inferred?: boolean;
}

export interface AnalyzedDocument {
  nodes: DocNode[];
  tables: DocNode[];
  headings: DocNode[];
  /** The first heading, or the first line. */
  title: string;
  fileName: string;
}

type RawNode = Omit<DocNode, 'index' | 'headings' | 'tableNumber'>;

export function prepareDocument(blocks: readonly Block[], fileName = ''): AnalyzedDocument {
  let raw = joinSplitTables(blocks.map(toRawNode).filter((n): n is RawNode => n !== null));
  if (blocks.some((b) => b.page !== undefined)) raw = healPdfCells(raw);
  if (!raw.some((n) => n.kind === 'heading')) raw = inferStructure(raw);
  raw = normaliseHeadings(raw);

  const nodes: DocNode[] = [];
  const stack: DocNode[] = [];
  let tableNumber = 0;
  for (const item of raw) {
    if (item.kind === 'heading') {
      while (stack.length > 0 && stack[stack.length - 1]!.level >= item.level) stack.pop();
    }
    const node: DocNode = { ...item, index: nodes.length, headings: [...stack] };
    if (node.kind === 'table') node.tableNumber = ++tableNumber;
    if (node.kind === 'heading') stack.push(node);
    nodes.push(node);
  }
  const headings = nodes.filter((n) => n.kind === 'heading');
  const first = nodes.find((n) => n.kind !== 'table');
  return {
    nodes,
    tables: nodes.filter((n) => n.kind === 'table'),
    headings,
    title: (headings[0] ?? first)?.text ?? '',
    fileName,
  };
}

function toRawNode(block: Block): RawNode | null {
  const page = block.page;
  switch (block.type) {
    case 'table': {
      const rows = block.rows
        .map((row) => row.map((cell) => cleanText(cell)))
        .filter((row) => row.some(Boolean));
      if (rows.length === 0) return null;
      rows[0] = rows[0]!.map(healHeaderCell);
      return {
        kind: 'table',
        text: rows.map((r) => r.join(' | ')).join('\n'),
        level: 0,
        rows,
        page,
      };
    }
    case 'heading': {
      const text = cleanText(block.text);
      return text ? { kind: 'heading', text, level: Math.max(1, block.level), page } : null;
    }
    case 'listItem': {
      const text = cleanText(block.text);
      return text ? { kind: 'item', text, level: block.depth, ordered: block.ordered, page } : null;
    }
    default: {
      const text = cleanText(block.text);
      return text ? { kind: 'paragraph', text, level: 0, page } : null;
    }
  }
}

/**
 * A header cell whose single capital letters a narrow PDF column put on lines of their own
 * ("I D" for "ID"). Words broken inside narrow cells are joined by the PDF extractor, which sees
 * where each line ends in its cell.
 */
function healHeaderCell(cell: string): string {
  const parts = cell.split(' ');
  const out: string[] = [];
  for (const part of parts) {
    const previous = out[out.length - 1];
    if (previous !== undefined && /^[A-Z]$/.test(previous) && /^[A-Z]$/.test(part)) {
      out[out.length - 1] = `${previous}${part}`;
      continue;
    }
    out.push(part);
  }
  return out.join(' ');
}

/**
 * Narrow PDF table columns break words across lines ("Marketi ng", "Lead er"). A piece is joined
 * to the previous one when it cannot be a word on its own (no vowel) or when the joined word
 * occurs elsewhere in the document's tables and the pieces do not.
 */
function healPdfCells(nodes: RawNode[]): RawNode[] {
  if (!nodes.some((n) => n.kind === 'table' && (n.rows![0]?.length ?? 0) >= 5)) return nodes;
  const vocabulary = new Set<string>();
  for (const n of nodes) {
    if (n.kind !== 'table') continue;
    for (const word of n
      .rows!.flat()
      .join(' ')
      .toLowerCase()
      .match(/\p{L}+/gu) ?? []) {
      vocabulary.add(word);
    }
  }
  const heal = (cell: string) =>
    cell.replace(/(\p{L}{2,}) (\p{Ll}{1,6})(?=$|[\s.,;:)])/gu, (whole, a: string, b: string) => {
      const joined = `${a}${b}`.toLowerCase();
      const noVowel = /^[bcdfghjklmnpqrstvwxz]{1,3}$/.test(b);
      const known =
        vocabulary.has(joined) && !vocabulary.has(b) && !['a', 'i', 'an', 'or', 'of'].includes(b);
      return noVowel || known ? `${a}${b}` : whole;
    });
  // Only tables with many (so narrow) columns break words.
  return nodes.map((n) =>
    n.kind === 'table' && (n.rows![0]?.length ?? 0) >= 5
      ? { ...n, rows: n.rows!.map((row, i) => (i === 0 ? row : row.map(heal))) }
      : n,
  );
}

/**
 * A PDF table cut by a page break continues as the next block, with the same columns (possibly
 * after a stray fragment of a header cell). A first row with only one or two filled cells
 * finishes the last row of the previous part.
 */
function joinSplitTables(nodes: RawNode[]): RawNode[] {
  const out: RawNode[] = [];
  for (const node of nodes) {
    let previous = out[out.length - 1];
    if (
      node.kind === 'table' &&
      previous?.kind === 'paragraph' &&
      wordCount(previous.text) <= 3 &&
      out[out.length - 2]?.kind === 'table' &&
      sameRow(out[out.length - 2]!.rows![0]!, node.rows![0]!)
    ) {
      out.pop();
      previous = out[out.length - 1];
    }
    if (
      node.kind === 'table' &&
      previous?.kind === 'table' &&
      previous.rows![0]!.length === node.rows![0]!.length &&
      (node.page !== previous.page || sameRow(node.rows![0]!, previous.rows![0]!))
    ) {
      const rows = sameRow(node.rows![0]!, previous.rows![0]!) ? node.rows!.slice(1) : node.rows!;
      const merged = [...previous.rows!];
      const first = rows[0];
      const last = merged[merged.length - 1]!;
      if (
        first &&
        merged.length > 1 &&
        first.length >= 3 &&
        first.filter(Boolean).length <= Math.min(2, (first.length - 1) / 2)
      ) {
        merged[merged.length - 1] = last.map((cell, i) =>
          first[i] ? `${cell} ${first[i]}`.trim() : cell,
        );
        rows.shift();
      }
      merged.push(...rows);
      out[out.length - 1] = {
        ...previous,
        rows: merged,
        text: merged.map((r) => r.join(' | ')).join('\n'),
      };
      continue;
    }
    out.push(node);
  }
  return out;
}

function sameRow(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((cell, i) => cell.toLowerCase() === b[i]!.toLowerCase());
}

// Structure inference for documents without headings --------------------------------------------

/** Words that name a section on their own ("Pains", "Risk register", "Milestones" …). */
const SECTION_WORDS =
  /^(?:(?:the|our|key|main|top|customer|client|user|target|major)\s+)*(?:overview|introduction|summary|background|scope|conclusions?|appendix|references|resources|notes|agenda|objectives?|goals?|timeline|roadmap|phases?|stages?|milestones?|deliverables?|releases?|risks?|risk register|threats?|hazards?|mitigations?|controls?|issues|assumptions|dependencies|pains?|pain points|gains?|jobs|customer jobs|segments?|customer segments?|personas?|products?(?: (?:&|and) services)?|services|solutions?|features|benefits|pain relievers|gain creators|value propositions?|value map|customer profile|competitors?|competition|competitive landscape|comparison|alternatives|pricing|strengths|weaknesses|opportunities|limitations|swot(?: analysis)?|problems?|channels|revenue streams|cost structure|key metrics|unfair advantage|status|next steps|now|next|later|future(?: work| plans)?|backlog)\s*:?$/i;

/** "1.", "2.3", "II.", "A)" … before a capitalised word. */
const NUMBERED = /^(?:\d{1,2}(?:\.\d{1,2})*[.)]?|[IVX]{1,4}\.|[A-H][.)])\s+[\p{Lu}\p{N}"“(]/u;
const KEYWORD_NUMBERED =
  /^(?:phase|stage|step|milestone|release|sprint|part|section|chapter|risk|threat|hazard|segment|persona|wave|iteration|epic|quarter|month|week|year|option|scenario)\s*(?:id\s*)?[:#-]?\s*[-\dIVX]/i;
const PERIOD_LINE =
  /^(?:(?:Q[1-4]|H[12])\s*(?:FY)?\s*'?\d{2,4}|FY\s*'?\d{2,4}|(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+\d{4}|\d{4}\s*[-–]\s*\d{2,4}|v?\d+\.\d+(?:\.\d+)?)\b/i;

function isShortLine(text: string): boolean {
  const words = wordCount(text);
  const limit = KEYWORD_NUMBERED.test(text) ? 22 : 12;
  if (words === 0 || words > limit || text.length > 160) return false;
  if (/[.!?;,]$/.test(text) && !/\b(?:etc|inc|ltd|co)\.$/i.test(text)) return false;
  if (/:$/.test(text) && words > 6) return false;
  return true;
}

/** "Month -6", "Phase 2", "Risk ID 3": nothing but a keyword and its number. */
const KEYWORD_ONLY =
  /^(?:phase|stage|step|milestone|release|sprint|part|section|chapter|risk|threat|hazard|segment|persona|wave|iteration|epic|quarter|month|week|year|option|scenario)\s*(?:id\s*)?[#-]?\s*-?[\dIVX.]+$/i;

/** "Feasibility stage", "Beta phase": a name followed by a phase word. */
const PHASE_SUFFIX = /^(?:[\p{L}\p{N}&/-]+\s){1,3}(?:stage|phase|release|sprint|wave)$/iu;

/** "Kubeflow 1.0", "Release 2.3.1": a name followed by a version number. */
const NAME_VERSION = /^(?:[\p{Lu}][\p{L}\d.-]*\s+){1,3}v?\d+(?:\.\d+)+$/u;

function headingSignal(text: string): boolean {
  const words = wordCount(text);
  return (
    SECTION_WORDS.test(text) ||
    NUMBERED.test(text) ||
    KEYWORD_NUMBERED.test(text) ||
    NAME_VERSION.test(text) ||
    PHASE_SUFFIX.test(text) ||
    (PERIOD_LINE.test(text) && (words <= 6 || /^\S+(?:\s+\S+)?\s*[:–—-]/.test(text)))
  );
}

const SMALL_WORDS = new Set([
  'a',
  'an',
  'and',
  'of',
  'the',
  'for',
  'to',
  'in',
  'on',
  'with',
  '&',
  'vs',
  'vs.',
  'or',
  'by',
  'at',
]);

/** "Long Term Backlog", "Always Free": most words capitalised, at most seven words. */
function isTitleCase(text: string): boolean {
  const words = text.split(/\s+/).filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  if (words.length === 0 || words.length > 7) return false;
  const capitalised = words.filter((w) => /^[\p{Lu}\p{N}("“@]/u.test(w)).length;
  return capitalised / words.length >= 0.75;
}

/** A paragraph that reads as body text: a long line, or a full sentence. */
function isBody(node: RawNode | undefined): boolean {
  if (!node) return false;
  if (node.kind === 'table') return true;
  if (node.kind !== 'paragraph') return false;
  const words = wordCount(node.text);
  return words >= 15 || (words >= 8 && /[.!?:]$/.test(node.text));
}

/** "Key: value" lines are records, not headings (unless the key is a heading pattern). */
function isKeyValue(text: string): boolean {
  const colon = text.indexOf(': ');
  if (colon <= 0 || colon >= text.length - 2) return false;
  const key = text.slice(0, colon);
  const value = text.slice(colon + 2);
  // "Part 1 completed: Q2 2019" is a dated record; "Phase 2: Beta" a heading.
  if (KEYWORD_NUMBERED.test(text)) return isDateLike(value) && !KEYWORD_ONLY.test(key.trim());
  // "The Ruby Release: Local Network" is a titled heading; "Homepage: Free Tier" a record.
  return !(wordCount(key) >= 2 && isTitleCase(key) && isTitleCase(value));
}

function inferStructure(nodes: RawNode[]): RawNode[] {
  const out: RawNode[] = nodes.map((n) => ({ ...n }));
  const short = out.map(
    (n) => n.kind === 'paragraph' && isShortLine(n.text) && /^[\p{Lu}\p{N}@#"“'(]/u.test(n.text),
  );
  const titled = out.map((n, i) => short[i]! && isTitleCase(n.text));
  let titleSet = false;
  let lastSignal = 1;
  for (let i = 0; i < out.length; i++) {
    const node = out[i]!;
    if (node.kind !== 'paragraph') continue;
    if (!titleSet) {
      titleSet = true;
      if (short[i]) {
        out[i] = { ...node, kind: 'heading', level: 1, inferred: true };
        continue;
      }
    }
    if (!short[i]) continue;
    const text = node.text;
    const previous = nodes[i - 1];
    const previousOut = out[i - 1];
    const afterIntro = previous?.kind === 'paragraph' && /:$/.test(previous.text) && !short[i - 1];
    // Inside a list (after "…:" or another item) a short line stays an item unless it clearly
    // opens a section.
    const inList = afterIntro || previousOut?.kind === 'item';
    const keyValue = isKeyValue(text);
    const signal = headingSignal(text) && !keyValue;
    const titleLine = titled[i]! && !titled[i + 1] && !keyValue;
    const beforeBody = isBody(nodes[i + 1]) && !keyValue && wordCount(text) <= 10;
    const heading = inList
      ? signal || (titleLine && isBody(nodes[i + 1]))
      : signal || titleLine || beforeBody;
    if (heading) {
      // Numbered sub-sections ("1.2 …") and plain titled lines nest under the last section
      // heading a pattern announced ("Phase 2", "1. Overview", "Pains").
      const level = /^\d{1,2}\.\d{1,2}/.test(text) ? 3 : signal ? 2 : Math.min(6, lastSignal + 1);
      if (signal) lastSignal = level;
      out[i] = { ...node, kind: 'heading', level, inferred: true };
    } else {
      out[i] = { ...node, kind: 'item', level: 0, ordered: false };
    }
  }
  // Paragraphs that follow an introduction ending with ':' (or another item) are list items.
  for (let i = 1; i < out.length; i++) {
    const node = out[i]!;
    const previous = out[i - 1]!;
    if (
      node.kind === 'paragraph' &&
      (previous.kind === 'item' || (previous.kind === 'paragraph' && /:$/.test(previous.text))) &&
      wordCount(node.text) <= 60 &&
      !/:$/.test(node.text)
    ) {
      out[i] = { ...node, kind: 'item', level: 0, ordered: false };
    }
  }
  // Two or more short sentences in a row right under a heading are the items of a list.
  for (let i = 0; i < out.length; i++) {
    if (out[i]!.kind !== 'heading') continue;
    let end = i + 1;
    while (end < out.length && out[end]!.kind === 'paragraph' && isListSentence(out[end]!.text))
      end++;
    if (end - (i + 1) >= 2) {
      for (let j = i + 1; j < end; j++)
        out[j] = { ...out[j]!, kind: 'item', level: 0, ordered: false };
    }
  }
  // A short line right before a numbered heading opens a part of the document ("Value map").
  for (let i = 0; i < out.length - 1; i++) {
    const node = out[i]!;
    const next = out[i + 1]!;
    if (
      node.kind === 'item' &&
      next.kind === 'heading' &&
      next.level >= 2 &&
      NUMBERED.test(next.text) &&
      isShortLine(node.text) &&
      out[i - 1]?.kind !== 'paragraph'
    ) {
      out[i] = { ...node, kind: 'heading', level: 1, inferred: true };
    }
  }
  return out;
}

function isListSentence(text: string): boolean {
  const words = wordCount(text);
  return words >= 2 && words <= 25 && !/:$/.test(text);
}

/**
 * Evens out what the formats disagree on:
 *  - a short heading repeated several times ("Scenario", "Impact", "Mitigation" in every threat)
 *    is a field label, not a section: it becomes a paragraph, as it is in the DOCX;
 *  - a numbered-keyword line ("Threat ID 2 - …", "Risk 3: …") that a PDF left as a paragraph
 *    becomes a heading at the level of its siblings.
 */
function normaliseHeadings(nodes: RawNode[]): RawNode[] {
  const counts = new Map<string, number>();
  for (const n of nodes) {
    if (n.kind === 'heading')
      counts.set(n.text.toLowerCase(), (counts.get(n.text.toLowerCase()) ?? 0) + 1);
  }
  const keywordLevel = new Map<string, number>();
  for (const n of nodes) {
    if (n.kind === 'heading' && KEYWORD_NUMBERED.test(n.text)) {
      const word = n.text.split(/\s+/)[0]!.toLowerCase();
      if (!keywordLevel.has(word)) keywordLevel.set(word, n.level);
    }
  }
  return nodes.map((n) => {
    if (
      n.kind === 'heading' &&
      n.level > 1 &&
      (counts.get(n.text.toLowerCase()) ?? 0) >= 2 &&
      wordCount(n.text) <= 4 &&
      !/\d/.test(n.text)
    ) {
      return { ...n, kind: 'paragraph', level: 0 };
    }
    if (n.kind === 'paragraph' && KEYWORD_NUMBERED.test(n.text) && isShortLine(n.text)) {
      const level = keywordLevel.get(n.text.split(/\s+/)[0]!.toLowerCase());
      if (level !== undefined) return { ...n, kind: 'heading', level };
    }
    return n;
  });
}

// Locations ---------------------------------------------------------------------------------------

/** The nearest heading above a node (its own text for a heading). */
export function sectionOf(node: DocNode): DocNode | undefined {
  return node.headings[node.headings.length - 1];
}

/** 'table 2, row 3 (page 4)', 'under heading "Risks" (page 2)', 'paragraph 5'. */
export function locate(node: DocNode, row?: number): string {
  const page = node.page ? ` (page ${node.page})` : '';
  if (node.kind === 'table') {
    return `table ${node.tableNumber ?? 1}${row !== undefined ? `, row ${row}` : ''}${page}`;
  }
  if (node.kind === 'heading') return `heading "${shortQuote(node.text)}"${page}`;
  const heading = sectionOf(node);
  if (heading) return `under heading "${shortQuote(heading.text)}"${page}`;
  return `${node.kind === 'item' ? 'list item' : 'paragraph'} ${node.index + 1}${page}`;
}

function shortQuote(text: string): string {
  return text.length > 60 ? `${text.slice(0, 57).trimEnd()}…` : text;
}

/** The nodes of the section a heading opens (until the next heading of the same or a higher level). */
export function sectionNodes(doc: AnalyzedDocument, heading: DocNode): DocNode[] {
  const out: DocNode[] = [];
  for (let i = heading.index + 1; i < doc.nodes.length; i++) {
    const node = doc.nodes[i]!;
    if (node.kind === 'heading' && node.level <= heading.level) break;
    out.push(node);
  }
  return out;
}
