import { MAX_ITEMS } from '../../../common/render/constants.js';
import { LONG_TEXT_MAX } from '../../../common/render/data-schema.js';
import type { AnalyzedDocument, DocNode } from './document.js';
import { locate, sectionNodes } from './document.js';
import { EvidenceLog, meaningful } from './evidence.js';
import { splitKeyValue, tableView } from './records.js';
import { firstSentence, itemTitle, normKey, sentences, truncate, wordCount } from './text.js';

/**
 * Value proposition: customer segments, jobs, pains, gains, products and services, pain
 * relievers, gain creators and the value proposition statement. Sections are recognised by
 * their heading or label ("Pains", "Customer gains: …", "Pain Relievers", "Target audience",
 * "Problem" / "Solution" of a lean canvas, in English or with the English term in brackets);
 * their list items (else their short paragraphs) are the entries. Tables whose columns carry
 * those names are read column by column. Positioning statements ("For … who …, X is a … that …;
 * unlike …") and problem statements ("The problem of … affects …; the impact of which is …")
 * are read from prose when nothing else states the lists.
 */
export type ValueList =
  'segments' | 'jobs' | 'pains' | 'gains' | 'products' | 'relievers' | 'creators';
type Kind = ValueList | 'statement' | 'other';

export const VALUE_LISTS: readonly ValueList[] = [
  'segments',
  'jobs',
  'pains',
  'gains',
  'products',
  'relievers',
  'creators',
];

export interface ValuePropositionExtraction {
  lists: Record<ValueList, string[]>;
  statement?: string;
  evidence: EvidenceLog;
  /** Entries found under list headings, labels or table columns (not read from prose). */
  structured: number;
}

/** Order matters: the first pattern that matches decides ("Pain relievers" before "Pains"). */
const KINDS: [Kind, RegExp][] = [
  [
    'other',
    /\b(?:channels?|revenue|costs?(?: structure)?|key metrics|metrics|unfair advantage|key partners?|key activities|key resources|customer relationships?|proof points?|discovery|interview guides?|resources|hypothes[ie]s|evaluation|stakeholders?|team members?|competitors?|competition|go-to-market|playbook|overview|links|references|каналы|доход|расход|метрик|преимуществ)(?![\p{L}])/iu,
  ],
  [
    'relievers',
    /\bproduct use cases?\b|^(?:other )?(?:product )?use cases$|\bpain[- ]?relievers?\b|\brelievers?\b|\bpains? we (?:remove|relieve|solve|address)\b|\bhow we (?:help|solve)\b/i,
  ],
  ['creators', /\bgain[- ]?creators?\b|\bcreators?\b|\bgains? we create\b|\bhow we create\b/i],
  [
    'statement',
    /^(?:\d+[.)]?\s*)?(?:(?:our|the|unique)\s+)*(?:value proposition|uvp|(?:one|1)[- ](?:sentence|line)(?: pitch)?|elevator pitch|(?:product )?position(?:ing)? statement|pitch|tagline)(?!\s*(?:canvas|map|design))\b|\(unique value proposition\)|уникальное ценностное предложение/iu,
  ],
  [
    'segments',
    /\bcustomer segments?\b|\bconsumer segments?\b|\bsegments?\b|\btarget (?:customers?|audience|users?|market|groups?|clients?)\b|\bwho (?:we serve|it is for|benefits|they are)\b|\bfor whom\b|\bpersonas?\b|\baudience\b|\bcustomer profile\b|\bideal customers?\b|(?<![\p{L}])сегмент/iu,
  ],
  [
    'jobs',
    /\bcustomer jobs?\b|\bjobs?(?:[- ]to[- ]be[- ]done)?\b|\bmain job\b|\btasks\b|\baufgaben\b/i,
  ],
  [
    'pains',
    /\bpains?\b|\bpain ?points?\b|\bpainpoints?\b|\bproblems?\b|\bfrustrat\w*|\bchallenges?\b|\bobstacles\b|\bprobleme\b|(?<![\p{L}])проблем/iu,
  ],
  [
    'gains',
    /\bgains?\b|\bbenefits?\b|\bdesired outcomes?\b|\boutcomes\b|\bvorteile\b|\badvantages\b|\bwhat (?:\w+ )?gain\b|\bresults?\b|\bvalue drivers? impact\b/i,
  ],
  [
    'products',
    /\bproducts?(?:\s*(?:&|and|\/)\s*services)?\b|\bservices\b|\bsolutions?\b|\bwhat we offer\b|\bour offer\b|\boffer(?:ing)?s?\b|\bvalue drivers?\b|\bproduct name\b|(?<![\p{L}])решени/iu,
  ],
];

