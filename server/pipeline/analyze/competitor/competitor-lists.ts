import { locate } from '../shared/document.js';
import type { AnalyzedDocument, DocNode } from '../shared/document.js';
import { normKey, wordCount } from '../shared/text.js';
import {
  bareName,
  type FoundCompany,
  isName,
  sameProduct,
  titleNames,
} from './competitor-names.js';

/**
 * Competitors stated without a table or an introduction:
 *  - grouped vendor lists: a heading per group ("Open source", "Hosted"), then items that start
 *    with the vendor's name followed by a dash or colon and a description;
 *  - "A vs B" headings (or short heading-like lines) inside the document.
 */

/** A company read from a list, a "vs" heading or a sentence. */
export type ListedCompany = FoundCompany;

/** "Name – description", "Name: description", "Name (https://…) - description". */
const NAMED_ITEM = /^(.{2,60}?)\s*(?::|\s[–—-]\s|\s[–—]|[–—]\s)\s*(.+)$/;
const OPTION_PREFIX = /^(?:option|alternative|choice|candidate)\s+(?:\d{1,2}|[A-Z])\s*[:.)–—-]\s*/i;
/** Field labels that look like names in Title Case ("Key Features: …", "Target Market: …"). */
const LABEL_END =
  /\b(?:features?|pricing|prices?|costs?|market|support|pros|cons|strengths?|weaknesses|limitations?|benefits?|summary|overview|notes?|example|examples|use cases?|verdict|website|license|status|type|model|audience|segment|goals?|risks?|impact|owner)$/i;

const lowerCache = new WeakMap<AnalyzedDocument, Set<string>>();

/** Words the document writes in lower case mid-sentence: common words, not names. */
export function lowerCaseWords(doc: AnalyzedDocument): Set<string> {
  let words = lowerCache.get(doc);
  if (words) return words;
  words = new Set<string>();
  for (const node of doc.nodes) {
    if (node.kind === 'table') continue;
    for (const match of node.text.matchAll(/(?<=\s)\p{Ll}[\p{Ll}-]+/gu)) words.add(match[0]);
  }
  lowerCache.set(doc, words);
  return words;
}

function parseItem(text: string, common: Set<string>): { name: string; rest: string } | null {
  const match = NAMED_ITEM.exec(text.replace(OPTION_PREFIX, ''));
  if (!match) return null;
  const name = bareName(match[1]!);
  const rest = match[2]!.trim();
  if (wordCount(rest) < 2 || wordCount(name) > 4 || !isName(name) || LABEL_END.test(name))
    return null;
  // A single word written in lower case elsewhere is a common word used as a label.
  if (!name.includes(' ') && common.has(name.toLowerCase())) return null;
  return { name, rest };
}

function describeItem(company: ListedCompany, rest: string): void {
  const parts = rest
    .split(/(?<=[.;])\s+/)
    .map((p) => p.replace(/[.;]$/, '').trim())
    .filter(Boolean);
  for (const part of parts.slice(0, 4)) {
    if (/[$€£]\s?\d|\bfree (?:plan|tier|trial)|\bpric|\bper (?:month|user|seat|year)\b/i.test(part))
      company.pricing ??= part;
    else if (/\b(?:no|not|lacks?|limited|only|requires?|but)\b/i.test(part))
      company.limitations.push(part);
    else company.features.push(part);
  }
}

/**
 * Runs of items that nearly all open with a name, in two or more groups (a run per heading):
 * a vendor list split by kind. One run alone is more often a list of features in Title Case.
 */