function kindOf(text: string): Kind | null {
  const label = text.replace(/[:.]\s*$/, '').trim();
  if (wordCount(label) > 10) return null;
  for (const [kind, pattern] of KINDS) if (pattern.test(label)) return kind;
  return null;
}

type Found = { text: string; snippet: string; location: string };

class Collector {
  readonly lists: Record<ValueList, Found[]> = {
    segments: [],
    jobs: [],
    pains: [],
    gains: [],
    products: [],
    relievers: [],
    creators: [],
  };
  statement?: Found;
  /** normKey of every value in each list, so that a value is listed once. */
  private readonly seen: Partial<Record<ValueList, Set<string>>> = {};

  add(kind: Kind, text: string, node: DocNode, snippet = node.text, row?: number): void {
    if (kind === 'other') return;
    const value = text.replace(/\s+/g, ' ').trim();
    if (!meaningful(value) || value.length < 2) return;
    const found = { text: value, snippet, location: locate(node, row) };
    if (kind === 'statement') {
      this.statement ??= found;
      return;
    }
    // A long document repeats many values: a set of keys keeps this linear.
    const seen = (this.seen[kind] ??= new Set<string>());
    const key = normKey(value);
    if (seen.has(key)) return;
    seen.add(key);
    this.lists[kind].push(found);
  }
}

/** "Customer Profile – Event organisers": the segment named in the heading itself. */
function inlineSegment(text: string): string | undefined {
  const match =
    /^(?:customer profile|customer segment|target (?:customer|group|audience)|persona)\s*[–—:-]\s*(.+)$/i.exec(
      text.trim(),
    );
  return match?.[1]?.trim();
}

/** "[Who] Alcoholics who …" / "[Why] …": bracketed labels override the section. */
function bracketLabel(text: string): { kind: Kind; rest: string } | null {
  const match = /^\[(who|why|what|how)\]\s*(.+)$/i.exec(text);
  if (!match) return null;
  const label = match[1]!.toLowerCase();
  const kind: Kind = label === 'who' ? 'segments' : label === 'why' ? 'pains' : 'products';
  return { kind, rest: match[2]! };
}

function entryText(kind: Kind, node: DocNode): string {
  if (kind === 'statement') return firstSentence(node.text, LONG_TEXT_MAX);
  if (kind === 'segments' && node.kind === 'paragraph')
    return firstSentence(node.text, 200).replace(/\.$/, '');
  return itemTitle(node.text, 16);
}

/** The lists from headings, label paragraphs and "Key: value" lines. */
function fromSections(doc: AnalyzedDocument, out: Collector): void {
  let current: { kind: Kind; level: number } | null = null;
  let pending: DocNode[] = [];
  let hasItems = false;
  const flush = () => {
    if (current && !hasItems) {
      // Sections written as paragraphs: short ones are the entries.
      for (const node of pending) {
        if (
          /[?:]$/.test(node.text) ||
          /\bproblem of\b/i.test(node.text) ||
          POSITIONING.test(node.text)
        )
          continue;
        if (current.kind === 'statement' || wordCount(node.text) <= 45) {
          out.add(current.kind, entryText(current.kind, node), node);
          if (current.kind === 'statement') break;
        }
      }
    }
    pending = [];
    hasItems = false;
  };
  for (const node of doc.nodes) {
    if (node.kind === 'table') continue;
    if (node.kind === 'heading') {
      const segment = inlineSegment(node.text);
      const kind = segment ? 'segments' : kindOf(node.text);
      if (segment) out.add('segments', segment, node);
      if (kind) {
        flush();
        // A heading whose sections name lists ("Value proposition" over "Products", "Gains" …)
        // is a container, not a list of its own.
        const children = sectionNodes(doc, node).filter(
          (n) => n.kind === 'heading' && kindOf(n.text),
        );
        current = children.length > 0 && !segment ? null : { kind, level: node.level };
        continue;
      }
      if (current && node.level <= current.level) {
        flush();
        current = null;
      }
      continue;
    }
    const text = node.text;
    const bracket = bracketLabel(text);
    if (bracket) {
      out.add(
        bracket.kind,
        bracket.kind === 'segments'
          ? firstSentence(bracket.rest, 200).replace(/\.$/, '')
          : firstSentence(bracket.rest, 200).replace(/\.$/, ''),
        node,
      );
      hasItems = true;
      continue;
    }
    const kv = splitKeyValue(text);
    const kvKind = kv ? kindOf(kv.key) : null;
    if (kv && kvKind) {
      const value = kv.value.trim();
      if (
        /:\s*$/.test(value) ||
        (wordCount(value) <= 2 && node.kind === 'paragraph' && value.endsWith(':'))
      ) {
        // "Customer pains: Our customers are pained by:" opens a list.
        flush();
        current = {
          kind: kvKind,
          level: (node.headings[node.headings.length - 1]?.level ?? 0) + 0.5,
        };
        continue;
      }
      const cleaned =
        kvKind === 'segments'
          ? value.replace(/^.{0,60}?\bis (?:for|aimed at|built for|designed for)\s+/i, '')
          : value;
      const parts = kvKind === 'statement' ? [cleaned] : splitInline(cleaned, node.kind === 'item');
      for (const part of parts)
        out.add(
          kvKind,
          kvKind === 'statement' ? firstSentence(part, LONG_TEXT_MAX) : truncate(part, 200),
          node,
        );
      if (kvKind === 'statement') creatorsFromStatement(cleaned, node, out);
      continue;
    }
    if (!current) continue;
    if (node.kind === 'item') {
      if (node.level === 0) {
        out.add(current.kind, entryText(current.kind, node), node);
        hasItems = true;
      }
    } else if (!/:\s*$/.test(text)) {
      pending.push(node);
    }
  }
  flush();
}

/** "send invoices, chase payments, prepare taxes" → three entries (only when all are short). */
function splitInline(value: string, isItem: boolean): string[] {
  const parts = value.split(/\s*[,;]\s*/).filter(Boolean);
  if (parts.length >= 3 && parts.every((p) => wordCount(p) <= 6)) return parts;
  return [isItem ? itemTitle(value, 16) : firstSentence(value, 200).replace(/\.$/, '')];
}

/** "… helps owners grow by providing information and a community" → a gain creator. */
function creatorsFromStatement(text: string, node: DocNode, out: Collector): void {
  const match =
    /\bby (?:providing|offering|giving|delivering|creating|building|combining)\s+(.+?)[.!]?$/i.exec(
      text,
    );
  if (match) out.add('creators', truncate(match[1]!, 200), node);
}

/** Tables whose columns are lists: "Value driver | Who benefits | Benefits", "Segment | …". */
function fromTables(doc: AnalyzedDocument, out: Collector): void {
  for (const node of doc.tables) {
    const section = node.headings[node.headings.length - 1];
    const sectionKind = section
      ? inlineSegment(section.text)
        ? 'segments'
        : kindOf(section.text)
      : null;
    const view = tableView(node);
    if (!view) {
      continue;
    }
    const kinds = view.header.map((h) => (h.trim() === '#' ? null : kindOf(h)));
    // Cells written as "Pains: late payments, manual reminders".
    let cellLists = false;
    view.rows.forEach((cells, r) => {
      cells.forEach((cell) => {
        const kv = splitKeyValue(cell);
        const kind = kv ? kindOf(kv.key) : null;
        if (kv && kind && kind !== 'other') {
          cellLists = true;
          for (const part of splitInline(kv.value, false)) out.add(kind, part, node, cell, r + 1);
        }
      });
    });
    if (cellLists) continue;
    const problem = kinds.indexOf('pains');
    const solution = kinds.findIndex((k) => k === 'products' || k === 'relievers');
    const mapping = problem >= 0 && solution >= 0;
    if (sectionKind === 'other') continue;
    view.rows.forEach((cells, r) => {
      kinds.forEach((kind, c) => {
        let target: Kind | null = kind;
        // A problem → solution table: the solutions relieve the problems (and are products).
        if (mapping && c === problem && sectionKind !== 'pains') target = null;
        if (!target || target === 'other') return;
        const value = cells[c] ?? '';
        if (!meaningful(value)) return;
        const entry = target === 'statement' ? value : itemTitle(value, 16);
        out.add(target, entry, node, cells.filter(Boolean).join(' | '), r + 1);
        if (mapping && c === solution)
          out.add('relievers', entry, node, cells.filter(Boolean).join(' | '), r + 1);
      });
    });
    // A table under a list heading whose first column names the entries (segments, problems).
    if (sectionKind && sectionKind !== 'statement' && kinds.every((k) => !k || k === 'other')) {
      view.rows.forEach((cells, r) => {
        const first = cells.find(
          (c, i) => view.header[i]?.trim() !== '#' && meaningful(c) && !/^\d+$/.test(c),
        );
        if (first)
          out.add(
            sectionKind,
            itemTitle(first, 16),
            node,
            cells.filter(Boolean).join(' | '),
            r + 1,
          );
      });
    }
  }
}