export function fromNamedItems(doc: AnalyzedDocument): ListedCompany[] {
  const common = lowerCaseWords(doc);
  const out: ListedCompany[] = [];
  const groups = new Set<DocNode | undefined>();
  let run: DocNode[] = [];
  const flush = () => {
    const parsed = run.map((item) => ({ item, parsed: parseItem(item.text, common) }));
    const named = parsed.filter((p) => p.parsed !== null);
    if (named.length >= 2 && named.length >= run.length * 0.8) {
      groups.add(run[0]!.headings[run[0]!.headings.length - 1]);
      for (const { item, parsed: p } of named) {
        const company: ListedCompany = {
          name: p!.name,
          features: [],
          limitations: [],
          snippet: item.text,
          location: locate(item),
        };
        describeItem(company, p!.rest);
        out.push(company);
      }
    }
    run = [];
  };
  for (const node of doc.nodes) {
    if (node.kind === 'item') {
      if (node.level === 0) run.push(node);
    } else flush();
  }
  flush();
  const names = new Set(out.map((c) => normKey(c.name)));
  return names.size >= 3 && groups.size >= 2 && !groups.has(undefined) ? out : [];
}

/**
 * Headings inside the document that name compared products: "## Kafka vs RabbitMQ",
 * "## Comparison of Kafka, Pulsar and NATS", "## Alternatives to Kafka". A single word that the
 * document also writes in lower case is an aspect ("Speed vs Flexibility"), not a product.
 */
export function fromVersusHeadings(doc: AnalyzedDocument, title?: DocNode): ListedCompany[] {
  const common = lowerCaseWords(doc);
  const out: ListedCompany[] = [];
  for (const node of doc.headings) {
    if (node === title || node === doc.headings[0]) continue;
    const parsed = titleNames(node.text);
    const names = [...(parsed.subject ? [parsed.subject] : []), ...parsed.names];
    if (names.some((name) => !/\s/.test(name) && common.has(name.toLowerCase()))) continue;
    for (const name of names) {
      if (out.some((c) => sameProduct(c.name, name))) continue;
      out.push({ name, features: [], limitations: [], snippet: node.text, location: locate(node) });
    }
  }
  return out;
}

const COMPETITOR_NOUN =
  '(?:competitors?|competition|alternatives?|rivals?|competing (?:products|tools|services|vendors))';
/** "Our main competitors are A, B and C", "Competitors include A and B". */
const NAMES_AFTER = new RegExp(
  `\\b${COMPETITOR_NOUN}\\s+(?:are|include|includes|would be|such as|like)\\s*:?\\s+((?:[^.;!?]|\\.(?=\\S))+)`,
  'i',
);
/** "A, B and C are our main competitors". */
const NAMES_BEFORE = new RegExp(
  `^((?:[^.;!?]|\\.(?=\\S))+?)\\s+(?:are|remain)\\s+(?:our|the)\\s+(?:main|key|closest|direct|primary|biggest|nearest)?\\s*${COMPETITOR_NOUN}\\b`,
  'i',
);

/**
 * Longer than any sentence that lists competitors. NAMES_BEFORE backtracks once per character, so
 * on a sentence of megabytes (one huge word in an uploaded file) it overflowed the regex stack and
 * the analyzer threw for a file that is merely odd.
 */
const MAX_SENTENCE_CHARS = 2_000;

/** Names listed in a sentence that calls them competitors or alternatives. */
export function fromCompetitorSentences(doc: AnalyzedDocument): ListedCompany[] {
  const out: ListedCompany[] = [];
  for (const node of doc.nodes) {
    if (node.kind !== 'paragraph' && node.kind !== 'item') continue;
    for (const sentence of node.text.split(/(?<=[.!?])\s+/)) {
      if (sentence.length > MAX_SENTENCE_CHARS) continue;
      const match = NAMES_AFTER.exec(sentence) ?? NAMES_BEFORE.exec(sentence);
      if (!match) continue;
      const parts = match[1]!
        .replace(/\s*\([^)]*\)/g, '')
        .split(/\s*(?:,|\band\b|\bor\b|&)\s*/i)
        .map((p) => bareName(p.replace(/^(?:the|and|or)\s+/i, '')))
        .filter(Boolean);
      // Every part a name: "… include speed and price" is no list of competitors.
      if (parts.length === 0 || !parts.every((p) => isName(p) && wordCount(p) <= 4)) continue;
      for (const name of parts) {
        if (out.some((c) => sameProduct(c.name, name))) continue;
        out.push({
          name,
          features: [],
          limitations: [],
          snippet: sentence,
          location: locate(node),
        });
      }
    }
  }
  return out.length >= 2 ? out : [];
}