const POSITIONING =
  /\bfor ([^,;]{3,160}?)\s+(?:who|that)\s+([^,;]{3,220}?),\s*([^,;]{2,80}?)\s+is\s+(?:a|an|the)\s+([^;]{3,240}?)(?:[;.]\s*|$)(?:unlike\s+([^,]{2,100}),\s*(.+?)(?:[.!]|$))?/i;
const PROBLEM =
  /\bthe problem of\s+(.+?)\s+affects\s+(.+?);?\s+the impact of which is\s+(.+?)[.!]?$/i;

function fromProse(doc: AnalyzedDocument, out: Collector): void {
  for (const node of doc.nodes) {
    if (node.kind !== 'paragraph' && node.kind !== 'item') continue;
    const lower = node.text.toLowerCase();
    // Cheap tests before the costly patterns.
    const maybePositioning =
      lower.includes('for ') && / (?:who|that) /.test(lower) && lower.includes(' is ');
    const maybeProblem = lower.includes('problem of');
    if (!maybePositioning && !maybeProblem) continue;
    for (const sentence of sentences(node.text)) {
      const positioning = maybePositioning ? POSITIONING.exec(sentence) : null;
      if (positioning) {
        const [, who, need, product, what, , differentiator] = positioning;
        out.add('segments', `${who!.trim()} who ${need!.trim()}`, node, sentence);
        for (const gain of need!
          .replace(/^(?:want|wants|need|needs|would like|wish(?:es)?)\s+to\s+/i, '')
          .split(/\s+and\s+/)) {
          if (/^(?:want|need)/i.test(need!)) out.add('gains', gain, node, sentence);
        }
        out.add('products', `${product!.trim()}: ${what!.trim()}`, node, sentence);
        if (differentiator) {
          const reliever = differentiator
            .replace(/^(?:our|the) (?:product|service|app|platform|solution|tool)\s+/i, '')
            .replace(/[.!]$/, '');
          out.add('relievers', reliever, node, sentence);
        }
        continue;
      }
      const problem = maybeProblem ? PROBLEM.exec(sentence) : null;
      if (problem) {
        out.add('pains', problem[1]!, node, sentence);
        out.add('pains', problem[3]!, node, sentence);
        if (out.lists.segments.length === 0) out.add('segments', problem[2]!, node, sentence);
      }
    }
  }
}

export function extractValueProposition(doc: AnalyzedDocument): ValuePropositionExtraction {
  const evidence = new EvidenceLog();
  const collector = new Collector();
  fromTables(doc, collector);
  fromSections(doc, collector);
  // One list alone ("What we offer" in a job ad) is not yet a value proposition.
  const filled = VALUE_LISTS.filter((list) => collector.lists[list].length > 0);
  const structured =
    filled.length >= 2
      ? filled.reduce((n, list) => n + Math.min(collector.lists[list].length, MAX_ITEMS), 0)
      : 0;
  fromProse(doc, collector);
  const lists = {} as Record<ValueList, string[]>;
  for (const list of VALUE_LISTS) {
    const chosen = collector.lists[list].slice(0, MAX_ITEMS);
    lists[list] = chosen.map((f, i) => {
      const value = truncate(f.text, 200);
      evidence.add(`${list}[${i}]`, value, f.snippet, f.location);
      return value;
    });
  }
  const statement = collector.statement
    ? truncate(collector.statement.text, LONG_TEXT_MAX)
    : undefined;
  if (collector.statement) {
    evidence.add(
      'value_proposition',
      statement,
      collector.statement.snippet,
      collector.statement.location,
    );
  }
  return { lists, statement, evidence, structured };
}
